/**
 * Pieces of Next.js route patterns (path-to-regexp sources and `has` values) built from config text.
 * Next compiles them to case-sensitive regular expressions, while host names, language prefixes and
 * redirect sources match in any case, so letters become two-letter classes.
 */
const REGEXP_SPECIAL = /[.*+?^${}()|[\]\\]/;

/** A regular expression matching `literal` in any letter case: `sv-se` → `[sS][vV]-[sS][eE]`. */
export function caseInsensitiveLiteral(literal: string): string {
  let pattern = '';
  for (const char of literal) {
    const lower = char.toLowerCase();
    const upper = char.toUpperCase();
    if (lower !== upper) pattern += `[${lower}${upper}]`;
    else pattern += REGEXP_SPECIAL.test(char) ? `\\${char}` : char;
  }
  return pattern;
}

/**
 * A `has: host` value for a configured host name: exact names match whole, `*.example.com` any
 * subdomain. Next lowercases the request's host and drops its port; a trailing dot is allowed.
 */
export function hostPattern(hostName: string): string {
  const wildcard = hostName.startsWith('*.');
  const bare = (wildcard ? hostName.slice(2) : hostName).toLowerCase();
  const escaped = [...bare].map((char) => (REGEXP_SPECIAL.test(char) ? `\\${char}` : char)).join('');
  return `${wildcard ? '.+\\.' : ''}${escaped}\\.?`;
}

/** A configured path (`/kopa-bil/bil`) as a literal part of a route source: path-to-regexp's own characters escaped. */
export function pathLiteral(path: string): string {
  return path.replace(/[:()*+?{}\\]/g, (char) => `\\${char}`);
}
