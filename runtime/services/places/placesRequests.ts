/**
 * The place search's requests checked against their schemas (schemas/places*Request.schema.json), one
 * sentence per problem naming the parameter: the API handlers answer 400 with it, and both services check
 * their arguments the same way before searching, so a bad request fails alike whichever answers.
 * Server-only (ajv).
 */
import type { ErrorObject } from 'ajv/dist/2020.js';
import type { PlacesAutocompleteRequest } from '../../../schemas/generated/placesAutocompleteRequest';
import type { PlacesDetailsRequest } from '../../../schemas/generated/placesDetailsRequest';
import type { PlacesReverseRequest } from '../../../schemas/generated/placesReverseRequest';
import placesAutocompleteRequestSchema from '../../../schemas/placesAutocompleteRequest.schema.json';
import placesDetailsRequestSchema from '../../../schemas/placesDetailsRequest.schema.json';
import placesReverseRequestSchema from '../../../schemas/placesReverseRequest.schema.json';
import { projectValidator } from '../../config/schemaValidator';
import { PlacesRequestError } from './contract';

type RequestSchemaName = 'placesAutocompleteRequest' | 'placesDetailsRequest' | 'placesReverseRequest';

const PARAMETERS: Readonly<Record<RequestSchemaName, Readonly<Record<string, { description: string }>>>> = {
  placesAutocompleteRequest: placesAutocompleteRequestSchema.properties,
  placesDetailsRequest: placesDetailsRequestSchema.properties,
  placesReverseRequest: placesReverseRequestSchema.properties,
};

function describeProblem(schema: RequestSchemaName, error: ErrorObject): string {
  if (error.keyword === 'required') return `missing parameter "${String(error.params.missingProperty)}"`;
  if (error.keyword === 'additionalProperties')
    return `unknown parameter "${String(error.params.additionalProperty)}"`;
  const name = error.instancePath.slice(1);
  const expected = PARAMETERS[schema][name]?.description.replace(/\.$/, '') ?? error.message;
  return `invalid parameter "${name}": ${expected ?? 'invalid value'}`;
}

/** `request` as the schema's type; throws PlacesRequestError naming every problem otherwise. */
function checked<T>(schema: RequestSchemaName, request: unknown): T {
  const validate = projectValidator(schema);
  if (validate(request)) return request as T;
  const problems = [...new Set((validate.errors ?? []).map((error) => describeProblem(schema, error)))];
  throw new PlacesRequestError(problems.join('; '));
}

export const autocompleteRequest = (request: unknown) =>
  checked<PlacesAutocompleteRequest>('placesAutocompleteRequest', request);

export const detailsRequest = (request: unknown) =>
  checked<PlacesDetailsRequest>('placesDetailsRequest', request);

export const reverseRequest = (request: unknown) =>
  checked<PlacesReverseRequest>('placesReverseRequest', request);
