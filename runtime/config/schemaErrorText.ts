/**
 * One schema error as an API's 400 reason reads it: the JSON pointer (or `body`) and what is wrong there
 * (`/VehicleRequests/0/Parameters: missing "CashDeposit"`, `body: unknown property "extra"`). The request
 * handlers of the services share it, so every route words its reasons alike.
 */
import type { ErrorObject } from 'ajv/dist/2020.js';

export function schemaErrorText(error: ErrorObject): string {
  const where = error.instancePath || 'body';
  if (error.keyword === 'required') return `${where}: missing "${String(error.params.missingProperty)}"`;
  if (error.keyword === 'additionalProperties')
    return `${where}: unknown property "${String(error.params.additionalProperty)}"`;
  return `${where}: ${error.message ?? 'invalid value'}`;
}
