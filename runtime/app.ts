/**
 * The runtime's app door: the Next.js page shell that `pages/` (the composition root) renders, handed
 * the registry's components there. It loads fonts, theme and the whole layout, so components never
 * import it (their door is `index.ts`); server work goes through `server.ts`.
 */
export { SiteApp } from './page/SiteApp';
export { createSiteEmotionCache } from './theme/emotionCache';
export { SitePage } from './page/SitePage';
export { SiteErrorPage } from './page/SiteErrorPage';
export { isSitePageProps } from './page/SitePageProps';
export type { SitePageProps } from './page/SitePageProps';
export { createComponentFactory } from './rendering/componentFactory';
export { RENDERING_ISOLATION_ATTRIBUTE, renderDocumentIsolatingFailures } from './layout/renderingIsolation';
export { CataloguePage } from './catalogue/CataloguePage';
export type { CataloguePageProps } from './catalogue/catalogueProps';
