/**
 * The brand filter's tiles: the collapsed brand codes in stock matched to the rendering's brand items by
 * code (ignoring case). Tiles follow the items' order; codes in stock without an item follow, named by
 * their code. Items without cars get no tile.
 */
import type { ImageField, TextField } from '../../schemas/generated/fields';
import { type BrandCodeGroup, hasContentImage } from '../../ui';
import type { BrandFacetFilterFields } from './fields.generated';

type BrandItem = NonNullable<BrandFacetFilterFields['Brands']>[number];

export interface BrandTile extends BrandCodeGroup {
  name: string;
  /** The brand item's Name field, when the item names the brand (or an editor can). */
  nameField?: TextField;
  logo?: ImageField;
}

const codeKey = (code: unknown) => String(code).trim().toUpperCase();

export function brandTiles(groups: readonly BrandCodeGroup[], items: readonly BrandItem[] = []): BrandTile[] {
  const byCode = new Map(groups.map((group) => [codeKey(group.code), group]));
  const tiles: BrandTile[] = [];
  for (const { fields } of items) {
    const group = byCode.get(codeKey(fields.BrandCode.value));
    if (!group) continue;
    byCode.delete(codeKey(group.code));
    const name = String(fields.Name.value);
    tiles.push({
      ...group,
      name: name || group.code,
      ...(name || fields.Name.editable ? { nameField: fields.Name } : {}),
      ...(hasContentImage(fields.Logo) ? { logo: fields.Logo } : {}),
    });
  }
  for (const group of byCode.values()) tiles.push({ ...group, name: group.code });
  return tiles;
}
