/**
 * The `notBeforeToday` schema keyword: on a `format: date` string, `true` requires the day to be today or
 * later (the lead forms' desired day). Defined as generated code rather than a function, so the same
 * definition serves the project's ajv on the server and the standalone validators `npm run generate`
 * writes for the browser (ajv cannot serialise a function keyword).
 */
import { _, type CodeKeywordDefinition, type KeywordCxt } from 'ajv/dist/2020.js';

/**
 * Today as YYYY-MM-DD in UTC, computed where the validator runs: no market is behind UTC, so a visitor's
 * today is never refused.
 */
const UTC_TODAY = _`new Date().toISOString().slice(0, 10)`;

export const notBeforeTodayKeyword: CodeKeywordDefinition = {
  keyword: 'notBeforeToday',
  type: 'string',
  schemaType: 'boolean',
  code(cxt: KeywordCxt) {
    if (cxt.schema === true) cxt.fail(_`${cxt.data} < ${UTC_TODAY}`);
  },
};
