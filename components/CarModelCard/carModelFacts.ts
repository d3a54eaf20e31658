import type { CarModelCardFields } from './fields.generated';

export interface CarModelFact {
  label: string;
  value: string;
}

/** Server loader result: the image's blur placeholder, when one could be made. */
export interface CarModelCardData {
  blurDataUrl?: string;
}

const FACT_NUMBERS = [1, 2, 3, 4] as const;

/** The label/value pairs in order; a pair shows only when both its label and its value have text. */
export function carModelFacts(fields: CarModelCardFields): CarModelFact[] {
  return FACT_NUMBERS.flatMap((n) => {
    const label = String(fields[`Label${n}`]?.value ?? '').trim();
    const value = String(fields[`Value${n}`]?.value ?? '').trim();
    return label && value ? [{ label, value }] : [];
  });
}
