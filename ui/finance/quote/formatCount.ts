/**
 * Counts as a UK finance quote writes them (spec 001 §9: "PCP shows annual mileage in miles"), in en-GB:
 * `10,000`. Money is runtime's `formatPounds`.
 */
import { formatWholeNumber } from '../../format/formatWholeNumber';

export const formatCount = (value: number) => formatWholeNumber(value, 'en-GB');
