/** Sitecore item ids in the forms Edge returns and stores them. */
const GUID = /^\{?([0-9a-f]{8})-?([0-9a-f]{4})-?([0-9a-f]{4})-?([0-9a-f]{4})-?([0-9a-f]{12})\}?$/i;

/**
 * Item ids in one form, the one Edge's `id` returns: 32 upper-case hex digits. A multilist's raw value
 * writes them as `{XXXXXXXX-XXXX-…}`; anything that is not a GUID is left as it is.
 */
export function normaliseItemId(id: string): string {
  const match = GUID.exec(id.trim());
  return match ? match.slice(1).join('').toUpperCase() : id.trim();
}

/** A tag id as a story's raw `tags` value holds it (`{XXXXXXXX-XXXX-XXXX-XXXX-XXXXXXXXXXXX}`), for `contains`. */
export function storedItemId(id: string): string {
  const match = GUID.exec(id.trim());
  return match ? `{${match.slice(1).join('-').toUpperCase()}}` : id.trim();
}
