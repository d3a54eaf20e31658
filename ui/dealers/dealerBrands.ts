/**
 * The brands a dealer shows as logos (spec 001 §2, §5): its brand codes collapsed by the car list's rule
 * (VW_TR folds into VW when VW is there too; FI_TR and MH_TR stay apart), each matched by code (ignoring
 * case) to the rendering's brand items for its logo and name, else named by the dealer's own brand
 * records or its code.
 */
import type { DealerSite } from '../../schemas/generated/dealerSite';
import type { BrandItems, ImageField } from '../../schemas/generated/fields';
import { hasContentImage } from '../fields/hasContentImage';
import { collapseSelectedBrandCodes } from '../carList/collapseBrandCodes';

export interface DealerBrand {
  /** The code shown (the group's base code). */
  code: string;
  name: string;
  /** The brand item's logo field and its size at the logo height, from the field's proportions. */
  logo?: { field: ImageField; width: number; height: number };
}

const codeKey = (code: unknown) =>
  String(code ?? '')
    .trim()
    .toUpperCase();

/** Brand names by code (upper case) from the dealer's departments (`brands: [{ name, brand_code }]`). */
export function brandNamesOf(site: Pick<DealerSite, 'site_departments'>): Record<string, string> {
  const names: Record<string, string> = {};
  for (const department of site.site_departments)
    for (const brand of department.brands ?? []) names[codeKey(brand.brand_code)] = brand.name;
  return names;
}

const LOGO_HEIGHT = 40;
const FALLBACK_RATIO = 2;

export function dealerBrands(
  codes: readonly string[],
  names: Readonly<Record<string, string>>,
  items: BrandItems = [],
): DealerBrand[] {
  const byCode = new Map(items.map((item) => [codeKey(item.fields.BrandCode.value), item.fields]));
  return collapseSelectedBrandCodes(codes).map(({ code }) => {
    const item = byCode.get(codeKey(code));
    const name = String(item?.Name.value ?? '') || names[codeKey(code)] || code;
    const logo = item?.Logo;
    if (!hasContentImage(logo)) return { code, name };
    const width = Number(logo.value.width);
    const height = Number(logo.value.height);
    const ratio = width > 0 && height > 0 ? width / height : FALLBACK_RATIO;
    return {
      code,
      name,
      logo: { field: logo, width: Math.round(LOGO_HEIGHT * ratio), height: LOGO_HEIGHT },
    };
  });
}
