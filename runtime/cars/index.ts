/** Shared car UI: the car card, prices, and the compare bar with its modal. */
export { CAR_CARD_FIELDS, toCarSummaries } from './carCardFields';
export type { CarSummary } from './carCardFields';
export { formatMoney } from './formatMoney';
export { CarPrice } from './CarPrice';
export { CarCard } from './CarCard';
export { CompareBar } from './CompareBar';
