/**
 * Range filters (spec 001 §5, §9): a range field is filtered by one value `<min>..<max>` with either bound
 * optional, except price-like fields, which apply only with both bounds. The panel's slider and inputs
 * work within the extent of the field's histogram facet, in steps of a hundredth of it (at least 1).
 */
import type { HistogramValue } from '../../schemas/generated/searchResponse';
import { PRICE_LIKE_FIELDS, RANGE_FILTER_FIELDS } from './carListConstants';

/** A filter's bounds; a missing bound is open. */
export interface Range {
  min?: number;
  max?: number;
}

/** The lowest and highest value of a field among the matching cars. */
export interface RangeBounds {
  min: number;
  max: number;
}

const RANGE_VALUE = /^(\d+(?:\.\d+)?)?\.\.(\d+(?:\.\d+)?)?$/;
const RANGE_STEPS = 100;

export const isRangeField = (field: string) => RANGE_FILTER_FIELDS.has(field);
export const isPriceLikeField = (field: string) => PRICE_LIKE_FIELDS.has(field);

/** The bounds of a `<min>..<max>` value, or null when it is malformed or names neither bound. */
export function parseRangeValue(value: string): Range | null {
  const match = RANGE_VALUE.exec(value.trim());
  if (!match || (match[1] === undefined && match[2] === undefined)) return null;
  return {
    ...(match[1] === undefined ? {} : { min: Number(match[1]) }),
    ...(match[2] === undefined ? {} : { max: Number(match[2]) }),
  };
}

/** Whether a range may be applied to the field: price-like fields need both bounds. */
export function isApplicableRange(field: string, range: Range): boolean {
  const bounds = [range.min, range.max].filter((bound) => bound !== undefined).length;
  return isPriceLikeField(field) ? bounds === 2 : bounds > 0;
}

/** The extent of a histogram facet (buckets run from the lowest value to the highest), or null if empty. */
export function histogramBounds(values: readonly HistogramValue[]): RangeBounds | null {
  const first = values[0];
  const last = values[values.length - 1];
  if (!first || !last) return null;
  return { min: first.min, max: last.max };
}

/** Slider step: a hundredth of the extent, at least 1. */
export function rangeStep({ min, max }: RangeBounds): number {
  return Math.max(1, (max - min) / RANGE_STEPS);
}

export function clampToBounds(value: number, { min, max }: RangeBounds): number {
  return Math.min(max, Math.max(min, value));
}

/** What a range input keeps of the visitor's typing: digits only (spaces and everything else stripped). */
export function digitsOnly(text: string): string {
  return text.replace(/\D/g, '');
}

/** A range input's number, clamped into the bounds; undefined when it holds no digits. */
export function parseRangeInput(text: string, bounds: RangeBounds): number | undefined {
  const digits = digitsOnly(text);
  return digits === '' ? undefined : clampToBounds(Number(digits), bounds);
}

/**
 * The filter value for a range the visitor chose within the facet's bounds, or null for no filter.
 * Bounds are rounded, clamped and put in order. A bound at the edge of the extent filters nothing and is
 * left open, except on price-like fields, which keep both bounds (and have no filter when both are at
 * the edges). A price-like range missing a bound applies no filter.
 */
export function rangeFilterValue(field: string, range: Range, bounds: RangeBounds): string | null {
  const fit = (value: number | undefined) =>
    value === undefined ? undefined : clampToBounds(Math.round(value), bounds);
  let min = fit(range.min);
  let max = fit(range.max);
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  const atMin = min === undefined || min <= bounds.min;
  const atMax = max === undefined || max >= bounds.max;
  if (atMin && atMax) return null;
  if (isPriceLikeField(field)) return min === undefined || max === undefined ? null : `${min}..${max}`;
  return `${atMin ? '' : min}..${atMax ? '' : max}`;
}
