/**
 * Times the redirect engine in this process: one compile of a table, then every lookup on its own
 * with `process.hrtime.bigint()`, so the percentiles are those of single requests, not of a batch
 * average that would hide the slow ones.
 */
import type { RedirectRule } from '../../../schemas/generated/redirects';
import { compileRedirectTable, matchRedirect } from '../../../runtime/redirects/compileRedirectTable';
import type { Lookup, LookupKind } from './syntheticRedirects';

export interface Latency {
  p50Us: number;
  p99Us: number;
  p999Us: number;
  maxUs: number;
  meanUs: number;
}

export interface KindLatency extends Pick<Latency, 'p50Us' | 'p99Us'> {
  kind: LookupKind;
  lookups: number;
}

export interface EngineRun {
  table: string;
  rules: number;
  compileMs: number;
  /** Rules the compiler refused; a synthetic table must have none. */
  compileErrors: number;
  lookups: number;
  /** Lookups that found a redirect. */
  hits: number;
  /** Lookups whose outcome contradicted their kind (a hit expected, none found, or the reverse). */
  mismatches: number;
  latency: Latency;
  byKind: KindLatency[];
}

const NS_PER_US = 1000;

export function percentile(sorted: Float64Array, share: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(share * sorted.length)));
  return sorted[rank - 1] ?? 0;
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** Nanosecond samples → microsecond percentiles, rounded to what the timer can resolve. */
export function summarise(samplesNs: Float64Array): Latency {
  const sorted = Float64Array.from(samplesNs).sort();
  const total = sorted.reduce((sum, value) => sum + value, 0);
  const us = (ns: number): number => round(ns / NS_PER_US, 3);
  return {
    p50Us: us(percentile(sorted, 0.5)),
    p99Us: us(percentile(sorted, 0.99)),
    p999Us: us(percentile(sorted, 0.999)),
    maxUs: us(sorted[sorted.length - 1] ?? 0),
    meanUs: us(sorted.length > 0 ? total / sorted.length : 0),
  };
}

/** What two back-to-back `hrtime.bigint()` calls read: the floor under every sample. */
export function timerOverhead(samples: number): Latency {
  const times = new Float64Array(samples);
  for (let index = 0; index < samples; index += 1) {
    const start = process.hrtime.bigint();
    const end = process.hrtime.bigint();
    times[index] = Number(end - start);
  }
  return summarise(times);
}

function outcomeFits(lookup: Lookup, found: boolean): boolean {
  return lookup.expect === 'any' || (lookup.expect === 'hit') === found;
}

/**
 * Compiles `rules` once, runs every lookup once unmeasured (JIT warm-up, and the check that each hit
 * or miss comes out as its kind says), then once more, timing each lookup on its own.
 */
export function benchEngine(
  table: string,
  rules: readonly RedirectRule[],
  lookups: readonly Lookup[],
  allowedExternalHosts: readonly string[] = [],
): EngineRun {
  const compileStart = process.hrtime.bigint();
  const compiled = compileRedirectTable(rules, allowedExternalHosts);
  const compileNs = Number(process.hrtime.bigint() - compileStart);

  let mismatches = 0;
  for (const lookup of lookups) {
    const found = matchRedirect(compiled, lookup.path, lookup.query) !== null;
    if (!outcomeFits(lookup, found)) mismatches += 1;
  }

  const samples = new Float64Array(lookups.length);
  let hits = 0;
  for (let index = 0; index < lookups.length; index += 1) {
    const lookup = lookups[index] as Lookup;
    const start = process.hrtime.bigint();
    const match = matchRedirect(compiled, lookup.path, lookup.query);
    const end = process.hrtime.bigint();
    samples[index] = Number(end - start);
    if (match) hits += 1;
  }

  const kinds = [...new Set(lookups.map((lookup) => lookup.kind))];
  const byKind = kinds.map((kind): KindLatency => {
    const ofKind = Float64Array.from(samples.filter((_, index) => lookups[index]?.kind === kind));
    const { p50Us, p99Us } = summarise(ofKind);
    return { kind, lookups: ofKind.length, p50Us, p99Us };
  });

  return {
    table,
    rules: rules.length,
    compileMs: round(compileNs / 1e6, 1),
    compileErrors: compiled.errors.length,
    lookups: lookups.length,
    hits,
    mismatches,
    latency: summarise(samples),
    byKind,
  };
}
