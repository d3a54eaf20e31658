/**
 * `POST /api/codeweaver/default`: the finance products of a car of the site's vehicle index (spec 001
 * §7, priced from its record, not the body) for the car page's PCP calculator, on sites with
 * `features.financeQuotes`. The rules live in
 * runtime/services/finance/handlers/; the service behind it is the embedded lender or the hosted one
 * (runtime/services/finance/index.ts). The handler reads the body within its limits, so Next.js's own
 * parser is off.
 */
import { financeRoute, handleFinanceProductsPost } from '../../../runtime/server';

export const config = { api: { bodyParser: false } };

export default financeRoute('POST', handleFinanceProductsPost);
