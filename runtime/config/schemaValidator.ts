/**
 * The single ajv instance that knows every project schema. Build-time validation, server start and API
 * request validation all go through it so one schema means one behaviour everywhere.
 */
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import autosOnShowSchema from '../../schemas/autosOnShow.schema.json';
import autosOnShowCatalogueSchema from '../../schemas/autosOnShowCatalogue.schema.json';
import carSchema from '../../schemas/car.schema.json';
import carContactFormSchema from '../../schemas/carContactForm.schema.json';
import catalogueSchema from '../../schemas/catalogue.schema.json';
import dealerSiteSchema from '../../schemas/dealerSite.schema.json';
import dictionarySchema from '../../schemas/dictionary.schema.json';
import editingRenderRequestSchema from '../../schemas/editingRenderRequest.schema.json';
import fieldsSchema from '../../schemas/fields.schema.json';
import financeCarProductsRequestSchema from '../../schemas/financeCarProductsRequest.schema.json';
import financeCarQuoteRequestSchema from '../../schemas/financeCarQuoteRequest.schema.json';
import financeCommonSchema from '../../schemas/financeCommon.schema.json';
import financeLegalResponseSchema from '../../schemas/financeLegalResponse.schema.json';
import financeProductsRequestSchema from '../../schemas/financeProductsRequest.schema.json';
import financeProductsResponseSchema from '../../schemas/financeProductsResponse.schema.json';
import financeQuoteRequestSchema from '../../schemas/financeQuoteRequest.schema.json';
import financeQuoteResponseSchema from '../../schemas/financeQuoteResponse.schema.json';
import formSubmissionSchema from '../../schemas/formSubmission.schema.json';
import jotformDefinitionSchema from '../../schemas/jotformDefinition.schema.json';
import jotformRequestSchema from '../../schemas/jotformRequest.schema.json';
import jotformResponseSchema from '../../schemas/jotformResponse.schema.json';
import mechmateSchema from '../../schemas/mechmate.schema.json';
import mechmateAuthorizedWorkshopSchema from '../../schemas/mechmateAuthorizedWorkshop.schema.json';
import mechmateBookingRequestSchema from '../../schemas/mechmateBookingRequest.schema.json';
import mechmateBookingResponseSchema from '../../schemas/mechmateBookingResponse.schema.json';
import mechmateCarSchema from '../../schemas/mechmateCar.schema.json';
import mechmateErrorSchema from '../../schemas/mechmateError.schema.json';
import mechmatePricesSchema from '../../schemas/mechmatePrices.schema.json';
import mechmateServicesSchema from '../../schemas/mechmateServices.schema.json';
import mechmateStreamMessageSchema from '../../schemas/mechmateStreamMessage.schema.json';
import mechmateTimeslotsSchema from '../../schemas/mechmateTimeslots.schema.json';
import kitSchema from '../../schemas/kit.schema.json';
import kitRequestFormSchema from '../../schemas/kitRequestForm.schema.json';
import layoutSchema from '../../schemas/layout.schema.json';
import leadContactSchema from '../../schemas/leadContact.schema.json';
import mapsPlacesAnswerSchema from '../../schemas/mapsPlacesAnswer.schema.json';
import placeSchema from '../../schemas/place.schema.json';
import placesAutocompleteRequestSchema from '../../schemas/placesAutocompleteRequest.schema.json';
import placesAutocompleteResponseSchema from '../../schemas/placesAutocompleteResponse.schema.json';
import placesDetailsRequestSchema from '../../schemas/placesDetailsRequest.schema.json';
import placesReverseRequestSchema from '../../schemas/placesReverseRequest.schema.json';
import redirectsSchema from '../../schemas/redirects.schema.json';
import searchRequestSchema from '../../schemas/searchRequest.schema.json';
import searchResponseSchema from '../../schemas/searchResponse.schema.json';
import sellCarFormSchema from '../../schemas/sellCarForm.schema.json';
import serviceBookingFormSchema from '../../schemas/serviceBookingForm.schema.json';
import siteSchema from '../../schemas/site.schema.json';
import storiesRequestSchema from '../../schemas/storiesRequest.schema.json';
import tireHotelSchema from '../../schemas/tireHotel.schema.json';
import tireHotelBookingRequestSchema from '../../schemas/tireHotelBookingRequest.schema.json';
import tireHotelConfirmationSchema from '../../schemas/tireHotelConfirmation.schema.json';
import tireHotelCredentialsSchema from '../../schemas/tireHotelCredentials.schema.json';
import tireHotelCustomerSchema from '../../schemas/tireHotelCustomer.schema.json';
import tireHotelDateRangeSchema from '../../schemas/tireHotelDateRange.schema.json';
import tireHotelMessageSchema from '../../schemas/tireHotelMessage.schema.json';
import tireHotelReviewSchema from '../../schemas/tireHotelReview.schema.json';
import tireHotelReviewReceiptSchema from '../../schemas/tireHotelReviewReceipt.schema.json';
import tireHotelTimeslotDaysSchema from '../../schemas/tireHotelTimeslotDays.schema.json';
import tireHotelTimeslotsSchema from '../../schemas/tireHotelTimeslots.schema.json';
import tireHotelValidatedSchema from '../../schemas/tireHotelValidated.schema.json';
import type { ConfigError } from './ConfigError';
import { didYouMean } from './nearMiss';
import { notBeforeTodayKeyword } from './notBeforeTodayKeyword';

export const SCHEMA_BASE_URI = 'https://schemas.car-retail.internal/';

export type ProjectSchemaName = keyof typeof projectSchemas;

const projectSchemas = {
  site: siteSchema,
  dictionary: dictionarySchema,
  layout: layoutSchema,
  redirects: redirectsSchema,
  catalogue: catalogueSchema,
  storiesRequest: storiesRequestSchema,
  editingRenderRequest: editingRenderRequestSchema,
  searchRequest: searchRequestSchema,
  searchResponse: searchResponseSchema,
  car: carSchema,
  dealerSite: dealerSiteSchema,
  kit: kitSchema,
  formSubmission: formSubmissionSchema,
  sellCarForm: sellCarFormSchema,
  serviceBookingForm: serviceBookingFormSchema,
  carContactForm: carContactFormSchema,
  kitRequestForm: kitRequestFormSchema,
  autosOnShow: autosOnShowSchema,
  autosOnShowCatalogue: autosOnShowCatalogueSchema,
  financeProductsRequest: financeProductsRequestSchema,
  financeProductsResponse: financeProductsResponseSchema,
  financeQuoteRequest: financeQuoteRequestSchema,
  financeQuoteResponse: financeQuoteResponseSchema,
  financeLegalResponse: financeLegalResponseSchema,
  financeCarProductsRequest: financeCarProductsRequestSchema,
  financeCarQuoteRequest: financeCarQuoteRequestSchema,
  jotformRequest: jotformRequestSchema,
  jotformResponse: jotformResponseSchema,
  jotformDefinition: jotformDefinitionSchema,
  mechmateAuthorizedWorkshop: mechmateAuthorizedWorkshopSchema,
  mechmateBookingRequest: mechmateBookingRequestSchema,
  mechmateBookingResponse: mechmateBookingResponseSchema,
  mechmateCar: mechmateCarSchema,
  mechmateError: mechmateErrorSchema,
  mechmatePrices: mechmatePricesSchema,
  mechmateServices: mechmateServicesSchema,
  mechmateStreamMessage: mechmateStreamMessageSchema,
  mechmateTimeslots: mechmateTimeslotsSchema,
  place: placeSchema,
  placesAutocompleteRequest: placesAutocompleteRequestSchema,
  placesAutocompleteResponse: placesAutocompleteResponseSchema,
  placesDetailsRequest: placesDetailsRequestSchema,
  placesReverseRequest: placesReverseRequestSchema,
  mapsPlacesAnswer: mapsPlacesAnswerSchema,
  tireHotelBookingRequest: tireHotelBookingRequestSchema,
  tireHotelConfirmation: tireHotelConfirmationSchema,
  tireHotelCredentials: tireHotelCredentialsSchema,
  tireHotelCustomer: tireHotelCustomerSchema,
  tireHotelDateRange: tireHotelDateRangeSchema,
  tireHotelMessage: tireHotelMessageSchema,
  tireHotelReview: tireHotelReviewSchema,
  tireHotelReviewReceipt: tireHotelReviewReceiptSchema,
  tireHotelTimeslotDays: tireHotelTimeslotDaysSchema,
  tireHotelTimeslots: tireHotelTimeslotsSchema,
  tireHotelValidated: tireHotelValidatedSchema,
} as const;

function createAjv(): Ajv2020 {
  // useDefaults fills documented defaults (feature flags, theme options) into the validated object.
  // multipleOfPrecision: 0.01 divides pounds-and-pence amounts only approximately in binary (158.49 / 0.01).
  // verbose: an error carries the schema it broke, so an unknown property can be matched to the known ones.
  // Compiling is most of what validating the project costs in a fresh process (npm run validate, server
  // start: bench:validate), so no time goes to checking the schemas against JSON Schema's meta-schema
  // (schemaValidator.test.ts does that for every schema) or to tidying the generated code.
  const ajv = new Ajv2020({
    allErrors: true,
    verbose: true,
    strict: true,
    allowUnionTypes: true,
    useDefaults: true,
    multipleOfPrecision: 6,
    validateSchema: false,
    code: { optimize: false },
  });
  addFormats(ajv);
  ajv.addKeyword(notBeforeTodayKeyword);
  ajv.addSchema(fieldsSchema);
  ajv.addSchema(leadContactSchema);
  ajv.addSchema(financeCommonSchema);
  ajv.addSchema(mechmateSchema);
  ajv.addSchema(tireHotelSchema);
  for (const schema of Object.values(projectSchemas)) ajv.addSchema(schema);
  return ajv;
}

let sharedAjv: Ajv2020 | undefined;

function ajvInstance(): Ajv2020 {
  sharedAjv ??= createAjv();
  return sharedAjv;
}

export function projectValidator(name: ProjectSchemaName): ValidateFunction {
  const validate = ajvInstance().getSchema(`${SCHEMA_BASE_URI}${name}.schema.json`);
  if (!validate) throw new Error(`Schema ${name} is not registered`);
  return validate;
}

/**
 * The validator of one part of a registered schema file, by its JSON pointer (`tireHotel`,
 * `/$defs/RegNo`): a route's query parameter checked by the very rule the same field has in a body.
 */
export function projectSubschemaValidator(file: string, pointer: string): ValidateFunction {
  const validate = ajvInstance().getSchema(`${SCHEMA_BASE_URI}${file}.schema.json#${pointer}`);
  if (!validate) throw new Error(`Schema ${file} has nothing at ${pointer}`);
  return validate;
}

const componentValidators = new Map<object, ValidateFunction>();

/** Compiles (once) the field schema a component ships in its folder. */
export function componentFieldsValidator(schema: object): ValidateFunction {
  let validate = componentValidators.get(schema);
  if (!validate) {
    validate = ajvInstance().compile(schema);
    componentValidators.set(schema, validate);
  }
  return validate;
}

/** The properties the schema an error broke lists (with `verbose`, ajv hands that schema over). */
function knownProperties(error: ErrorObject): string[] {
  const parent: unknown = error.parentSchema;
  if (typeof parent !== 'object' || parent === null || !('properties' in parent)) return [];
  const { properties } = parent;
  return typeof properties === 'object' && properties !== null ? Object.keys(properties) : [];
}

function describe(error: ErrorObject): string {
  switch (error.keyword) {
    case 'additionalProperties': {
      const property = String(error.params.additionalProperty);
      return `unknown property "${property}"${didYouMean(property, knownProperties(error))}`;
    }
    case 'required':
      return `missing required property "${String(error.params.missingProperty)}"`;
    case 'enum':
      return `${error.message ?? 'invalid value'}: ${(error.params.allowedValues as unknown[]).map(String).join(', ')}`;
    default:
      return error.message ?? `fails ${error.keyword}`;
  }
}

/** Runs a validator and maps its errors to ConfigErrors, prefixing pointers with `basePointer`. */
export function validateWith(
  validate: ValidateFunction,
  data: unknown,
  file: string,
  basePointer = '',
): ConfigError[] {
  if (validate(data)) return [];
  const errors = validate.errors ?? [];
  // oneOf/anyOf report every branch; keep the most specific messages and drop the umbrella ones.
  const specific = errors.filter((e) => e.keyword !== 'oneOf' && e.keyword !== 'anyOf');
  return (specific.length > 0 ? specific : errors).map((error) => ({
    file,
    pointer: basePointer + error.instancePath,
    message: describe(error),
  }));
}
