/**
 * The dealer pages a site serves, `{paths.siteDetail}/{slug}` of every dealer in its sites index (rendered
 * by the wildcard item below `paths.siteDetail`), in lower case: for the sitemap, and for `redirects:check`,
 * which must know that legacy URLs sent there land on a page. Asks the search service the site runs on
 * (embedded by default, hosted with SEARCH_API_URL), a page of 100 at a time, at most 2,000 dealers.
 */
import type { SiteConfig } from '../config/SiteConfig';
import type { SearchService } from '../services/search/contract';

const PAGE_SIZE = 100;
/** A market has tens of dealers; a hosted index answering more than this many is not read further. */
const MAX_DEALERS = 2_000;

export async function dealerPagePaths(site: SiteConfig, search: SearchService): Promise<Set<string>> {
  const paths = new Set<string>();
  for (let offset = 0; ; offset += PAGE_SIZE) {
    const page = await search({
      index: site.searchIndexes.sites,
      fields: ['slug'],
      limit: PAGE_SIZE,
      offset,
    });
    for (const record of page.content) {
      const slug = Reflect.get(Object(record), 'slug');
      if (typeof slug === 'string' && slug) paths.add(`${site.paths.siteDetail}/${slug}`.toLowerCase());
    }
    const next = offset + PAGE_SIZE;
    if (page.content.length < PAGE_SIZE || next >= page.total_items || next >= MAX_DEALERS) return paths;
  }
}
