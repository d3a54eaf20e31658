/**
 * The pages the load benches measure, all of carstoresesite: a content page with nested placeholders
 * (`/om-oss`), the car list (`/kopa-bil`, 48 server-rendered cards) and a car page, the first car of the
 * seeded demo stock (lib/carPagePath.ts). bench:pages loads them against a bare Next.js app,
 * bench:instances on one instance and on two.
 */
import { findSite } from '../../../runtime/config/loadSiteConfigs';
import { firstCarPagePath } from './carPagePath';
import type { PAGE_LABELS } from './result';

const LOADED_SITE = 'carstoresesite';
/** The Host header that has the servers answer as the site. */
export const LOADED_SITE_HOST = `${LOADED_SITE}.localhost`;

export type LoadedPage = keyof typeof PAGE_LABELS;

/** Each page's path; the car page's comes from `data/search/`, which `npm run build` seeds. */
export async function loadedPagePaths(root: string): Promise<Record<LoadedPage, string>> {
  const site = findSite(LOADED_SITE, root);
  if (!site) throw new Error(`The load benches need the site ${LOADED_SITE}`);
  return { content: '/om-oss', carList: '/kopa-bil', car: await firstCarPagePath(site, root) };
}
