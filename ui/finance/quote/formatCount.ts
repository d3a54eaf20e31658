/**
 * Counts as a UK finance quote writes them (spec 001 §9: "PCP shows annual mileage in miles"), with Intl
 * in en-GB: `10,000`. Money is runtime's `formatPounds`.
 */
const COUNT = new Intl.NumberFormat('en-GB');

export const formatCount = (value: number) => COUNT.format(value);
