/**
 * The language-neutral keys of the vehicle facets. The brand catalogue and the images speak in these keys;
 * the vocabulary of a market turns them into the words its records carry.
 */

export type BodyType = 'sedan' | 'estate' | 'hatchback' | 'suv' | 'coupe' | 'convertible' | 'van';

export type FuelType = 'petrol' | 'diesel' | 'electric' | 'phev' | 'hybrid';

export type Gearbox = 'automatic' | 'manual';
export type Drive = 'fwd' | 'rwd' | 'awd';
export type Condition = 'used' | 'new' | 'sample';

export const COLOURS = [
  'white',
  'black',
  'silver',
  'grey',
  'blue',
  'red',
  'green',
  'brown',
  'beige',
  'orange',
] as const;
export type Colour = (typeof COLOURS)[number];

export const DEPARTMENT_KINDS = ['newCars', 'usedCars', 'service', 'parts'] as const;
export type DepartmentKind = (typeof DEPARTMENT_KINDS)[number];
