/** Shared car UI: the car card, prices, links to car pages, and the compare list with its bar and modal. */
export { CAR_CARD_FIELDS, isCarSummary, toCarSummaries } from './carCardFields';
export type { CarCardField, CarSummary } from './carCardFields';
export { carDetailHref } from './carLinks';
export { carName, carFullName } from './carName';
export { formatMoney } from './formatMoney';
export { CAR_TEXTS, useCarText } from './carTexts';
export type { CarTextKey } from './carTexts';
export { CarPrice } from './CarPrice';
export type { CarPriceFields } from './CarPrice';
export { useMonthlyCost } from './useMonthlyCost';
export { CarCard, CAR_CARD_SIZES } from './CarCard';
export { COMPARE_MAX, COMPARE_STORAGE_KEY } from './compareStore';
export type { ComparedCar } from './compareStore';
export { useCompare } from './useCompare';
export type { CompareList } from './useCompare';
export { CompareToggle } from './CompareToggle';
export { CompareBar, COMPARE_BAR_HEIGHT } from './CompareBar';
export { CompareModal } from './CompareModal';
