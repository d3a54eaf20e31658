/**
 * The accessory kits of one market's demo stock: for every model of the market's brands a few kits that
 * fit it (roof box, tow bar, winter wheels, charging cable …), named in the market language, priced in its
 * currency and sold by one of its dealer sites, with `manufacturer`, `model` and `type_manf_year` for the
 * `manufacturer>model>type_manf_year` facet. Its `site_primary_image` is the kit's own picture with its blur
 * placeholder, the card's thumbnail (spec 002 §3); `site_official_name` names the dealer selling it.
 */
import type { DealerSite } from '../../schemas/generated/dealerSite';
import type { Kit } from '../../schemas/generated/kit';
import type { SiteConfig } from '../../runtime/config/SiteConfig';
import { brandByCode, localName } from './brands';
import type { BrandSpec, ModelSpec } from './catalogues/brands.generated';
import type { KitKind } from './catalogues/kits.generated';
import { countryOf } from './countries';
import { REFERENCE_DATE } from './demoClock';
import { kitImage, withBlur, type ImageBlurs } from './demoImages';
import { catalogues } from './loadCatalogues';
import { createMarketFormat } from './marketFormat';
import { createRandom, numericPrefix, type Random } from './random';
import { languageOf } from './vocabulary';

const KITS_PER_MODEL: readonly [number, number] = [2, 4];
/** Share of kits on offer: their `action` is the market's campaign label, shown as a badge on the card. */
const CAMPAIGN_SHARE = 0.12;

function fits(kind: KitKind, brand: BrandSpec, model: ModelSpec): boolean {
  if (brand.commercial && !kind.fitsVans) return false;
  if (kind.electricOnly)
    return model.versions.some((version) => version.fuel === 'electric' || version.fuel === 'phev');
  return true;
}

/** A parts-catalogue style number: the brand's three letters and eight digits. */
function partNumber(random: Random, brand: BrandSpec): string {
  return `${brand.code.replace(/_.*/, '').slice(0, 3)}${random.digits(8)}`;
}

function sellerFor(random: Random, dealers: readonly DealerSite[], brand: BrandSpec): DealerSite {
  const selling = dealers.filter((dealer) => dealer.site_brands.includes(brand.code));
  return random.pick(selling.length > 0 ? selling : dealers);
}

export function generateKits(site: SiteConfig, dealers: readonly DealerSite[], blurs: ImageBlurs): Kit[] {
  if (dealers.length === 0) throw new Error(`Market ${site.name} has no dealer sites to sell its kits`);
  const random = createRandom(`${site.searchIndexes.kits}:kits`);
  const language = languageOf(site.locale);
  const { kinds: kitKinds, languages } = catalogues().kits;
  const words = languages[language];
  const format = createMarketFormat(site);
  const prefix = numericPrefix(site.searchIndexes.kits);
  const catalogueId = `${prefix}-${REFERENCE_DATE.getUTCFullYear()}`;
  const brands = Object.keys(countryOf(site.locale, site.currency).brands).map(brandByCode);
  const kits: Kit[] = [];
  for (const brand of brands) {
    for (const model of brand.models) {
      const kinds = random.sample(
        kitKinds.filter((kind) => fits(kind, brand, model)),
        random.int(...KITS_PER_MODEL),
      );
      for (const kind of kinds) {
        const variant = random.int(0, 1);
        const kindWords = words.kinds[kind.image];
        const [variantName, variantGroup] = kindWords.variants[variant] ?? kindWords.variants[0];
        const premium = brand.premium ? 1.15 : 1;
        const retailPrice = format.accessoryPrice(
          format.fromEuro(kind.prices[variant] ?? kind.prices[0]) * premium * random.float(0.95, 1.08),
        );
        const manufacturer = localName(brand, language);
        const modelName = localName(model, language);
        const seller = sellerFor(random, dealers, brand);
        const image = kitImage(kind.image);
        kits.push({
          kitId: `${prefix}${String(kits.length + 1).padStart(5, '0')}`,
          catalogueId,
          kitCode: partNumber(random, brand),
          name: `${variantName} – ${manufacturer} ${modelName}`,
          description: kindWords.description,
          status: 'Active',
          images: [image],
          retailPrice,
          currency: site.currency,
          ...(random.chance(CAMPAIGN_SHARE) ? { action: words.campaign } : {}),
          kitcategory: words.categories[kind.category],
          kitsubcategory: kindWords.subcategory,
          partsubsubcategory: variantGroup,
          parts: [
            { partNumber: partNumber(random, brand), name: variantName, quantity: kind.quantity },
            ...kindWords.extraParts.map((name) => ({
              partNumber: partNumber(random, brand),
              name,
              quantity: 1,
            })),
          ],
          site_primary_image: { thumbnail_url: image, ...withBlur(image, blurs) },
          site_official_name: seller.site_official_name,
          manufacturer,
          model: modelName,
          type_manf_year: `${modelName} (${model.years[0]}–${model.years[1]})`,
        });
      }
    }
  }
  return kits;
}
