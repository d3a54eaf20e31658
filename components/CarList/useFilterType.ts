/**
 * The visitor's filter panel variant (spec 001 §2): `sticky` (a side panel beside the list, from 1024px)
 * or `toggle` (a drawer opened by the filter button), remembered for the tab in session storage under
 * `filterType`. The server and the hydrating render assume the default, sticky. Where session storage is
 * blocked (privacy settings) the choice lasts until the page is left.
 */
import { useAtom } from 'jotai';
import { atomWithPlainTextStorage, FILTER_TYPE_STORAGE_KEY } from '../../ui';

export type FilterType = 'sticky' | 'toggle';

const filterTypeAtom = atomWithPlainTextStorage<FilterType>(FILTER_TYPE_STORAGE_KEY, 'sticky', {
  area: 'sessionStorage',
  parse: (text) => (text === 'toggle' ? 'toggle' : 'sticky'),
  unstoredLasts: 'page',
});

export function useFilterType(): [FilterType, (type: FilterType) => void] {
  return useAtom(filterTypeAtom);
}
