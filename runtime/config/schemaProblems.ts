/**
 * What is wrong with a service's request or answer, by its schema: one readable reason per failing JSON
 * pointer in the services' shared wording (runtime/config/schemaErrorText.ts), or null when it
 * validates. The services' handlers answer 400 with it, their embedded defaults refuse with it and HTTP clients
 * name it when a hosted service answers something that is not the contract's. Server-only (ajv).
 */
import { schemaErrorText } from './schemaErrorText';
import { type ProjectSchemaName, projectValidator } from './schemaValidator';

const MAX_PROBLEMS = 5;

export function schemaProblems(schema: ProjectSchemaName, value: unknown): string | null {
  const validate = projectValidator(schema);
  if (validate(value)) return null;
  // `if` only restates the `then` it failed. A oneOf lists each branch's errors and then its own; the
  // same text twice (two branches missing one property) is kept once.
  const errors = (validate.errors ?? []).filter((error) => error.keyword !== 'if');
  return [...new Set(errors.map(schemaErrorText))].slice(0, MAX_PROBLEMS).join('; ') || 'invalid body';
}
