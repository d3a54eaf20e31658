/**
 * `POST /api/codeweaver/default` (the car's finance products) and `POST /api/codeweaver/cfd` (a quote),
 * spec 001 §7, as they arrive: only on sites with `features.financeQuotes` (else 404), the body read by
 * the shared bounded reader (runtime/http/readJsonBody.ts) and validated with this site's request schema
 * (schemas/financeCar*Request.schema.json; 400 with the failing pointers). The car is the one the body's
 * `vehicle.Id` names in the site's vehicle index (404 when there is none): the service is asked with the
 * `vehicle` and `organisation` the server builds from that record (financeVehicle.ts), never with the
 * client's. Answers as financeAnswer.ts says. The largest real body, a quote request, is under 1 kB and
 * five levels deep.
 */
import type { FinanceCarProductsRequest } from '../../../../schemas/generated/financeCarProductsRequest';
import type { FinanceCarQuoteRequest } from '../../../../schemas/generated/financeCarQuoteRequest';
import type { SiteConfig } from '../../../config/SiteConfig';
import { type JsonBodySource, readJsonBody } from '../../../http/readJsonBody';
import type { SearchClient } from '../../search/searchClient';
import type {
  FinanceCallOptions,
  FinanceOrganisation,
  FinanceProductsResponse,
  FinanceQuoteResponse,
  FinanceService,
  FinanceVehicle,
} from '../contract';
import { FINANCE_CAR_FIELDS, type FinanceCar, financeOrganisation, financeVehicle } from '../financeVehicle';
import { schemaProblems } from '../../../config/schemaProblems';
import {
  answerFinanceCall,
  FINANCE_SERVICE_FAILED,
  type FinanceHandlerContext,
  type FinanceHandlerResponse,
  siteWithoutFinance,
} from './financeAnswer';

export const FINANCE_BODY_LIMITS = { maxBytes: 4 * 1024, maxDepth: 6 } as const;

export interface FinancePostContext extends FinanceHandlerContext {
  site: FinanceHandlerContext['site'] & Pick<SiteConfig, 'mileageUnit'>;
  /** The site's vehicle index, where the car a request names is read. */
  search: SearchClient;
}

/** The car as the server knows it. */
interface PricedCar {
  vehicle: FinanceVehicle;
  organisation: FinanceOrganisation;
}

/** One route: its body's schema and how the body and the car make the service's call. */
interface FinancePostRoute<Body, Answer> {
  schema: 'financeCarProductsRequest' | 'financeCarQuoteRequest';
  what: string;
  call(service: FinanceService, body: Body, car: PricedCar, options: FinanceCallOptions): Promise<Answer>;
}

/** The car record `id` names in the site's vehicle index; null when there is none, 'failed' when unread. */
async function findCar(id: string, { site, search, signal }: FinancePostContext) {
  const found = await search.search(
    site.name,
    'vehicles',
    { fields: [...FINANCE_CAR_FIELDS], filters: { car_id: [id] }, limit: 1 },
    signal ? { signal } : {},
  );
  if (found.failed) return 'failed';
  const car = found.content.find(
    (record): record is FinanceCar =>
      typeof record === 'object' && record !== null && Reflect.get(record, 'car_id') === id,
  );
  return car ?? null;
}

async function handleFinancePost<Body extends { vehicle: { Id: string } }, Answer>(
  request: JsonBodySource,
  context: FinancePostContext,
  route: FinancePostRoute<Body, Answer>,
): Promise<FinanceHandlerResponse<Answer>> {
  const refused = siteWithoutFinance(context);
  if (refused) {
    request.resume();
    return refused;
  }
  const read = await readJsonBody(request, FINANCE_BODY_LIMITS);
  if (!read.ok) return { status: read.status, body: { error: read.error } };
  const problems = schemaProblems(route.schema, read.value);
  if (problems) return { status: 400, body: { error: problems } };
  const body = read.value as Body;
  const id = body.vehicle.Id;
  const car = await findCar(id, context);
  if (car === 'failed') return { status: 502, body: { error: FINANCE_SERVICE_FAILED } };
  if (!car) return { status: 404, body: { error: `No car on this site has the id ${id}.` } };
  const priced = { vehicle: financeVehicle(car, context.site), organisation: financeOrganisation(car) };
  return answerFinanceCall(
    `${route.what} of car ${id}`,
    (options) => route.call(context.service, body, priced, options),
    context,
  );
}

export const handleFinanceProductsPost = (request: JsonBodySource, context: FinancePostContext) =>
  handleFinancePost<FinanceCarProductsRequest, FinanceProductsResponse>(request, context, {
    schema: 'financeCarProductsRequest',
    what: 'products',
    call: (service, _body, car, options) => service.products(car, options),
  });

export const handleFinanceQuotePost = (request: JsonBodySource, context: FinancePostContext) =>
  handleFinancePost<FinanceCarQuoteRequest, FinanceQuoteResponse>(request, context, {
    schema: 'financeCarQuoteRequest',
    what: 'quote',
    call: (service, body, car, options) =>
      service.quote({ VehicleRequests: body.VehicleRequests, ...car }, options),
  });
