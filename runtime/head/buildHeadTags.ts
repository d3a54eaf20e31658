/**
 * Computes the head of a page (spec 000 §2): title from the site's template, description, Open Graph
 * tags, the canonical URL (absolute and always lower-case), icon and WebSite structured data. Pure, so
 * the rules are unit-tested without rendering.
 */
import type { Route } from '../../schemas/generated/layout';
import type { SiteConfig } from '../config/SiteConfig';
import { localisedPath } from '../site/localisedPath';

export interface HeadTags {
  title: string;
  description: string;
  ogTitle: string;
  ogSiteName: string;
  ogDescription: string;
  ogImage?: string;
  ogUrl: string;
  canonical: string;
  icon: string;
  /** The site's WebSite data, on every page. */
  jsonLd: Record<string, unknown>;
  /** The page's own structured data (a car's `Car` data), from a loader's head patch. */
  pageJsonLd?: Record<string, unknown>;
}

/**
 * What a rendering's loader may set of its page's head (runtime/page/pageAnswer.ts): the page's own
 * title (the site's template is applied), description, image and structured data.
 */
export interface HeadPatch {
  title?: string;
  description?: string;
  /** An image path or URL; made absolute on the site's canonical origin. */
  ogImage?: string;
  pageJsonLd?: Record<string, unknown>;
}

function absolute(site: SiteConfig, url: string): string {
  return new URL(url, `${site.canonicalBaseUrl}/`).toString();
}

function fieldText(value: string | number | undefined): string {
  return value === undefined ? '' : String(value).trim();
}

/** The site's own name, as shown in og:site_name and the WebSite data: its title template without the title. */
export function siteDisplayName(site: SiteConfig): string {
  return site.titleTemplate.replace('{title}', '').replace(/^[\s|·–—-]+|[\s|·–—-]+$/g, '') || site.name;
}

/** The head with a loader's patch applied: the title through the site's template, Open Graph tags alike. */
export function patchHeadTags(site: SiteConfig, tags: HeadTags, patch: HeadPatch): HeadTags {
  const title = patch.title?.trim();
  const description = patch.description?.trim();
  return {
    ...tags,
    ...(title ? { title: site.titleTemplate.replace('{title}', title), ogTitle: title } : {}),
    ...(description ? { description, ogDescription: description } : {}),
    ...(patch.ogImage ? { ogImage: absolute(site, patch.ogImage) } : {}),
    ...(patch.pageJsonLd ? { pageJsonLd: patch.pageJsonLd } : {}),
  };
}

export function buildHeadTags(site: SiteConfig, route: Route, routePath: string, language: string): HeadTags {
  const fields = route.fields;
  const pageTitle =
    fieldText(fields.metaTitle?.value) ||
    fieldText(fields.navTitle?.value) ||
    route.displayName ||
    route.name;
  const description = fieldText(fields.metaDescription?.value);
  const ogDescription = fieldText(fields.ogDescription?.value) || description;
  const canonicalField = fieldText(fields.canonicalURL?.value);
  const canonical = absolute(site, canonicalField || localisedPath(site, language, routePath)).toLowerCase();
  const ogImageSrc = fields.ogImage?.value.src;
  const siteName = siteDisplayName(site);
  return {
    title: site.titleTemplate.replace('{title}', pageTitle),
    description,
    ogTitle: pageTitle,
    ogSiteName: siteName,
    ogDescription,
    ...(ogImageSrc ? { ogImage: absolute(site, ogImageSrc) } : {}),
    ogUrl: canonical,
    canonical,
    icon: site.favicon,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: siteName,
      url: `${site.canonicalBaseUrl}/`,
      inLanguage: language,
      potentialAction: {
        '@type': 'SearchAction',
        target: `${site.canonicalBaseUrl}${site.paths.search}?keyphrase={search_term_string}`,
        'query-input': 'required name=search_term_string',
      },
    },
  };
}
