/**
 * The embedded tyre hotel, the default backend of `/api/tirehotel/*` (spec 002 §7 "Tyre storage", issue
 * 19): a real service in node:sqlite. The demo agreements (demoAgreements.ts) are written to its
 * customers table when the file is opened; `search` finds an agreement by registration number, `login`
 * and `validate` are the SMS code login (SmsCodeLogin.ts), and every later call needs the validated
 * session, which only reaches its own vehicle: the times and bookings of the workshop keeping its tyres
 * (TireHotelCalendar.ts), and reviews stored with it. Refusals are TireHotelErrors with the status and the
 * Swedish message the host would answer; input is checked against the same schemas as the routes.
 */
import { bookingReference } from '../../embedded/bookingReference';
import path from 'node:path';
import { schemaProblems } from '../../../config/schemaProblems';
import type { ProjectSchemaName } from '../../../config/schemaValidator';
import { SqliteFile } from '../../embedded/SqliteFile';
import {
  type TireHotelBookingRequest,
  type TireHotelConfirmation,
  type TireHotelDateRange,
  TireHotelError,
  type TireHotelReview,
  type TireHotelService,
  type TireHotelValidated,
  type TireHotelVehicle,
  TIRE_HOTEL_LOGGED_IN,
} from '../contract';
import { DEMO_AGREEMENTS, demoWorkshop, encryptedPhoneNumber, obfuscatedPhoneNumber } from './demoAgreements';
import { type CodeLogin, SmsCodeLogin } from './SmsCodeLogin';
import { TireHotelCalendar } from './TireHotelCalendar';
import { TIRE_HOTEL_FILE, TIRE_HOTEL_SCHEMA } from './tireHotelDatabase';
import { demoWorkshopPlan, type WorkshopPlan } from './workshopPlan';

export const NO_AGREEMENT = 'Vi hittar inget däckhotellsavtal för detta registreringsnummer.';
export const UNKNOWN_PHONE =
  'Vi hittar inget telefonnummer för detta avtal. Sök på registreringsnumret igen.';
export const OTHER_WORKSHOP = 'Du kan bara boka tid på verkstaden som förvarar dina däck.';
export const OTHER_VEHICLE = 'Du kan bara boka tid för fordonet du loggade in med.';
/** The service the booking is for (spec 002 §3 Confirmation `services[0].name`). */
export const TIRE_CHANGE_SERVICE = 'Hjulskifte med däckhotell';

export interface EmbeddedTireHotelOptions {
  /** The folder of its sqlite file (created on first use). */
  dataDir: string;
  /** The clock codes, sessions and "today" are read from; the real one by default. */
  now?: () => Date;
  /** The workshops' capacity; the demo plan by default. */
  plan?: WorkshopPlan;
  /** Where a sent SMS is also written (the server log outside production), if anywhere. */
  logSms?: (line: string) => void;
  /**
   * The login shared by several instances (RedisCodeLogin.ts), given this file's own as the fallback;
   * without it, codes, tries and sessions are this file's.
   */
  sharedLogin?: (store: SqliteFile, local: SmsCodeLogin) => CodeLogin;
}

/** `value` checked against `schema`: a 400 with the reasons otherwise. */
function checked<T>(schema: ProjectSchemaName, value: T): T {
  const problems = schemaProblems(schema, value);
  if (problems) throw new TireHotelError(400, problems);
  return value;
}

type CustomerRow = { reg_no: string; encrypted_phone: string; phone: string; vehicle: string };

export class EmbeddedTireHotel implements TireHotelService {
  readonly #store: SqliteFile;
  readonly #login: CodeLogin;
  readonly #calendar: TireHotelCalendar;
  readonly #now: () => Date;
  #seeded = false;

  constructor({
    dataDir,
    now = () => new Date(),
    plan = demoWorkshopPlan,
    logSms,
    sharedLogin,
  }: EmbeddedTireHotelOptions) {
    this.#store = new SqliteFile(path.join(dataDir, TIRE_HOTEL_FILE), TIRE_HOTEL_SCHEMA);
    this.#now = now;
    const local = new SmsCodeLogin(this.#store, { now, logSms });
    this.#login = sharedLogin ? sharedLogin(this.#store, local) : local;
    this.#calendar = new TireHotelCalendar(this.#store, { plan, now });
  }

  async search(regNo: string) {
    const customer = this.#customerWhere('reg_no', regNo);
    if (!customer) throw new TireHotelError(404, NO_AGREEMENT);
    return {
      encryptedPhoneNumber: customer.encrypted_phone,
      obfuscatedPhoneNumber: obfuscatedPhoneNumber(customer.phone),
      regNo: customer.reg_no,
    };
  }

  async login(encryptedPhone: string) {
    const customer = this.#customerWhere('encrypted_phone', encryptedPhone);
    if (!customer) throw new TireHotelError(404, UNKNOWN_PHONE);
    return {
      authorizationToken: await this.#login.login({ regNo: customer.reg_no, phone: customer.phone }),
    };
  }

  async validate(authToken: string, otpToken: string): Promise<TireHotelValidated> {
    const regNo = await this.#login.validate(authToken, otpToken);
    return { status: TIRE_HOTEL_LOGGED_IN, vehicles: [this.#vehicle(regNo)] };
  }

  async timeslotDays(session: string, workshopIdentifier: string, range: TireHotelDateRange) {
    const vehicle = await this.#sessionVehicle(session);
    this.#checkTimesAsked(vehicle, workshopIdentifier, checked('tireHotelDateRange', range));
    return this.#calendar.freeDays(workshopIdentifier, range);
  }

  async timeslots(session: string, workshopIdentifier: string, range: TireHotelDateRange) {
    const vehicle = await this.#sessionVehicle(session);
    this.#checkTimesAsked(vehicle, workshopIdentifier, checked('tireHotelDateRange', range));
    return this.#calendar.freeTimes(workshopIdentifier, range);
  }

  async createBooking(session: string, departmentIdentifier: string, request: TireHotelBookingRequest) {
    const vehicle = await this.#sessionVehicle(session);
    checked('tireHotelBookingRequest', request);
    if (departmentIdentifier !== vehicle.location.erpId) throw new TireHotelError(403, OTHER_WORKSHOP);
    if (request.regNo !== vehicle.regNo) throw new TireHotelError(403, OTHER_VEHICLE);
    const workshop = demoWorkshop(departmentIdentifier);
    return this.#calendar.book(
      {
        erpId: departmentIdentifier,
        regNo: vehicle.regNo,
        date: request.bookingDate,
        start: request.bookingStart,
      },
      ({ appointmentTime, isFullDay }) => {
        const confirmation: TireHotelConfirmation = {
          bookingConfirmationId: bookingReference('DH'),
          customerBase: request.customer,
          services: [{ name: TIRE_CHANGE_SERVICE }],
          appointmentTime,
          isFullDay,
          workshop: {
            name: vehicle.location.locationName,
            address: workshop?.address ?? '',
            email: vehicle.location.email,
            phoneNumber: vehicle.location.phone,
          },
          freeText: request.freeText,
        };
        return { id: confirmation.bookingConfirmationId, confirmation };
      },
    );
  }

  async addReview(session: string, review: TireHotelReview) {
    const { regNo, hash } = await this.#login.session(session);
    checked('tireHotelReview', review);
    // One review per session: a second one replaces the first, so a session cannot fill the file.
    const row = this.#store.database
      .prepare(
        `INSERT INTO reviews (id, session_hash, reg_no, rating, comment, date, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (session_hash) DO UPDATE SET rating = excluded.rating, comment = excluded.comment,
           date = excluded.date, created_at = excluded.created_at
         RETURNING id`,
      )
      .get(
        bookingReference('R'),
        hash,
        regNo,
        review.rating,
        review.comment,
        review.date,
        this.#now().getTime(),
      ) as {
      id: string;
    };
    return { reviewId: row.id };
  }

  close(): void {
    this.#store.close();
  }

  /** The session's vehicle; 401 without a live session. */
  async #sessionVehicle(session: string): Promise<TireHotelVehicle> {
    return this.#vehicle((await this.#login.session(session)).regNo);
  }

  /** Spec 002 §7: times are asked for the vehicle's own workshop, with its brandCode as `regNo`. */
  #checkTimesAsked(vehicle: TireHotelVehicle, workshopIdentifier: string, range: TireHotelDateRange): void {
    if (workshopIdentifier !== vehicle.location.erpId) throw new TireHotelError(403, OTHER_WORKSHOP);
    if (range.regNo !== vehicle.brandCode) throw new TireHotelError(403, OTHER_VEHICLE);
  }

  #vehicle(regNo: string): TireHotelVehicle {
    const customer = this.#customerWhere('reg_no', regNo);
    if (!customer) throw new TireHotelError(404, NO_AGREEMENT);
    return JSON.parse(customer.vehicle) as TireHotelVehicle;
  }

  #customerWhere(column: 'reg_no' | 'encrypted_phone', value: string): CustomerRow | undefined {
    this.#seed();
    return this.#store.database
      .prepare(`SELECT reg_no, encrypted_phone, phone, vehicle FROM customers WHERE ${column} = ?`)
      .get(value) as CustomerRow | undefined;
  }

  /** Writes the demo agreements to the customers table once per instance (they follow the module). */
  #seed(): void {
    if (this.#seeded) return;
    const insert = this.#store.database.prepare(
      `INSERT INTO customers (reg_no, encrypted_phone, phone, vehicle) VALUES (?, ?, ?, ?)
       ON CONFLICT (reg_no) DO UPDATE SET encrypted_phone = excluded.encrypted_phone, phone = excluded.phone,
         vehicle = excluded.vehicle`,
    );
    for (const { phone, vehicle } of DEMO_AGREEMENTS)
      insert.run(vehicle.regNo, encryptedPhoneNumber(phone), phone, JSON.stringify(vehicle));
    this.#seeded = true;
  }
}
