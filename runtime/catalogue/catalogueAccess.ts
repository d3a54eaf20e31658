/**
 * Who may open the component catalogue: anyone outside production (a developer's machine, a test
 * server); in production only a request carrying the editing secret (`?secret=`, JSS_EDITING_SECRET),
 * which the people who edit the site's pages hold. Anyone else gets the market's 404, as for any path
 * that is not there. Server-only.
 */
import { EDITING_SECRET_PARAM, editingSecretMatches } from '../editing/editingSecret';

export type CatalogueAccess = { allowed: false } | { allowed: true; secret: string | null };

export function catalogueAccess(
  query: Readonly<Record<string, unknown>>,
  production: boolean = process.env.NODE_ENV === 'production',
  expected: string | undefined = process.env.JSS_EDITING_SECRET,
): CatalogueAccess {
  if (!production) return { allowed: true, secret: null };
  const given = query[EDITING_SECRET_PARAM];
  return typeof given === 'string' && editingSecretMatches(given, expected)
    ? { allowed: true, secret: given }
    : { allowed: false };
}
