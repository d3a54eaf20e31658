/**
 * Which car a car page's path names (spec 001 §2 "Car detail page"): `{car detail path}/{car_id}/{slug}`.
 * The rule counts the car detail path's last segment too: it needs at least 2 segments; when the
 * second-to-last is not numeric, the last is the id alone (the page looks the slug up and redirects);
 * no id is not found. The keyphrase of an unknown car's similar cars is the fifth dash-separated part of
 * its slug (the brand, in the slugs the stock has: `begagnad-kombi-laddhybrid-2023-volvo-v90-…`).
 */
export type CarPathTarget =
  { kind: 'car'; id: string; slug: string } | { kind: 'idOnly'; id: string } | { kind: 'none' };

/** A car id: digits, as long as ids get. */
const CAR_ID = /^\d{1,20}$/;
/** A slug as the stock writes them: lower-case words joined by dashes, bounded. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SLUG_LENGTH = 200;
const KEYPHRASE_PART = 4;

export function parseCarPath(routePath: string, carDetailPath: string): CarPathTarget {
  if (!routePath.startsWith(`${carDetailPath}/`)) return { kind: 'none' };
  const rest = routePath.slice(carDetailPath.length + 1).split('/');
  const segments = [carDetailPath.split('/').pop() ?? '', ...rest].map(decodeSegment);
  if (segments.length < 2) return { kind: 'none' };
  const last = segments[segments.length - 1] ?? '';
  const secondToLast = segments[segments.length - 2] ?? '';
  if (CAR_ID.test(secondToLast)) return { kind: 'car', id: secondToLast, slug: last };
  return CAR_ID.test(last) ? { kind: 'idOnly', id: last } : { kind: 'none' };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The similar cars' keyphrase of a slug, or '' when the slug has no such part (or is not a slug). */
export function slugKeyphrase(slug: string): string {
  const lower = slug.toLowerCase();
  if (lower.length > MAX_SLUG_LENGTH || !SLUG.test(lower)) return '';
  return lower.split('-')[KEYPHRASE_PART] ?? '';
}
