/**
 * `POST /api/codeweaver/cfd`: one PCP quote (spec 001 §4 "Finance calculator (UK)", §7), the monthly
 * payment from a deposit or the deposit from a monthly payment, on sites with `features.financeQuotes`,
 * for the car of the site's vehicle index that the body names (priced from its record, not the body).
 * The rules live in runtime/services/finance/handlers/. The handler reads the body within its limits, so
 * Next.js's own parser is off.
 */
import { financeRoute, handleFinanceQuotePost } from '../../../runtime/server';

export const config = { api: { bodyParser: false } };

export default financeRoute('POST', handleFinanceQuotePost);
