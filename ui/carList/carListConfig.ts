/**
 * The car list's ListQueryConfig: the market's facets, sorts and default sort (site.carList) and the filter
 * fields links name (LINK_FILTER_FIELDS). One object per site.carList object, so a render that reads the
 * state several times does not rebuild it.
 */
import type { SiteConfig } from '../../runtime';
import type { ListQueryConfig } from '../listQuery/listQueryState';
import { LINK_FILTER_FIELDS } from './carListConstants';

const configs = new WeakMap<SiteConfig['carList'], ListQueryConfig>();

export function carListConfig(site: Pick<SiteConfig, 'carList'>): ListQueryConfig {
  const known = configs.get(site.carList);
  if (known) return known;
  const { facets, sortOptions, defaultSort } = site.carList;
  const config: ListQueryConfig = { facets, linkFilterFields: LINK_FILTER_FIELDS, sortOptions, defaultSort };
  configs.set(site.carList, config);
  return config;
}
