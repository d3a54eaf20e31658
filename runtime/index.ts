/**
 * The runtime's public API for components (`components/<Name>/` import from here only). Browser-safe:
 * nothing exported here touches the file system or server-only services.
 */
export { defineComponent } from './registry/ComponentEntry';
export type { ComponentEntry, LoaderContext, RenderingProps } from './registry/ComponentEntry';
export { SitePlaceholder } from './layout/SitePlaceholder';
export { LinkButton } from './fields/LinkButton';
export { useSite } from './site/SiteContext';
export { localisedPath } from './site/localisedPath';
export { usePageLanguage } from './i18n/usePageLanguage';
export { defineTexts } from './i18n/defineTexts';
export { formatCalendarDate } from './i18n/formatCalendarDate';
export { useSwipe } from './browser/useSwipe';
export { regionLabel } from './layout/regionLabel';
export type { SiteConfig } from './config/SiteConfig';
export { Icon, ContentIcon, isIconName } from './icons/Icon';
export type { IconName } from './icons/Icon';
export { getCookie, setCookie, parseCookieHeader } from './browser/cookies';
export { useThrottledWidth } from './browser/useThrottledWidth';
export { pushToDataLayer } from './analytics/dataLayer';
