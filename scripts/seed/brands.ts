/**
 * The brand catalogue (catalogues/brands.json): brands with their models and versions, looked up by the
 * codes a country's stock lists, and named in a market's language.
 */
import type { BrandSpec, LocalNames } from './catalogues/brands.generated';
import type { Language } from './catalogues/keys.generated';
import { catalogues } from './loadCatalogues';

export function brandByCode(code: string): BrandSpec {
  const brand = catalogues().brands.brands.find((candidate) => candidate.code === code);
  if (!brand) throw new Error(`Unknown brand code ${code}`);
  return brand;
}

export function localName(spec: { name: string; names?: LocalNames }, language: Language): string {
  return spec.names?.[language] ?? spec.name;
}
