/**
 * The component catalogue's addresses: a component's page is `/_catalogue/<slug>` and each example an
 * anchor on it. Paths are lower case because the proxy sends any path with a capital letter to its
 * lower-case form (runtime/routing/canonicalCase.ts), so `CarouselV2` is `carousel-v2`.
 */

/** `CarouselV2` → `carousel-v2`, `HubSpotForm` → `hub-spot-form`. */
export function componentSlug(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

/** The registry name a slug stands for, or undefined (a slug is matched, never trusted). */
export function componentOfSlug(names: readonly string[], slug: string): string | undefined {
  return names.find((name) => componentSlug(name) === slug);
}

/** An example's anchor from its name: `Hjälte med två knappar` → `hjalte-med-tva-knappar`. */
export function exampleAnchor(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
