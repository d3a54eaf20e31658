import type { Dictionary } from '../../schemas/generated/dictionary';
import type { LayoutData } from '../../schemas/generated/layout';
import type { SiteConfig } from '../config/SiteConfig';
import type { HeadTags } from '../head/buildHeadTags';
import type { LocaleFormats } from '../i18n/localeFormats';
import type { RenderingData } from '../layout/RenderingDataContext';

/** Everything a site page needs in the browser; built on the server, serialised into the page. */
export interface SitePageProps {
  site: SiteConfig;
  language: string;
  routePath: string;
  layoutData: LayoutData;
  dictionary: Dictionary;
  head: HeadTags;
  renderingData: RenderingData;
  /** How the site's locale writes prices, numbers and dates, so the browser needs no Intl for them. */
  localeFormats?: LocaleFormats;
  /** Set on the site's 404, 500 and 503 pages. */
  statusCode?: 404 | 500 | 503;
  /** Set by the document's second server render only, after a rendering threw (renderingIsolation.tsx). */
  renderingIsolation?: true;
}

export function isSitePageProps(props: unknown): props is SitePageProps {
  return typeof props === 'object' && props !== null && 'site' in props && 'layoutData' in props;
}
