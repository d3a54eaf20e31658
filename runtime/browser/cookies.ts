/**
 * The cookie helper of spec 000 §7: read a cookie, write one for the whole site (path `/`) with an
 * optional lifetime in days. Names and values are URI-encoded so any text round-trips. Cookies are
 * `Secure` in production builds and on any HTTPS page, so they never travel over plain HTTP; the
 * development server on `http://…localhost` writes them without it. (The server writes no cookies.)
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Decodes a cookie part; a value another system wrote with a stray `%` is returned as it is. */
function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The value of cookie `name` in a `Cookie` request header (or `document.cookie`), if present. */
export function parseCookieHeader(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0) continue;
    if (decode(pair.slice(0, separator).trim()) !== name) continue;
    const raw = pair.slice(separator + 1).trim();
    // RFC 6265 allows a value in double quotes; the quotes are not part of it.
    const unquoted = raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
    return decode(unquoted);
  }
  return undefined;
}

/** Reads a cookie in the browser; undefined on the server, where there is no document. */
export function getCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return parseCookieHeader(document.cookie, name);
}

/** Writes a cookie for the whole site; without `days` it lasts for the browser session. */
export function setCookie(name: string, value: string, { days }: { days?: number } = {}): void {
  const attributes = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, 'path=/', 'SameSite=Lax'];
  if (days !== undefined) attributes.push(`expires=${new Date(Date.now() + days * DAY_MS).toUTCString()}`);
  if (process.env.NODE_ENV === 'production' || window.location.protocol === 'https:')
    attributes.push('Secure');
  document.cookie = attributes.join('; ');
}
