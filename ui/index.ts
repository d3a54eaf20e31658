/**
 * The UI kit's public API: the pieces several components share — field renderers, carousel slides and
 * controls, the car card with prices and compare, a searchable list's query state, URL, filter panel and
 * paging (the car list's and the kit catalogue's), and the car list's filter rules.
 * Components import the kit from here only; the kit itself reaches the engine through `runtime/index.ts`.
 */

// Browser hooks, search box, dates and landmark names shared by components
export { regionLabel } from './carousel/regionLabel';
export { formatCalendarDate } from './format/formatCalendarDate';
export { formatWholeNumber } from './format/formatWholeNumber';
export { useThrottledWidth } from './browser/useThrottledWidth';
export { useHydrated } from './browser/useHydrated';
export { useMediaQuery } from './browser/useMediaQuery';
export { useModalDialog } from './dialogs/useModalDialog';
export { NeedsScriptNote } from './browser/NeedsScriptNote';
export { WITHOUT_SCRIPTS } from './browser/withoutScripts';
export { VisuallyHidden } from './styles/VisuallyHidden';
export { Alert } from './styles/Alert';
export { Spinner } from './styles/Spinner';
export { CalendarDay, WeekGrid } from './styles/calendarGrid';
export { sessionJsonStorage } from './storage/atomWithSessionJson';
export { useCopyFeedback } from './browser/useCopyFeedback';
export { useInlineVideo } from './browser/useInlineVideo';
export { searchHref } from './search/useKeyphraseSearch';
export { KeyphraseSearchForm } from './search/KeyphraseSearchForm';

// Field renderers: each field through JSS's helpers, so the page editor gets its chrome
export { LinkButton } from './fields/LinkButton';
export { AccordionItems } from './fields/AccordionItems';
export { ContentImage } from './fields/ContentImage';
export { hasContentImage } from './fields/hasContentImage';
export type { ContentImageProps } from './fields/ContentImage';
export { CalendarDateField } from './fields/CalendarDateField';
export { TextOrDefault } from './fields/TextOrDefault';

// Carousels: the turning (index, going round, swipe, arrow keys), the landmark, the moving row, slides, controls
export { useCarousel } from './carousel/useCarousel';
export { CarouselFrame } from './carousel/CarouselFrame';
export { CarouselTrack } from './carousel/CarouselTrack';
export { CarouselItem } from './carousel/CarouselItem';
export { CarouselStepButton } from './carousel/CarouselStepButton';
export { carouselControlStyles } from './carousel/carouselControls';
export { SlideImage } from './carousel/SlideImage';
export { SlideContent } from './carousel/SlideContent';

// Cars: the car card, its search fields, and the compare bar with its modal
export { CAR_CARD_FIELDS, toCarCardRecord, toCarSummaries } from './cars/carCardFields';
export type { CarCardRecord, CarSummary } from './cars/carCardFields';
export { CarCard } from './cars/CarCard';
export { CarPrice } from './cars/CarPrice';
export { carDetailHref } from './cars/carLinks';
export { carFullName, carName } from './cars/carName';
export { useCarText } from './cars/carTexts';
export { formatMoney } from './cars/formatMoney';
export { CarCardIconSprite } from './cars/CarCardIcons';
export { CompareBar } from './cars/CompareBar';
export { SimilarCars } from './cars/SimilarCars';
export type { SimilarCarsProps } from './cars/SimilarCars';

// Teaser blocks (site selection, car teasers): the section with title and button, the card grid, the search
export { BlockHeader } from './cards/BlockHeader';
export { listPictureLoading, type PictureLoading } from './cards/pictureLoading';
export { TeaserSection } from './teasers/TeaserSection';
export type { TeaserCards } from './teasers/TeaserSection';
export { TEASER_GRID_IMAGE_SIZES, TeaserGrid } from './teasers/TeaserGrid';
export { teaserRecords } from './teasers/teaserSearch';

// Choices kept in the browser's storage as plain text, list state kept in the URL
export { atomWithPlainTextStorage } from './storage/atomWithPlainTextStorage';
export { useQueryState } from './url/useQueryState';

// A searchable list's query state in the URL (keyphrase, filters, sort, page), shared by the car list and the
// kit catalogue: each list passes its ListQueryConfig (the car list's is carListConfig(site))
export {
  defaultListQueryState,
  facetFields,
  hasCriteria,
  listFilterFields,
  normaliseFilters,
  toggleFilterValues,
  toggleHierarchyValue,
  withFilterValues,
  withKeyphrase,
  withoutCriteria,
  withoutFilterValue,
  withSort,
} from './listQuery/listQueryState';
export type {
  HierarchyValue,
  ListFilters,
  ListQueryConfig,
  ListQueryState,
} from './listQuery/listQueryState';
export {
  KEYPHRASE_PARAM,
  listHref,
  listQueryString,
  PAGE_PARAM,
  parseListQuery,
  queryOf,
  routerQueryWithListState,
  SORT_PARAM,
} from './listQuery/listQueryUrl';
export { listFormState } from './listQuery/listQueryForm';
export { listPagesQuery, PAGES_PER_REQUEST, pageSpanQueries } from './listQuery/pageSpan';
export type { ListPageRequest, PageSpan } from './listQuery/pageSpan';
export { findFacet, histogramFacetValues, valueFacetValues } from './listQuery/facetValues';
// A list's filter panel, chips, load more and controls, and the form choices kept across hydration
export { FilterPanel } from './listQuery/FilterPanel';
export type { FilterPanelProps } from './listQuery/FilterPanel';
export { FacetOptionList } from './listQuery/FacetOptionList';
export { facetOptions } from './listQuery/facetOptions';
export type { FacetOption } from './listQuery/facetOptions';
export { RangeFacet } from './listQuery/RangeFacet';
export { SelectedFilters } from './listQuery/SelectedFilters';
export type { SelectedFiltersProps } from './listQuery/SelectedFilters';
export { LoadMore } from './listQuery/LoadMore';
export type { LoadMoreProps, LoadMoreTexts } from './listQuery/LoadMore';
export { ListButton } from './listQuery/ListButton';
export { FilterDrawerButton, KeyphraseSearchBox, ListToolbar, SortSelect } from './listQuery/ListToolbar';
export type {
  FilterDrawerButtonProps,
  KeyphraseSearchBoxProps,
  SortSelectProps,
} from './listQuery/ListToolbar';
export { defaultListFacets } from './listQuery/defaultListFacets';
export { ListDrawer, ListIntro, ListResults } from './listQuery/ListView';
export type { ListResultsTexts } from './listQuery/ListView';
export { useResultsFocus } from './listQuery/useResultsFocus';
export { NoScriptSubmit } from './listQuery/NoScriptSubmit';
export { OutlinedField } from './listQuery/OutlinedField';
export { useChoicesBeforeHydration } from './listQuery/useChoicesBeforeHydration';
export { LIST_QUERY_TEXTS } from './listQuery/listQueryTexts';
export { useSearchList } from './listQuery/useSearchList';
export type {
  ListIndexKind,
  SearchList,
  SearchListOptions,
  SearchListPage,
  SearchListStatus,
} from './listQuery/useSearchList';

// Car list logic shared by the car list and brand filter components: config, queries, filter rules
export {
  CAR_LIST_PAGE_SIZE,
  RANGE_COMMIT_DELAY_MS,
  FILTER_BREAKPOINT,
  FACET_SEARCH_MIN_VALUES,
  FILTER_TYPE_STORAGE_KEY,
} from './carList/carListConstants';
export { carListConfig } from './carList/carListConfig';
export {
  BRAND_FACET_FIELD,
  brandFacetQuery,
  carListSearchQueries,
  carListSearchQuery,
} from './carList/carListSearchQuery';
export { splitKeyphrase } from './carList/splitKeyphrase';
export { collapseBrandCodes, collapseSelectedBrandCodes } from './carList/collapseBrandCodes';
export type { BrandCodeGroup } from './carList/collapseBrandCodes';
export {
  digitsOnly,
  histogramBounds,
  isRangeField,
  parseRangeInput,
  parseRangeValue,
  rangeFilterValue,
  rangeStep,
} from './carList/rangeFilter';
export type { Range, RangeBounds } from './carList/rangeFilter';
export { formatRange, formatRangeValue } from './carList/formatRangeValue';
export { formatCarListTotal, isPageAllowed, loadMoreControl } from './carList/carListProgress';

// Click-to-load YouTube player (privacy-enhanced, nothing from YouTube before play)
export { YoutubePlayer } from './video/YoutubePlayer';

// The car page's gallery: pictures with thumbnails and a fullscreen overlay, media tabs, video, 360° views
export { CarGallery } from './gallery/CarGallery';
export type { CarGalleryProps, GalleryImage } from './gallery/galleryTypes';
export { SPIN_DRAG_STEP_PX, SPIN_FRAME_MS } from './gallery/useSpin';

// The card frame every card shares
export {
  CardBody,
  CardFrame,
  CardMedia,
  stretchedLinkClassName,
  stretchedLinkStyles,
} from './cards/CardFrame';

// Lead forms: the schema-driven form (react-hook-form + the schema's generated validator), its fields and
// the generated validators of the form schemas (schemas/<name>Form.schema.json)
export { LeadForm, FormRow } from './forms/LeadForm';
export { LeadFormSection } from './forms/LeadFormSection';
export type { LeadFormProps, LeadFormTexts } from './forms/LeadForm';
export { compactValues } from './forms/schemaResolver';
export { LEAD_FORM_DICTIONARY_PREFIXES } from './forms/formTexts';
export type { FormErrorDefaults } from './forms/formErrorText';
export type { FormSchemaValidator } from './forms/FormValidator';
export { TextInputField } from './forms/fields/TextInputField';
export { ContactFields } from './forms/fields/ContactFields';
export { VehicleFields } from './forms/fields/VehicleFields';
export { SelectField } from './forms/fields/SelectField';
export type { FieldOption } from './forms/fields/SelectField';
export { RadioGroupField } from './forms/fields/RadioGroupField';
export { CheckboxField } from './forms/fields/CheckboxField';
export { MultiSelectField } from './forms/fields/MultiSelectField';
// Embedded third-party forms: the edit-mode frame both share, the Jotform form drawn from its definition
// and the texts they show.
export { EmbeddedFormFrame } from './embeds/EmbeddedFormFrame';
export { JotformForm } from './embeds/JotformForm';
export { hubSpotRegion, mountHubSpotForm, POPUP_RECREATE_MS } from './embeds/hubSpotForms';
export { EMBEDDED_FORM_DICTIONARY_PREFIX, useEmbeddedFormText } from './embeds/embedTexts';
export * as sellCarFormSchema from './forms/validators/sellCarForm.generated';
export * as serviceBookingFormSchema from './forms/validators/serviceBookingForm.generated';

// The car page's contact-seller section (spec 001 §2, §7): the form, the header's buttons to it, its rules
export { CarContactSection } from './carContact/CarContactSection';
export type { CarContactSectionProps } from './carContact/CarContactSection';
export { ContactSellerButtons } from './carContact/ContactSellerButtons';
export { telHref } from './format/telHref';
export {
  anchorScrollMargin,
  CONTACT_ANCHORS,
  CONTACT_SCROLL_MARGIN_NARROW,
  CONTACT_SCROLL_MARGIN_WIDE,
} from './carContact/carContactAnchors';
export { CAR_CONTACT_DICTIONARY_PREFIXES } from './carContact/carContactTexts';

// Finance on the car page: the loan and company leasing calculators and the leasing offers, as panels
export { FinancingPanels } from './finance/FinancingPanels';
export { useFinanceOfferHeadline } from './finance/useFinanceOfferHeadline';
export { financeOffers } from './finance/financeOffers';
export type { FinanceOffer } from './finance/financeOffers';
export { FINANCE_DICTIONARY_PREFIXES } from './finance/financeTexts';

// The car page's UK finance section (spec 001 §4 "Finance calculator (UK)"): the PCP calculator and its data
export { FinanceQuote } from './finance/quote/FinanceQuote';
export { useQuoteHeadline } from './finance/quote/useQuoteHeadline';
export { defaultSettings, quoteRequest } from './finance/quote/quoteRequest';
export type { CarFinanceData } from './finance/quote/CarFinanceData';

// A dealer site's map (spec 001 §2): offline SVG by default, the provider's map with a key; its links and pin
export { SiteMap } from './maps/SiteMap';
export type { MapPin, SiteMapProps } from './maps/SiteMap';
export { mapsSearchHref } from './maps/mapsSearchHref';
export { siteCoordinates, DEFAULT_ZOOM, MAX_PIN_ZOOM } from './maps/siteCoordinates';

// Dealer sites (spec 001 §2, §7): queries, paths, the card, brand logos and opening hours
export {
  CAR_SITE_ID_FIELD,
  DEALER_LIST_LIMIT,
  dealerBySlugQuery,
  dealerListQuery,
  dealerSites,
  isDealerSlug,
  LATEST_DEALER_CARS,
  latestDealerCarsQuery,
} from './dealers/dealerQueries';
export { dealerHref, dealerListHref, dealerSlugOf } from './dealers/dealerPaths';
export { brandNamesOf, dealerBrands } from './dealers/dealerBrands';
export type { DealerBrand } from './dealers/dealerBrands';
export { toDealerCardRecord } from './dealers/dealerCardRecord';
export type { DealerCardRecord } from './dealers/dealerCardRecord';
export { DealerCard } from './dealers/DealerCard';
export { DealerBrandLogos } from './dealers/DealerBrandLogos';
export { hoursOn, localTime, openingStatus } from './dealers/openingHours';
export type { OpeningSchedule, OpeningStatus } from './dealers/openingHours';
export { DEALER_DICTIONARY_PREFIXES, useDealerText } from './dealers/dealerTexts';

// The kit catalogue (spec 002 §2–§4, §7): kit record and fields, the session-stored cart, the URL context,
// the card, detail dialog, cart list and profile dialog, and their texts
export { isKitRecord, KIT_CARD_FIELDS } from './kits/kitCardFields';
export type { KitCardField, KitPart, KitRecord } from './kits/kitCardFields';
export { useKitCart } from './kits/kitCart';
export type { KitCartActions } from './kits/kitCart';
export { hasKitContext, kitIdFilter, useKitContext } from './kits/kitContext';
export type { KitContext } from './kits/kitContext';
export { DEFAULT_KIT_CURRENCY, formatKitPrice } from './kits/formatKitPrice';
export { KitCard } from './kits/KitCard';
export type { KitCardProps } from './kits/KitCard';
export { KitCartToggle } from './kits/KitCartToggle';
export type { KitCartToggleProps } from './kits/KitCartToggle';
export { KitDetailDialog } from './kits/KitDetailDialog';
export type { KitDetailDialogProps } from './kits/KitDetailDialog';
export { KitCartList } from './kits/KitCartList';
export type { KitCartListProps } from './kits/KitCartList';
export { KitProfileButton, KitProfileDialog } from './kits/KitProfileDialog';
export type { KitProfileDialogProps } from './kits/KitProfileDialog';
export { KIT_DICTIONARY_PREFIXES, useKitText } from './kits/kitTexts';
// The kit catalogue's request for a quote (issue 17): the cart and URL context sent as a lead, its texts
export { KitRequestForm } from './kits/KitRequestForm';
export type { KitRequestContext, KitRequestFormProps, KitRequestItem } from './kits/KitRequestForm';
export { KIT_REQUEST_DICTIONARY_PREFIXES } from './kits/KitRequestFormTexts';

// The service booking's state (spec 002 §3, §4, §5, §8, issue 18): the session-stored booking store, one pure
// transition per §4 rule, the form and calendar rules, the total, the error texts
export {
  BOOKING_STEPS,
  BOOKING_STORAGE_KEY,
  bookingStoreAtom,
  cleanBookingStore,
  INITIAL_BOOKING_INFO,
  INITIAL_BOOKING_STORE,
  MAX_MILEAGE,
  MAX_SELECTED_SERVICES,
  MESSAGE_MAX_LENGTH,
} from './serviceBooking/bookingStore';
export type {
  BookingInfo,
  BookingState,
  BookingStep,
  BookingStore,
  ChosenSlot,
  SelectedService,
} from './serviceBooking/bookingStore';
export {
  acceptLookup,
  bookingConfirmed,
  canContinueFromServices,
  canContinueWithAddons,
  canContinueWithoutAddons,
  changeWorkshopOrTime,
  continueFromServices,
  continueWithAddons,
  continueWithoutAddons,
  goToStep,
  isSelected,
  newBooking,
  offersAddons,
  parseMileage,
  pickSlot,
  pickWorkshop,
  selectedService,
  setMileage,
  skipAddons,
  toggleOffering,
  updateService,
  workshopStage,
} from './serviceBooking/bookingTransitions';
export type { WorkshopStage } from './serviceBooking/bookingTransitions';
export {
  agreementPrice,
  bookingErrorText,
  bookingFailureText,
  bookingTotal,
  BRAND_MAX_LENGTH,
  contactFormProblems,
  DAYS_SHOWN,
  EMAIL_MAX_LENGTH,
  formatKronor,
  fullDaySlot,
  isWeekend,
  messageCharactersLeft,
  mondayOf,
  movedWeeks,
  NAME_MAX_LENGTH,
  needsMoreDays,
  normalisePlate,
  PHONE_MAX_LENGTH,
  PLATE_MAX_LENGTH,
  serviceAmount,
  visibleWeeks,
  WEEKS_SHOWN,
} from './serviceBooking/bookingRules';
export type {
  BookingErrorText,
  ContactField,
  ContactForm,
  ContactProblem,
} from './serviceBooking/bookingRules';
export {
  SERVICE_BOOKING_DICTIONARY_PREFIXES,
  SERVICE_BOOKING_TEXTS,
  useServiceBookingText,
} from './serviceBooking/bookingTexts';
export type { ServiceBookingTextKey } from './serviceBooking/bookingTexts';
export { useBooking } from './serviceBooking/useBooking';
export {
  BOOKING_STEP_EVENT,
  NO_WORKSHOP_EVENT,
  trackBookingStep,
  trackNoWorkshop,
  trackPurchase,
} from './serviceBooking/bookingTracking';
export type { BookingStepProps, BookingTransition } from './serviceBooking/useBooking';
// The place field's search as the visitor types (spec 002 §2 step 1, §9), which the booking's step 1 asks
export { PLACE_QUERY_MAX_CHARS, PLACE_SEARCH_DEBOUNCE_MS, usePlaceSearch } from './places/usePlaceSearch';

// The tyre storage flow's state (spec 002 §3, §4, §5, §8, §9, issue 19): the session-stored flow with its
// guard, one pure transition per §4 rule, the input, calendar and failure rules, the booking form's check,
// the texts and the tracking
export {
  cleanTireHotelState,
  INITIAL_TIRE_HOTEL_STATE,
  isLoggedIn,
  TIRE_HOTEL_PAGES,
  TIRE_HOTEL_STORAGE_KEY,
  tireHotelAtom,
} from './tireHotel/tireHotelStore';
export type { TireHotelNotice, TireHotelPage, TireHotelState } from './tireHotel/tireHotelStore';
export {
  agreementFound,
  askNewCode,
  backFromBooking,
  bookingConfirmed as tireHotelBookingConfirmed,
  codeSent,
  codeValidated,
  noticeRead,
  sessionLost,
  sessionVehicle,
  shownPage,
  startBooking,
} from './tireHotel/tireHotelTransitions';
export {
  appointmentClock,
  appointmentDay,
  availableDays,
  backspaceInCode,
  bookingChoiceProblem,
  bookingRequest as tireHotelBookingRequest,
  CALENDAR_DAYS,
  canSearch,
  canSendReview,
  canShowMonth,
  daysRange,
  EMPTY_CODE,
  isBookableDay,
  isCodeComplete,
  isSessionLost,
  MOBILE_MAX_LENGTH,
  monthGrid,
  monthOf,
  movedMonth,
  needsReplacement,
  pastedCode,
  REVIEW_COMMENT_MAX_LENGTH,
  REVIEW_STARS,
  review as tireHotelReview,
  searchFailure,
  serverMessage,
  startTimes,
  timesRange,
  tireDimension,
  typedIntoCode,
  typedMobile,
  typedRegNo,
} from './tireHotel/tireHotelRules';
export type { BookingChoiceProblem, CodeDigits, CodeEdit } from './tireHotel/tireHotelRules';
export { EMPTY_BOOKING_FORM, tireHotelBookingResolver } from './tireHotel/tireHotelBookingForm';
export type { TireHotelBookingFormState } from './tireHotel/tireHotelBookingForm';
export {
  TIRE_HOTEL_DICTIONARY_PREFIXES,
  TIRE_HOTEL_TEXTS,
  useTireHotelText,
} from './tireHotel/tireHotelTexts';
export type { TireHotelTextKey } from './tireHotel/tireHotelTexts';
export {
  TIRE_HOTEL_PAGE_EVENT,
  trackTireHotelPage,
  trackTireHotelPurchase,
} from './tireHotel/tireHotelTracking';
export { useTireHotel } from './tireHotel/useTireHotel';
export type { TireHotelPageProps, TireHotelTransition } from './tireHotel/useTireHotel';
