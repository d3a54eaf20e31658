/**
 * Source patterns of redirect rules: literal segments (case-insensitive), `{name}` for one segment and
 * `{name*}` for the rest of the path. Paths are compared decoded, lower-cased, without trailing slash.
 */
export type PatternSegment =
  { kind: 'literal'; value: string } | { kind: 'param'; name: string } | { kind: 'rest'; name: string };

export interface RedirectPattern {
  segments: PatternSegment[];
  /** True when the pattern has no `{…}` part: it matches exactly one path. */
  exact: boolean;
}

const PARAM = /^\{([A-Za-z][A-Za-z0-9_]*)\}$/;
const REST = /^\{([A-Za-z][A-Za-z0-9_]*)\*\}$/;

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Path segments as matching sees them: decoded, lower-cased, no trailing slash; `/` is `['']`. */
export function pathSegments(path: string): string[] {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return (trimmed || '/')
    .slice(1)
    .split('/')
    .map((segment) => decode(segment).toLowerCase());
}

/** The lookup key of a path: its normalised segments joined again. */
export function pathKey(path: string): string {
  return `/${pathSegments(path).join('/')}`;
}

/** Parses a source pattern; returns an error message instead when it is malformed. */
export function parsePattern(source: string): RedirectPattern | string {
  const raw = (source.length > 1 ? source.replace(/\/+$/, '') : source).slice(1).split('/');
  const segments: PatternSegment[] = [];
  const names = new Set<string>();
  for (const [index, part] of raw.entries()) {
    const rest = REST.exec(part);
    const param = PARAM.exec(part);
    const name = rest?.[1] ?? param?.[1];
    if (name) {
      if (names.has(name)) return `"{${name}}" is used twice`;
      names.add(name);
    }
    if (rest?.[1]) {
      if (index !== raw.length - 1) return `"{${rest[1]}*}" must be the last segment`;
      segments.push({ kind: 'rest', name: rest[1] });
    } else if (param?.[1]) {
      segments.push({ kind: 'param', name: param[1] });
    } else if (/[{}]/.test(part)) {
      return `segment "${part}" is neither literal nor {name} nor {name*}`;
    } else {
      segments.push({ kind: 'literal', value: decode(part).toLowerCase() });
    }
  }
  return { segments, exact: segments.every((segment) => segment.kind === 'literal') };
}

export function patternNames(pattern: RedirectPattern): Set<string> {
  return new Set(pattern.segments.flatMap((segment) => (segment.kind === 'literal' ? [] : [segment.name])));
}

/**
 * Matches normalised segments (see pathSegments) against a pattern. Captured values come from
 * `original`, the same segments before lower-casing, so a destination keeps the visitor's spelling.
 */
export function matchPattern(
  pattern: RedirectPattern,
  segments: readonly string[],
  original: readonly string[],
): Record<string, string> | null {
  const captured: Record<string, string> = {};
  const parts = pattern.segments;
  for (let index = 0; index < parts.length; index += 1) {
    const part = parts[index] as PatternSegment;
    if (part.kind === 'rest') {
      captured[part.name] = original.slice(index).filter(Boolean).join('/');
      return captured;
    }
    const segment = segments[index];
    if (segment === undefined) return null;
    if (part.kind === 'literal') {
      if (part.value !== segment) return null;
    } else {
      if (segment === '') return null;
      captured[part.name] = original[index] ?? segment;
    }
  }
  return segments.length === parts.length ? captured : null;
}

/** True when every path `later` matches is also matched by `earlier` (so `later` can never win). */
export function patternCovers(earlier: RedirectPattern, later: RedirectPattern): boolean {
  const a = earlier.segments;
  const b = later.segments;
  for (let index = 0; index < a.length; index += 1) {
    const part = a[index] as PatternSegment;
    if (part.kind === 'rest') return true;
    const other = b[index];
    if (!other || other.kind === 'rest') return false;
    if (part.kind === 'literal' && (other.kind !== 'literal' || other.value !== part.value)) return false;
  }
  return a.length === b.length;
}
