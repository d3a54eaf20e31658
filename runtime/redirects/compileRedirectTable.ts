/**
 * Compiles a market's redirect table once: exact rules into a map by normalised path, patterned rules
 * into buckets by their first literal segment, each list in table order. A lookup reads one map entry
 * and two short buckets, so its cost does not grow with the table. Chains are collapsed here so a visitor
 * gets one hop; loops, self-redirects, malformed patterns and foreign external hosts are errors.
 */
import type { RedirectRule } from '../../schemas/generated/redirects';
import {
  type RedirectPattern,
  matchPattern,
  parsePattern,
  pathSegments,
  patternNames,
} from './redirectPattern';

export interface CompiledRule {
  /** Position in the table: lower wins. */
  index: number;
  rule: RedirectRule;
  pattern: RedirectPattern;
  /** Query conditions with values lower-cased. */
  query: readonly (readonly [string, string])[];
  /** Where the visitor ends up after chains are followed (templated destinations resolve per request). */
  target: string;
  /** Sources of the rules this one's destination passed through (empty when it is not a chain). */
  chain: readonly string[];
}

export interface RedirectCompileError {
  index: number;
  field: 'source' | 'destination';
  message: string;
}

export interface CompiledRedirectTable {
  exact: ReadonlyMap<string, readonly CompiledRule[]>;
  /** Patterned rules whose first segment is literal, by that segment. */
  byFirstSegment: ReadonlyMap<string, readonly CompiledRule[]>;
  /** Patterned rules starting with `{name}` or `{name*}`: candidates for every path. */
  anyFirstSegment: readonly CompiledRule[];
  rules: readonly CompiledRule[];
  errors: readonly RedirectCompileError[];
}

export interface RedirectMatch {
  rule: CompiledRule;
  /** Destination with placeholders filled and the query string policy applied (path or absolute URL). */
  location: string;
}

const EMPTY: readonly CompiledRule[] = [];
const MAX_HOPS = 10;

function queryHolds(rule: CompiledRule, query: URLSearchParams): boolean {
  return rule.query.every(([name, value]) => query.get(name)?.toLowerCase() === value);
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{([A-Za-z][A-Za-z0-9_]*)\*?\}/g, (_, name: string) => values[name] ?? '');
}

function isExternal(destination: string): boolean {
  return /^https?:\/\//i.test(destination);
}

/**
 * Applies the query policy: the destination's own query string exactly as authored, then (keepQuery
 * only) the incoming parameters the destination does not name.
 */
function withQuery(destination: string, rule: RedirectRule, incoming: URLSearchParams): string {
  const [rawPath = '/', ownQuery = ''] = destination.split('?', 2);
  const path = rawPath.length > 1 && !isExternal(rawPath) ? rawPath.replace(/\/+$/, '') || '/' : rawPath;
  const parts = ownQuery ? [ownQuery] : [];
  if (rule.keepQuery) {
    const own = new URLSearchParams(ownQuery);
    for (const [name, value] of incoming) {
      if (!own.has(name)) parts.push(`${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
    }
  }
  return parts.length > 0 ? `${path}?${parts.join('&')}` : path;
}

/** The first rule, in table order, that matches the path and query. */
export function findRule(
  table: CompiledRedirectTable,
  path: string,
  query: URLSearchParams,
): { rule: CompiledRule; values: Record<string, string> } | null {
  const segments = pathSegments(path);
  const original = (path.length > 1 ? path.replace(/\/+$/, '') : path).slice(1).split('/');
  let best: { rule: CompiledRule; values: Record<string, string> } | null = null;
  for (const rule of table.exact.get(`/${segments.join('/')}`) ?? EMPTY) {
    if (queryHolds(rule, query)) {
      best = { rule, values: {} };
      break;
    }
  }
  // Two lists, each in table order: walk them like a merge and stop at the first match or once no
  // candidate can precede the exact match already found.
  const first = table.byFirstSegment.get(segments[0] ?? '') ?? EMPTY;
  const placeholderFirst = table.anyFirstSegment;
  let i = 0;
  let j = 0;
  const limit = best?.rule.index ?? Number.POSITIVE_INFINITY;
  while (i < first.length || j < placeholderFirst.length) {
    const a = first[i];
    const b = placeholderFirst[j];
    const next = a && (!b || a.index < b.index) ? a : (b as CompiledRule);
    if (next === a) i += 1;
    else j += 1;
    if (next.index > limit) break;
    const values = matchPattern(next.pattern, segments, original);
    if (values && queryHolds(next, query)) return { rule: next, values };
  }
  return best;
}

/** The redirect for a request path and query, or null when no rule applies. */
export function matchRedirect(
  table: CompiledRedirectTable,
  path: string,
  query: URLSearchParams,
): RedirectMatch | null {
  const found = findRule(table, path, query);
  if (!found) return null;
  const { rule, values } = found;
  let location = withQuery(fill(rule.target, values), rule.rule, query);
  if (rule.pattern.exact || !/\{/.test(rule.rule.destination)) return { rule, location };
  // A templated destination can only be followed once its values are known: do it now, still one hop.
  for (let hop = 0; hop < MAX_HOPS && !isExternal(location); hop += 1) {
    const [nextPath = '/', nextQuery = ''] = location.split('?', 2);
    const next = findRule(table, nextPath, new URLSearchParams(nextQuery));
    if (!next) break;
    location = withQuery(fill(next.rule.target, next.values), next.rule.rule, new URLSearchParams(nextQuery));
  }
  return { rule, location };
}

function externalHostError(destination: string, allowedHosts: readonly string[]): string | undefined {
  if (!isExternal(destination)) return undefined;
  let host: string;
  try {
    host = new URL(destination).hostname.toLowerCase();
  } catch {
    return `"${destination}" is not a valid URL`;
  }
  return allowedHosts.includes(host)
    ? undefined
    : `external host "${host}" is not in the site's externalRedirectHosts`;
}

/**
 * Follows a destination through the rules it meets. A loop is a rule met twice: comparing rules, not
 * paths, lets a rule conditioned on a query parameter send visitors to its own path without it.
 */
function follow(
  table: CompiledRedirectTable,
  rule: CompiledRule,
  sample: Record<string, string>,
): { target: string; chain: string[] } | { loop: string } {
  const met = [rule];
  let target = fill(rule.rule.destination, sample);
  const chain: string[] = [];
  for (let hop = 0; hop <= MAX_HOPS; hop += 1) {
    if (isExternal(target)) return { target, chain };
    const [path = '/', query = ''] = target.split('?', 2);
    const next = findRule(table, path, new URLSearchParams(query));
    if (!next) return { target, chain };
    if (met.includes(next.rule)) {
      return {
        loop:
          next.rule === rule && hop === 0
            ? 'redirects to itself'
            : `redirect loop: ${[...met, next.rule].map((r) => r.rule.source).join(' → ')}`,
      };
    }
    met.push(next.rule);
    chain.push(next.rule.rule.source);
    target = withQuery(fill(next.rule.target, next.values), next.rule.rule, new URLSearchParams(query));
  }
  return { loop: `redirect chain longer than ${MAX_HOPS} hops` };
}

function append<K>(map: Map<K, CompiledRule[]>, key: K, rule: CompiledRule): void {
  const list = map.get(key);
  if (list) list.push(rule);
  else map.set(key, [rule]);
}

function bucketed(
  rules: readonly CompiledRule[],
): Pick<CompiledRedirectTable, 'exact' | 'byFirstSegment' | 'anyFirstSegment'> {
  const exact = new Map<string, CompiledRule[]>();
  const byFirstSegment = new Map<string, CompiledRule[]>();
  const anyFirstSegment: CompiledRule[] = [];
  for (const rule of rules) {
    const head = rule.pattern.segments[0];
    if (rule.pattern.exact) {
      append(
        exact,
        `/${rule.pattern.segments.map((segment) => (segment.kind === 'literal' ? segment.value : '')).join('/')}`,
        rule,
      );
    } else if (head?.kind === 'literal') {
      append(byFirstSegment, head.value, rule);
    } else {
      anyFirstSegment.push(rule);
    }
  }
  return { exact, byFirstSegment, anyFirstSegment };
}

export function compileRedirectTable(
  rules: readonly RedirectRule[],
  allowedExternalHosts: readonly string[] = [],
): CompiledRedirectTable {
  const errors: RedirectCompileError[] = [];
  const compiled: CompiledRule[] = [];
  rules.forEach((rule, index) => {
    const pattern = parsePattern(rule.source);
    if (typeof pattern === 'string') {
      errors.push({ index, field: 'source', message: `bad pattern: ${pattern}` });
      return;
    }
    const names = patternNames(pattern);
    const unknown = [...rule.destination.matchAll(/\{([A-Za-z][A-Za-z0-9_]*)\*?\}/g)]
      .map((m) => m[1])
      .filter((name) => !names.has(name ?? ''));
    if (unknown.length > 0) {
      errors.push({
        index,
        field: 'destination',
        message: `uses {${unknown.join('}, {')}} which the source does not define`,
      });
      return;
    }
    const hostError = externalHostError(rule.destination, allowedExternalHosts);
    if (hostError) {
      errors.push({ index, field: 'destination', message: hostError });
      return;
    }
    const query = Object.entries(rule.query ?? {}).map(
      ([name, value]) => [name, value.toLowerCase()] as const,
    );
    compiled.push({ index, rule, pattern, query, target: rule.destination, chain: [] });
  });
  const draft: CompiledRedirectTable = { ...bucketed(compiled), rules: compiled, errors };
  // Resolve chains against the draft; templated rules are checked with sample values for loops.
  const resolved = compiled.flatMap((rule) => {
    const sample = Object.fromEntries(
      [...patternNames(rule.pattern)].map((name) => [name, `sample-${name}`]),
    );
    const outcome = follow(draft, rule, sample);
    if ('loop' in outcome) {
      errors.push({ index: rule.index, field: 'destination', message: outcome.loop });
      return [];
    }
    const templated = !rule.pattern.exact && /\{/.test(rule.rule.destination);
    return [{ ...rule, target: templated ? rule.rule.destination : outcome.target, chain: outcome.chain }];
  });
  return { ...bucketed(resolved), rules: resolved, errors };
}
