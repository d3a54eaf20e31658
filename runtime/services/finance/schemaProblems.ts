/**
 * What is wrong with a finance request or answer, by its schema: one readable reason per failing JSON
 * pointer (`/VehicleRequests/0/Parameters: missing "CashDeposit"`), or null when it validates. The
 * handlers answer 400 with it, the embedded service refuses with it and the HTTP client names it when the
 * hosted service answers something that is not the contract's. Server-only (ajv).
 */
import type { ErrorObject } from 'ajv/dist/2020.js';
import { type ProjectSchemaName, projectValidator } from '../../config/schemaValidator';

const MAX_PROBLEMS = 5;

function describe(error: ErrorObject): string {
  const where = error.instancePath || 'body';
  if (error.keyword === 'required') return `${where}: missing "${String(error.params.missingProperty)}"`;
  if (error.keyword === 'additionalProperties')
    return `${where}: unknown property "${String(error.params.additionalProperty)}"`;
  return `${where}: ${error.message ?? 'invalid value'}`;
}

export function schemaProblems(schema: ProjectSchemaName, value: unknown): string | null {
  const validate = projectValidator(schema);
  if (validate(value)) return null;
  // `if` restates the `then` it failed; oneOf's branches each fail on their own, listed once as oneOf.
  const errors = (validate.errors ?? []).filter((error) => error.keyword !== 'if');
  return [...new Set(errors.map(describe))].slice(0, MAX_PROBLEMS).join('; ') || 'invalid body';
}
