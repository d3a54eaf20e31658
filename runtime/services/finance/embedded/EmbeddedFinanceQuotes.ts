/**
 * The embedded finance quote service, the default when FINANCE_API_URL is unset: a PCP lender in this
 * process (pcpProduct.ts) that answers what the hosted service answers. It validates requests against the
 * same schemas (FinanceRequestError with the failing pointers, as the hosted service's 400), answers
 * inputs its product cannot quote with `HasError` and a message for the buyer, and keeps every quote it
 * gives in a `node:sqlite` file by its reference for 30 days, so `legal` can write that quote's terms
 * (an unknown or expired reference is UnknownQuoteError, the hosted service's 404).
 *
 * The file is bounded: each new quote removes those past their 30 days and, beyond MAX_STORED_QUOTES
 * (200,000 rows of ~750 bytes, index included, measured: ~150 MB; sqlite reuses the pages of removed rows), the oldest first — a month of default quotes for 3,000 cars
 * is 90,000 rows, so the cap only bites when requests vary far beyond what buyers do, and then the
 * oldest quotes' terms are the ones that go (their `legal` answers as for an expired quote).
 *
 * A reference is a digest of what decides the figures (vehicle, dealer, product, term, mileage, deposit)
 * and the day, so a car page shown a thousand times a day stores its default quote once. It takes no
 * applications: its Apply action leads to the car page's contact form (`#car-contact`).
 */
import { createHash } from 'node:crypto';
import { SqliteFile } from '../../embedded/SqliteFile';
import {
  type FinanceLegalResponse,
  type FinanceProductsRequest,
  type FinanceProductsResponse,
  type FinanceQuoteRequest,
  type FinanceQuoteResponse,
  FinanceRequestError,
  type FinanceService,
  type FinanceVehicle,
  PCP_FAMILY_KEY,
  type Quote,
  quoteReferenceOf,
  UnknownQuoteError,
} from '../contract';
import { schemaProblems } from '../../../config/schemaProblems';
import type { PcpFigures } from './pcpMaths';
import { OPTION_TO_PURCHASE_FEE, PCP_PRODUCT_NAME, PcpPricing, REPRESENTATIVE_APR } from './pcpProduct';
import { termsAndConditions } from './termsAndConditions';

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS quotes (
    reference TEXT PRIMARY KEY,
    quoted_at INTEGER NOT NULL,
    vehicle TEXT NOT NULL,
    quote TEXT NOT NULL
  ) STRICT;
  CREATE INDEX IF NOT EXISTS quotes_by_time ON quotes (quoted_at);
`;

/** How long a quote's terms can be asked for. */
export const QUOTE_VALID_DAYS = 30;
/** The most quotes the file keeps (the header says why this many). */
export const MAX_STORED_QUOTES = 200_000;
const DAY_MS = 86_400_000;
export const APPLY_ACTION = '#car-contact';
const STATUS_NOTE =
  'Finance subject to status. 18s and over, UK residents only. Guarantees and indemnities may be required.';

export interface EmbeddedFinanceOptions {
  /** The sqlite file (created with its folder on the first quote). */
  file: string;
  /** The clock (tests fix it). */
  now?: () => Date;
  /** The most quotes kept, the oldest removed first; MAX_STORED_QUOTES unless a test sets fewer. */
  maxQuotes?: number;
}

function refuseUnless(schema: Parameters<typeof schemaProblems>[0], value: unknown): void {
  const problems = schemaProblems(schema, value);
  if (problems) throw new FinanceRequestError(problems);
}

const hasError = (message: string): FinanceQuoteResponse => ({
  Vehicles: [],
  HasError: true,
  Error: { UserMessage: message },
});

export class EmbeddedFinanceQuotes implements FinanceService {
  readonly #store: SqliteFile;
  readonly #now: () => Date;
  readonly #maxQuotes: number;

  constructor({ file, now = () => new Date(), maxQuotes = MAX_STORED_QUOTES }: EmbeddedFinanceOptions) {
    this.#store = new SqliteFile(file, SCHEMA);
    this.#now = now;
    this.#maxQuotes = maxQuotes;
  }

  async products(request: FinanceProductsRequest): Promise<FinanceProductsResponse> {
    refuseUnless('financeProductsRequest', request);
    const product = new PcpPricing(request.vehicle, this.#now()).product();
    return { Products: product ? [product] : [] };
  }

  async quote(request: FinanceQuoteRequest): Promise<FinanceQuoteResponse> {
    refuseUnless('financeQuoteRequest', request);
    const [vehicleRequest] = request.VehicleRequests;
    if (vehicleRequest.Id !== request.vehicle.Id)
      throw new FinanceRequestError(
        `/VehicleRequests/0/Id: "${vehicleRequest.Id}" is not the vehicle's Id "${request.vehicle.Id}"`,
      );
    const now = this.#now();
    const parameters = vehicleRequest.Parameters;
    const pricing = new PcpPricing(request.vehicle, now);
    const priced = pricing.quote(parameters);
    if ('message' in priced) return hasError(priced.message);
    const { figures } = priced;
    const reference = this.#reference(request, figures, now);
    const quote: Quote = {
      FamilyKey: PCP_FAMILY_KEY,
      ProductName: PCP_PRODUCT_NAME,
      Term: figures.termMonths,
      NumberOfRegularPayments: figures.numberOfRegularPayments,
      CashPrice: figures.cashPrice,
      CashDeposit: figures.deposit,
      TotalDeposit: figures.deposit,
      AmountOfCredit: figures.credit,
      TotalRegularPayment: figures.regularPayment,
      OptionalFinalPayment: figures.optionalFinalPayment,
      OptionToPurchaseFee: OPTION_TO_PURCHASE_FEE,
      TotalChargeForCredit: figures.totalChargeForCredit,
      TotalAmountPayable: figures.totalAmountPayable,
      Apr: REPRESENTATIVE_APR,
      FixedInterestRate: figures.fixedInterestRate,
      AnnualMileage: parameters.AnnualMileage,
      ExcessMileageCharge: pricing.excessMileagePence,
      QuoteReference: reference,
      QuoteActions: { Apply: APPLY_ACTION },
    };
    this.#keep(quote, request.vehicle, now);
    return {
      Vehicles: [
        {
          Id: request.vehicle.Id,
          FinanceQuotations: [
            {
              Blocks: [{ Key: 'StatusNote', Text: STATUS_NOTE }],
              Finance: { Notifications: priced.notifications, Quote: quote },
            },
          ],
        },
      ],
      HasError: false,
    };
  }

  async legal(quoteRef: string): Promise<FinanceLegalResponse> {
    const reference = quoteReferenceOf(quoteRef);
    const since = this.#now().getTime() - QUOTE_VALID_DAYS * DAY_MS;
    const row = this.#store.database
      .prepare('SELECT quoted_at, vehicle, quote FROM quotes WHERE reference = ? AND quoted_at >= ?')
      .get(reference, since);
    if (!row) throw new UnknownQuoteError(`No quote has the reference ${reference}.`);
    const quotedAt = new Date(Number(row.quoted_at));
    return {
      TermsAndConditions: termsAndConditions(
        JSON.parse(String(row.quote)) as Quote,
        JSON.parse(String(row.vehicle)) as FinanceVehicle,
        quotedAt,
        new Date(quotedAt.getTime() + QUOTE_VALID_DAYS * DAY_MS),
      ),
    };
  }

  close(): void {
    this.#store.close();
  }

  /** `Q<yymmdd>-<12 hex>`: the day and a digest of what decides the figures. */
  #reference(request: FinanceQuoteRequest, figures: PcpFigures, now: Date): string {
    const day = now.toISOString().slice(2, 10).replaceAll('-', '');
    const digest = createHash('sha256')
      .update(
        JSON.stringify([
          request.vehicle,
          request.organisation.Id,
          PCP_FAMILY_KEY,
          figures.termMonths,
          request.VehicleRequests[0].Parameters.AnnualMileage,
          figures.deposit,
          day,
        ]),
      )
      .digest('hex')
      .slice(0, 12)
      .toUpperCase();
    return `Q${day}-${digest}`;
  }

  /**
   * Stores the quote (once per reference); a new row also forgets the quotes past their validity and
   * those beyond the cap, oldest first (rowids grow with each insert, so the lowest are the oldest).
   */
  #keep(quote: Quote, vehicle: FinanceVehicle, now: Date): void {
    const database = this.#store.database;
    const { changes } = database
      .prepare('INSERT OR IGNORE INTO quotes (reference, quoted_at, vehicle, quote) VALUES (?, ?, ?, ?)')
      .run(quote.QuoteReference, now.getTime(), JSON.stringify(vehicle), JSON.stringify(quote));
    if (Number(changes) === 0) return;
    database.prepare('DELETE FROM quotes WHERE quoted_at < ?').run(now.getTime() - QUOTE_VALID_DAYS * DAY_MS);
    database
      .prepare('DELETE FROM quotes WHERE rowid <= (SELECT max(rowid) FROM quotes) - ?')
      .run(this.#maxQuotes);
  }
}
