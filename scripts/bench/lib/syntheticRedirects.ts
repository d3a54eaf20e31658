/**
 * Synthetic redirect tables and lookups for the engine benchmark, deterministic for a given seed so
 * two runs time the very same work.
 *
 * The mix imitates what a market brings from an old site: about 70% exact legacy paths of 2–5
 * segments (some in mixed case, some with `.aspx`/`.html`, a few conditioned on `?id=`, a few that
 * point at another rule's source so the compiler collapses a chain), about 30% patterned rules with
 * `{name}` or `{path*}` under many different literal first segments (a few per segment). Sources and
 * destinations live in separate first-segment namespaces, so there is no loop and no self-redirect.
 */
import type { RedirectRule } from '../../../schemas/generated/redirects';
import { createRandom } from '../../seed/random';

export const DEFAULT_SEED = 20_261_122;

/** What a lookup must find; `any` for lookups built from a real table, which is not classified. */
export type Expectation = 'hit' | 'miss' | 'any';

export type LookupKind =
  | 'exact hit'
  | 'query hit'
  | 'pattern hit'
  | 'site page miss'
  | 'exact near miss'
  | 'pattern near miss'
  | 'query miss'
  | 'real table hit'
  | 'real table miss';

export interface Lookup {
  kind: LookupKind;
  expect: Expectation;
  path: string;
  /** Built ahead, as Next hands the proxy `request.nextUrl.searchParams` ready-made. */
  query: URLSearchParams;
}

/** Share of each lookup kind in a synthetic run (they add up to 1). */
export const LOOKUP_MIX: readonly (readonly [LookupKind, number])[] = [
  ['exact hit', 0.3],
  ['query hit', 0.05],
  ['pattern hit', 0.3],
  ['exact near miss', 0.1],
  ['pattern near miss', 0.1],
  ['query miss', 0.05],
  ['site page miss', 0.1],
];

const EXACT_SHARE = 0.7;
/** Of the exact turns: a legacy path with `?id=` variants (4.5 rules on average), a chain to an earlier rule. */
const QUERY_PATH_SHARE = 0.015;
const CHAIN_SHARE = 0.02;
const KEEP_QUERY_SHARE = 0.1;
const MIXED_CASE_SHARE = 0.1;
/** Patterned rules per first segment, on average: a legacy section rarely needs more than a few. */
const PATTERNS_PER_FIRST_SEGMENT = 3;
/** `?id=` variants that share one legacy path (`/shop/view.aspx?id=…`). */
const MAX_IDS_PER_QUERY_PATH = 8;

/** Slug words; first segments of sources are built from them, never equal to a destination root. */
const WORDS = [
  'cars',
  'used',
  'nearly-new',
  'approved',
  'offers',
  'finance',
  'leasing',
  'service',
  'parts',
  'tyres',
  'mot',
  'bodyshop',
  'electric',
  'hybrid',
  'suv',
  'estate',
  'hatchback',
  'saloon',
  'coupe',
  'convertible',
  'bmw',
  'mini',
  'volvo',
  'mercedes',
  'ford',
  'kia',
  'toyota',
  'audi',
  'skoda',
  'polestar',
  'london',
  'leeds',
  'york',
  'bristol',
  'derby',
  'reading',
  'slough',
  'oxford',
  'hull',
  'bath',
  'news',
  'events',
  'stories',
  'careers',
  'contact',
  'dealers',
  'branches',
  'team',
  'press',
  'blog',
  'fleet',
  'business',
  'motability',
  'warranty',
  'insurance',
  'accessories',
  'brochures',
  'test-drive',
  'valuation',
  'part-exchange',
] as const;

/** Roots of destinations: today's site sections. No source starts with one of them. */
const DESTINATION_ROOTS = [
  'buy-car',
  'service-and-parts',
  'news-and-events',
  'find-us',
  'about-us',
  'finance-and-leasing',
] as const;

/** Pages of today's site: the traffic a redirect table mostly sees, and must let through. */
const SITE_PAGES = [
  '/',
  '/about-us',
  '/about-us/who-are-we',
  '/buy-car/used-cars/all-used-cars',
  '/buy-car/used-cars/car/bmw-x5-2024-4821',
  '/find-us/leeds',
  '/news-and-events',
  '/news-and-events/new-polestar-4-arrives',
  '/service-and-parts/book-a-service',
  '/finance-and-leasing/pcp',
] as const;

const EXTENSIONS = ['', '', '', '.aspx', '.html'] as const;

export class Picker {
  constructor(readonly random: () => number) {}

  int(below: number): number {
    return Math.floor(this.random() * below);
  }

  chance(share: number): boolean {
    return this.random() < share;
  }

  of<T>(items: readonly T[]): T {
    return items[this.int(items.length)] as T;
  }

  word(): string {
    return this.of(WORDS);
  }
}

function mixedCase(segment: string): string {
  return segment.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => dash + letter.toUpperCase());
}

/** A patterned rule's source after its first segment, its destination, and paths it matches. */
interface PatternRule {
  tail: string;
  destination: string;
  sample: (pick: Picker) => string;
}

interface PatternShape {
  make: (pick: Picker) => PatternRule;
  /** `{path*}` matches any depth, so no path under its first segment is a miss. */
  rest: boolean;
}

const SEGMENT_SHAPES: readonly PatternShape[] = [
  {
    rest: false,
    make: (pick) => ({
      tail: '/{id}',
      destination: `/${pick.of(DESTINATION_ROOTS)}/${pick.word()}/{id}`,
      sample: (p) => `/${p.word()}-${p.int(100_000)}`,
    }),
  },
  {
    rest: false,
    make: (pick) => {
      const middle = pick.word();
      return {
        tail: `/${middle}/{slug}`,
        destination: '/news-and-events/{slug}',
        sample: (p) => `/${middle}/${p.word()}-${p.word()}`,
      };
    },
  },
  {
    rest: false,
    make: () => ({
      tail: '/{make}/{model}',
      destination: '/buy-car/new-cars/{make}/{model}',
      sample: (p) => `/${p.word()}/${p.word()}-${p.int(10)}`,
    }),
  },
];

const REST_SHAPE: PatternShape = {
  rest: true,
  make: (pick) => ({
    tail: '/{path*}',
    destination: `/${pick.of(DESTINATION_ROOTS)}/{path*}`,
    sample: (p) => `/${p.word()}/${p.word()}`,
  }),
};

/** Most legacy sections map one or two segments; a catch-all for a whole section is rarer. */
const REST_SHAPE_SHARE = 0.1;

interface QuerySource {
  path: string;
  query: Record<string, string>;
}

interface PatternSample {
  firstSegment: string;
  sample: (pick: Picker) => string;
}

/** A synthetic table and what the lookup generator needs to know about it. */
export interface SyntheticTable {
  seed: number;
  rules: RedirectRule[];
  /** Exact sources without query conditions. */
  plainSources: string[];
  querySources: QuerySource[];
  /** Distinct paths of the query-conditioned rules. */
  queryPaths: string[];
  patternSamples: PatternSample[];
  /** First segments whose patterns have no `{path*}`: a deeper path under them matches nothing. */
  closedFirstSegments: string[];
  counts: { exact: number; query: number; chained: number; patterned: number; firstSegments: number };
}

function exactPath(pick: Picker, index: number): string {
  const depth = 2 + pick.int(4);
  const segments: string[] = [pick.word()];
  for (let level = 1; level < depth - 1; level += 1) segments.push(pick.word());
  // The index keeps every source unique, as a real table's (deduplicated) legacy URLs are.
  segments.push(`${pick.word()}-${index}${pick.of(EXTENSIONS)}`);
  const cased = pick.chance(MIXED_CASE_SHARE) ? segments.map(mixedCase) : segments;
  return `/${cased.join('/')}`;
}

function exactDestination(pick: Picker, index: number): string {
  return `/${pick.of(DESTINATION_ROOTS)}/${pick.word()}/${pick.word()}-${index}`;
}

export function syntheticTable(size: number, seed: number = DEFAULT_SEED): SyntheticTable {
  const pick = new Picker(createRandom(seed + size).next);
  const exactCount = Math.round(size * EXACT_SHARE);
  const patternedCount = size - exactCount;
  const firstSegmentCount = Math.max(1, Math.round(patternedCount / PATTERNS_PER_FIRST_SEGMENT));
  // `legacy-<word>-<n>`: never a word and never a destination root, so the namespaces stay apart.
  const firstSegments = Array.from(
    { length: firstSegmentCount },
    (_, index) => `legacy-${WORDS[index % WORDS.length]}-${Math.floor(index / WORDS.length)}`,
  );

  const rules: RedirectRule[] = [];
  const plainSources: string[] = [];
  const terminalSources: string[] = [];
  const querySources: QuerySource[] = [];
  const queryPaths: string[] = [];
  const patternSamples: PatternSample[] = [];
  const openFirstSegments = new Set<string>();
  let exactMade = 0;
  let patternedMade = 0;
  let chained = 0;

  while (rules.length < size) {
    const exactLeft = exactCount - exactMade;
    const patternedLeft = patternedCount - patternedMade;
    // Exact and patterned rules interleave, as in a table edited over the years.
    const exactTurn = pick.random() * (exactLeft + patternedLeft) < exactLeft;
    const index = rules.length;
    const keepQuery = pick.chance(KEEP_QUERY_SHARE) ? { keepQuery: true } : {};
    if (exactTurn && pick.chance(QUERY_PATH_SHARE)) {
      // Several ids on one legacy path, each to its own page.
      const path = `/${pick.word()}/view-${queryPaths.length}.aspx`;
      queryPaths.push(path);
      const ids = Math.min(exactLeft, 1 + pick.int(MAX_IDS_PER_QUERY_PATH));
      for (let id = 0; id < ids; id += 1) {
        const query = { id: String(1000 + id) };
        rules.push({ source: path, query, destination: exactDestination(pick, index + id), permanent: true });
        querySources.push({ path, query });
      }
      exactMade += ids;
    } else if (exactTurn) {
      const path = exactPath(pick, index);
      const chainTo =
        terminalSources.length > 0 && pick.chance(CHAIN_SHARE) ? pick.of(terminalSources) : null;
      rules.push({
        source: path,
        destination: chainTo ?? exactDestination(pick, index),
        permanent: true,
        ...keepQuery,
      });
      plainSources.push(path);
      if (chainTo) chained += 1;
      else terminalSources.push(path);
      exactMade += 1;
    } else {
      // Round-robin first, so every first segment gets patterns and buckets stay short.
      const firstSegment = firstSegments[
        patternedMade < firstSegmentCount ? patternedMade : pick.int(firstSegmentCount)
      ] as string;
      const shape = pick.chance(REST_SHAPE_SHARE) ? REST_SHAPE : pick.of(SEGMENT_SHAPES);
      const { tail, destination, sample } = shape.make(pick);
      rules.push({ source: `/${firstSegment}${tail}`, destination, permanent: true, ...keepQuery });
      patternSamples.push({ firstSegment, sample });
      if (shape.rest) openFirstSegments.add(firstSegment);
      patternedMade += 1;
    }
  }

  return {
    seed,
    rules,
    plainSources,
    querySources,
    queryPaths,
    patternSamples,
    closedFirstSegments: firstSegments.filter((segment) => !openFirstSegments.has(segment)),
    counts: {
      exact: exactMade,
      query: querySources.length,
      chained,
      patterned: patternedMade,
      firstSegments: firstSegmentCount,
    },
  };
}

/** Query string of a request: tracking parameters now and then, which keepQuery rules pass on. */
function incomingQuery(pick: Picker, own: Record<string, string> = {}): URLSearchParams {
  const query = new URLSearchParams(own);
  if (pick.chance(0.2)) query.set('utm_source', pick.word());
  return query;
}

/** `30% exact hit, 5% query hit, …`: the lookup mix, for the printed and written method. */
export function lookupMixDescription(): string {
  return LOOKUP_MIX.map(([kind, share]) => `${Math.round(share * 100)}% ${kind}`).join(', ');
}

/** A visitor's spelling of a path: case and a trailing slash vary, matching ignores both. */
function asTyped(pick: Picker, path: string): string {
  const cased = pick.chance(0.1) ? path.toUpperCase() : path;
  return pick.chance(0.1) && cased !== '/' ? `${cased}/` : cased;
}

function drawKind(pick: Picker): LookupKind {
  let roll = pick.random();
  for (const [kind, share] of LOOKUP_MIX) {
    if (roll < share) return kind;
    roll -= share;
  }
  return 'site page miss';
}

function syntheticLookup(table: SyntheticTable, pick: Picker, kind: LookupKind): Lookup {
  const { plainSources, querySources, queryPaths, patternSamples, closedFirstSegments } = table;
  if (kind === 'exact hit' && plainSources.length > 0) {
    return { kind, expect: 'hit', path: asTyped(pick, pick.of(plainSources)), query: incomingQuery(pick) };
  }
  if (kind === 'query hit' && querySources.length > 0) {
    const source = pick.of(querySources);
    return {
      kind,
      expect: 'hit',
      path: asTyped(pick, source.path),
      query: incomingQuery(pick, source.query),
    };
  }
  if (kind === 'pattern hit' && patternSamples.length > 0) {
    const { firstSegment, sample } = pick.of(patternSamples);
    const path = asTyped(pick, `/${firstSegment}${sample(pick)}`);
    return { kind, expect: 'hit', path, query: incomingQuery(pick) };
  }
  if (kind === 'exact near miss' && plainSources.length > 0) {
    // One segment deeper than a legacy path: its first segment has rules, this path has none.
    const path = `${pick.of(plainSources)}/${pick.word()}`;
    return { kind, expect: 'miss', path, query: incomingQuery(pick) };
  }
  if (kind === 'pattern near miss' && closedFirstSegments.length > 0) {
    // Deeper than any shape under a section without `{path*}`: its whole bucket is tried in vain.
    const path = `/${pick.of(closedFirstSegments)}/${pick.word()}/${pick.word()}/${pick.word()}/${pick.word()}`;
    return { kind, expect: 'miss', path, query: incomingQuery(pick) };
  }
  if (kind === 'query miss' && queryPaths.length > 0) {
    // An id no rule lists: every variant of the path is checked.
    const query = incomingQuery(pick, { id: String(900_000 + pick.int(1000)) });
    return { kind, expect: 'miss', path: pick.of(queryPaths), query };
  }
  const path = asTyped(pick, pick.of(SITE_PAGES));
  return { kind: 'site page miss', expect: 'miss', path, query: incomingQuery(pick) };
}

/** `count` lookups in random order, drawn from LOOKUP_MIX. */
export function syntheticLookups(table: SyntheticTable, count: number): Lookup[] {
  const pick = new Picker(createRandom(table.seed ^ 0x5eed).next);
  return Array.from({ length: count }, () => syntheticLookup(table, pick, drawKind(pick)));
}

/** A path a rule's source matches: each `{name}` filled with a sample segment, `{name*}` with two. */
export function samplePath(source: string): string {
  return source
    .replace(/\{[A-Za-z][A-Za-z0-9_]*\*\}/g, 'sample/path')
    .replace(/\{[A-Za-z][A-Za-z0-9_]*\}/g, 'sample');
}

/**
 * Lookups for a real table: its own sources (with their query conditions) half the time, pages of
 * today's site the other half. Not classified: an invalid rule the compiler dropped matches nothing.
 */
export function realTableLookups(
  rules: readonly RedirectRule[],
  count: number,
  seed: number = DEFAULT_SEED,
): Lookup[] {
  const pick = new Picker(createRandom(seed ^ 0x0c0ffee).next);
  return Array.from({ length: count }, (): Lookup => {
    const rule = rules.length > 0 && pick.chance(0.5) ? pick.of(rules) : null;
    if (!rule) {
      return {
        kind: 'real table miss',
        expect: 'any',
        path: pick.of(SITE_PAGES),
        query: incomingQuery(pick),
      };
    }
    return {
      kind: 'real table hit',
      expect: 'any',
      path: samplePath(rule.source),
      query: incomingQuery(pick, rule.query),
    };
  });
}
