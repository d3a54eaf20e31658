/**
 * `GET /api/codeweaver/legal?quoteRef={ref}`: the terms and conditions of a quote (spec 001 §7), shown on
 * demand under the car page's PCP calculator. The rules live in runtime/services/finance/handlers/. It
 * takes no body, so Next.js's parser is off.
 */
import { financeRoute, handleFinanceLegalRequest } from '../../../runtime/server';

export const config = { api: { bodyParser: false } };

export default financeRoute('GET', (req, context) => handleFinanceLegalRequest(req.query.quoteRef, context));
