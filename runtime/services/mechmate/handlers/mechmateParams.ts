/**
 * The path and query parameters of the `/api/mechmate/*` routes (spec 002 §7) as Next.js hands them over
 * (a string, a repeated parameter's list, or nothing), each checked and bounded before the backend sees
 * it. A parameter that cannot be what the call needs is refused with a MechmateError of 400 and the
 * reason: `InvalidReg` for a plate (the page shows that code's text), `InvalidRequest` for the rest.
 */
import type { RouteParam } from '../../../http/serviceRoute';
import { isRealDay } from '../../../calendar/calendarDays';
import { decimalDegrees } from '../../maps/decimalDegrees';
import {
  MECHMATE_ERROR_CODES,
  MechmateError,
  normalisedRegistrationNumber,
  type Position,
} from '../contract';

export type { RouteParam };

export const INVALID_REQUEST = 'InvalidRequest';
/** At most this many offerings in one `serviceOfferings` list (the booking's own maximum). */
export const MAX_OFFERINGS = 30;
/** The largest mileage in mil the backend accepts (200,000 mil = 2,000,000 km). */
export const MAX_MILEAGE = 200_000;

const invalid = (reason: string) => new MechmateError(INVALID_REQUEST, 400, reason);

function single(value: RouteParam, name: string): string {
  if (typeof value !== 'string') throw invalid(`${name} is missing or given more than once.`);
  return value;
}

function optionalSingle(value: RouteParam, name: string): string | undefined {
  return value === undefined || value === '' ? undefined : single(value, name);
}

export function registrationNumberParam(value: RouteParam): string {
  const plate = typeof value === 'string' ? normalisedRegistrationNumber(value) : null;
  if (!plate)
    throw new MechmateError(
      MECHMATE_ERROR_CODES.invalidReg,
      400,
      'A registration number is three letters, two digits and a digit or letter (ABC123, ABC12A).',
    );
  return plate;
}

const DEPARTMENT_ID = /^[A-Za-z0-9-]{1,40}$/;

export function departmentIdParam(value: RouteParam, name = 'departmentId'): string {
  const id = single(value, name);
  if (!DEPARTMENT_ID.test(id)) throw invalid(`${name} is 1 to 40 letters, digits and hyphens.`);
  return id;
}

export function cursorParam(value: RouteParam): string | undefined {
  const cursor = optionalSingle(value, 'cursor');
  return cursor === undefined ? undefined : departmentIdParam(cursor, 'cursor');
}

const OFFERING_CODE = /^[a-z0-9-]{1,40}$/;

/** `serviceOfferings=code,code…`: distinct codes, at most MAX_OFFERINGS; absent is none. */
export function offeringCodesParam(value: RouteParam): string[] {
  const list = optionalSingle(value, 'serviceOfferings');
  if (list === undefined) return [];
  if (list.length > MAX_OFFERINGS * 41) throw invalid('serviceOfferings is too long.');
  const codes = [
    ...new Set(
      list
        .split(',')
        .map((code) => code.trim())
        .filter(Boolean),
    ),
  ];
  if (codes.length > MAX_OFFERINGS)
    throw invalid(`serviceOfferings names at most ${MAX_OFFERINGS} offerings.`);
  const wrong = codes.find((code) => !OFFERING_CODE.test(code));
  if (wrong !== undefined)
    throw invalid('serviceOfferings holds codes of lower-case letters, digits and hyphens.');
  return codes;
}

function coordinate(value: RouteParam, name: string, limit: number): number {
  const number = decimalDegrees(single(value, name));
  if (number === null || Math.abs(number) > limit)
    throw invalid(`${name} is a decimal number from -${limit} to ${limit}.`);
  return number;
}

/** A position from its two parameters (`lat`/`lng` or `latitude`/`longitude`). */
export function positionParam(
  latitude: RouteParam,
  longitude: RouteParam,
  names: [string, string],
): Position {
  return {
    latitude: coordinate(latitude, names[0], 90),
    longitude: coordinate(longitude, names[1], 180),
  };
}

export function mileageParam(value: RouteParam): number {
  const text = single(value, 'mileage');
  if (!/^[0-9]{1,6}$/.test(text) || Number(text) > MAX_MILEAGE)
    throw invalid(`mileage is a whole number of mil from 0 to ${MAX_MILEAGE}.`);
  return Number(text);
}

/** A real calendar date `YYYY-MM-DD` from 2000 to 2099. */
export function dateParam(value: RouteParam): string {
  const date = single(value, 'date');
  if (!date.startsWith('20') || !isRealDay(date)) throw invalid('date is a calendar date YYYY-MM-DD.');
  return date;
}

export function brandParam(value: RouteParam): string {
  const brand = single(value, 'brand').trim();
  if (!/^[\p{L}\p{N}][\p{L}\p{N} .&'-]{0,59}$/u.test(brand))
    throw invalid("brand is 1 to 60 letters, digits, spaces and . & ' -.");
  return brand;
}
