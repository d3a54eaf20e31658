/**
 * `packageIds` in the URL the catalogue is opened with (spec 002 §2) puts those kits in the cart: once
 * per new context (ui/kits/kitContext.ts decides which ids are new), fetched by id from the kits index
 * and added in the order the URL gives, each at most once. Ids the index does not know are skipped; a
 * failed search is logged by the search client and leaves the cart as it was.
 */
import { useEffect, useEffectEvent } from 'react';
import { useSearchClient } from '../../runtime';
import { KIT_CARD_FIELDS, isKitRecord, kitIdFilter, useKitCart, useKitContext } from '../../ui';

export function usePackagePreselection() {
  const { search } = useSearchClient();
  const { preselectIds, preselectionDone } = useKitContext();
  const { add } = useKitCart();

  const preselect = useEffectEvent(async (ids: readonly string[]) => {
    preselectionDone();
    const result = await search('kits', {
      fields: [...KIT_CARD_FIELDS],
      filters: kitIdFilter(ids),
      limit: ids.length,
    });
    const found = new Map(result.content.filter(isKitRecord).map((kit) => [kit.kitId, kit]));
    add(ids.flatMap((id) => found.get(id) ?? []));
  });

  useEffect(() => {
    if (preselectIds.length > 0) void preselect(preselectIds);
  }, [preselectIds]);
}
