/**
 * The editing secret (`JSS_EDITING_SECRET`) Sitecore's editor sends to the rendering host's editing
 * routes, compared in constant time. Without a configured secret editing is off: every editing route
 * answers 401 (JSS's own check would throw and answer 500). Server-only.
 */
import { timingSafeEqual } from 'node:crypto';

/** The query parameter the editor puts the secret in (JSS's QUERY_PARAM_EDITING_SECRET). */
export const EDITING_SECRET_PARAM = 'secret';

export function editingSecretMatches(
  given: unknown,
  expected: string | undefined = process.env.JSS_EDITING_SECRET,
): boolean {
  if (typeof given !== 'string' || !expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
