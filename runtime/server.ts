/**
 * The runtime's server door: what `pages/` (the composition root), `instrumentation.ts` and the API
 * routes call. Everything here may touch the file system, services and secrets, so nothing in the
 * browser imports it; components reach server services only through their loader's context.
 * (The browser door is `index.ts`; `proxy.ts` uses the edge-safe `proxy/siteProxy.ts` directly.)
 */
export { serveFontFile } from './api/fontFiles';
export { DocumentFontFaces } from './theme/DocumentFontFaces';
export { paintFirstScripts } from './head/paintFirstScripts';
export { healthReport } from './api/health';
export { catalogueServerSideProps } from './catalogue/catalogueServerSideProps';
export { revalidateRoute } from './api/revalidateRoute';
export { requestSite } from './api/requestSite';
export { robotsTxt } from './api/robots';
export { forwardSitecoreRequest } from './api/sitecoreForward';
export { sitemapXml } from './api/sitemap';
export { redirectWww } from './api/wwwRedirect';
export { dealerPagePaths } from './site/dealerPages';
export { APPLICATION_DEFAULT_LANGUAGE } from './config/constants';
export { editingDataRoute, editingOpenRoute, editingRenderRoute } from './editing/editingRoutes';
export { loadSiteConfigs } from './config/loadSiteConfigs';
export { validateAtStartup } from './config/projectConfigErrors';
export { siteErrorPageProps, siteErrorStatus } from './page/siteErrorPageProps';
export { compileRedirectTables } from './redirects/redirectTables';
export { pageScriptPolicy } from './routing/pageScriptPolicy';
export { siteServerSideProps } from './page/siteServerRendering';
export { type SiteRouteParams } from './page/siteRoute';
export { siteStaticPaths, siteStaticProps } from './page/siteStaticGeneration';
export { contentSource } from './services/content';
export { handleStoriesRequest } from './services/content/handlers/handleStoriesRequest';
export { serverFormsContext, startLeadDelivery } from './services/forms';
export { handleFormPost } from './services/forms/handlers/handleFormPost';
export { serverAutosOnShowService } from './services/autosOnShow';
export { handleAutosOnShowRequest } from './services/autosOnShow/handlers/handleAutosOnShowRequest';
export { handleFrameRequest } from './services/autosOnShow/handlers/handleFrameRequest';
export { serverFinanceService } from './services/finance';
export { handleFinanceLegalRequest } from './services/finance/handlers/handleFinanceLegalRequest';
export {
  handleFinanceProductsPost,
  handleFinanceQuotePost,
} from './services/finance/handlers/handleFinancePost';
export { serverJotformService } from './services/jotform';
export { handleJotformPost } from './services/jotform/handlers/handleJotformPost';
export { serverPlacesService } from './services/places';
export {
  handlePlaceDetails,
  handlePlacesAutocomplete,
  handleReversePlace,
} from './services/places/handlers/handlePlacesRequest';
export { preloadSearchIndexes, serverSearchClient, serverSearchService } from './services/search';
export { handleSearchPost } from './services/search/handlers/handleSearchPost';
export { financeRoute } from './api/financeRoute';
export { closestAvailableRoute, mechmateRoute } from './api/mechmateRoute';
export { placesRoute } from './api/placesRoute';
export {
  handleAuthorizedWorkshopRequest,
  handleBookingPost,
  handleCarRequest,
  handleOfferingsRequest,
  handlePricesRequest,
  handleTimeslotsRequest,
} from './services/mechmate/handlers/mechmateHandlers';
export { tireHotelRoute } from './api/tireHotelRoute';
export {
  handleAddReview,
  handleCreateBooking,
  handleLogin,
  handleSearch,
  handleTimeslotDays,
  handleTimeslots,
  handleValidate,
} from './services/tireHotel/handlers/tireHotelHandlers';
