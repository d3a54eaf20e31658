/**
 * The runtime's public API for the UI kit (`ui/`) and components (`components/<Name>/`), which import the
 * engine from here only. Browser-safe: nothing exported here touches the file system or server-only services.
 */
export { defineComponent } from './rendering/ComponentEntry';
export type {
  ComponentEntry,
  LoaderContext,
  LoaderServices,
  RenderingProps,
} from './rendering/ComponentEntry';
export { SitePlaceholder } from './layout/SitePlaceholder';
export type { SiteConfig } from './config/SiteConfig';
export { isJsonObject, type JsonObject } from './config/jsonObject';
export { useSite } from './site/SiteContext';
export { convertDistance } from './config/mileageUnits';
export { localisedPath, splitLanguage } from './site/localisedPath';
export { usePageLanguage } from './i18n/usePageLanguage';
export { usePageI18n } from './i18n/usePageI18n';
export { defineTexts } from './i18n/defineTexts';
export { describedLongDate, describedWholeAmount, describedWholeNumber } from './i18n/writeLocaleFormats';
export { dateTimeFormat, numberFormat } from './i18n/intlFormats';
export { Icon, ContentIcon, isIconName } from './icons/Icon';
// CSS-module styling in the site theme (docs/ARCHITECTURE.md, "Two ways to style").
export { default as typography } from './theme/css/typography.module.css';
export { default as container } from './theme/css/container.module.css';
export { default as section } from './theme/css/section.module.css';
export { default as offscreen } from './theme/css/offscreen.module.css';
export { default as iconButton } from './theme/css/iconButton.module.css';
export { default as chip } from './theme/css/chip.module.css';
export { classNames } from './theme/css/classNames';
export { buttonClassName, type ButtonLook } from './theme/css/buttonClassName';
export type { IconName } from './icons/Icon';
export { getCookie, setCookie } from './browser/cookies';
export { pushToDataLayer } from './analytics/dataLayer';
export {
  addDays,
  addMonths,
  dayIn,
  dayOf,
  isoDay,
  isoWeekday,
  isRealDay,
  localClock,
  localDay,
} from './calendar/calendarDays';
export type { DataLayerEvent } from './analytics/dataLayer';
export {
  brandDepartment,
  reachableSellers,
  SAMPLE_SITES_LIMIT,
  sampleCarRecipient,
  sampleSitesQuery,
  stockCarRecipient,
} from './services/forms/carContactRecipient';
export type { ContactCar, Recipient, SampleSite } from './services/forms/carContactRecipient';
export { useSearchClient } from './services/search/useSearchClient';
export { emptySearchResult } from './services/search/searchResult';
export type { SearchQuery, SearchResult } from './services/search/searchResult';
export type { SearchClient } from './services/search/searchClient';
export { STORIES_PAGE_SIZE, STORIES_TEASER_SIZE } from './services/content/contract';
export type { ContentSource, Language, NavigationItem } from './services/content/contract';
export type { SearchRequest } from '../schemas/generated/searchRequest';
export type { Facet, FacetValue, HistogramValue } from '../schemas/generated/searchResponse';
export type { Car } from '../schemas/generated/car';
export { firstQuote, isFinanceRequestError, pcpProductOf } from './services/finance/contract';
export type {
  FinanceOrganisation,
  FinanceProduct,
  FinanceQuoteRequest,
  FinanceQuoteResponse,
  FinanceVehicle,
  ProductRange,
  Quote,
} from './services/finance/contract';
export { fetchFinanceQuote, fetchFinanceTerms } from './services/finance/financeClient';
export { financeOrganisation, financeVehicle } from './services/finance/financeVehicle';
export { formatPounds } from './services/finance/formatPounds';
export { decimalDegrees } from './services/maps/decimalDegrees';
export { mapsKey } from './services/maps/mapsSettings';
export {
  FULL_DAY_SLOT_TIME,
  MECHMATE_ERROR_CODES,
  MILEAGE_SERVICE_CODE,
  WORKSHOP_FIRST_BATCH,
  WORKSHOP_SECOND_BATCH,
} from './services/mechmate/contract';
export type {
  MechmateCarResponse,
  MechmateErrorBody,
  MechmateOffering,
  MechmateServiceOfferingCategory,
  MechmateTimeslotDay,
  MechmateUnitPrice,
  MechmateWorkshop,
  MechmateBookingRequest,
  MechmateStreamMessage,
  TimeslotQuery,
  WorkshopSearch,
} from './services/mechmate/contract';
export {
  fetchAddons,
  fetchAuthorizedWorkshop,
  fetchCar,
  fetchPrices,
  fetchServices,
  fetchTimeslots,
  MechmateClientError,
  postBooking,
  streamWorkshops,
} from './services/mechmate/mechmateClient';
export { MAX_PREDICTIONS } from './services/places/contract';
export {
  searchedRegNo,
  TIRE_HOTEL_BOOKING_FIRST_DAY_OFFSET,
  TIRE_HOTEL_BOOKING_WINDOW_MONTHS,
  TIRE_HOTEL_CODE_LENGTH,
  TIRE_HOTEL_LOGGED_IN,
  TIRE_HOTEL_REG_NO_MAX_LENGTH,
  TIRE_HOTEL_REG_NO_MIN_LENGTH,
} from './services/tireHotel/contract';
export { type BookingWindow, tireHotelBookingWindow } from './services/tireHotel/bookingWindow';
export type {
  TireHotelBookingRequest,
  TireHotelConfirmation,
  TireHotelCustomer,
  TireHotelDateRange,
  TireHotelLocation,
  TireHotelReview,
  TireHotelTimeslots,
  TireHotelTire,
  TireHotelValidated,
  TireHotelVehicle,
} from './services/tireHotel/contract';
export {
  createTireHotelBooking,
  fetchTireHotelDays,
  fetchTireHotelTimes,
  requestCode,
  searchAgreement,
  sendTireHotelReview,
  TireHotelClientError,
  validateCode,
} from './services/tireHotel/tireHotelClient';
export type { Place, PlacePrediction } from './services/places/contract';
export {
  fetchNearestPlace,
  fetchPlace,
  fetchPlacePredictions,
  PLACES_ENDPOINT,
  PlacesClientError,
} from './services/places/placesClient';
export { JOTFORM_FAILURE_CODE } from './services/jotform/contract';
export { HUBSPOT_FORM_MARKER } from './routing/securityHeaders';
export type { JotformDefinition, JotformQuestion, JotformSubmission } from './services/jotform/contract';
export { answerProblem, questionMaxLength } from './services/jotform/answerRules';
export type { JotformRule } from './services/jotform/answerRules';
export { JOTFORM_ENDPOINT, submitJotform } from './services/jotform/jotformClient';
export type { JotformOutcome } from './services/jotform/jotformClient';
