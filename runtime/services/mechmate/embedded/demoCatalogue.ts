/**
 * The embedded backend's offerings (spec 002 §3 Offering, §4, §5): the service categories and the add-on
 * categories a car is offered, and what an offering costs at a workshop. Every kind the page must show is
 * here: the mileage service `originalservice` (its price grows with the mileage), known and unknown prices,
 * service agreement discounts, unit-priced items with a range and a unit, items that take the buyer's
 * message, one the car may not have (a timing belt on an electric or a newer car), and radio-like add-on
 * categories (`selectionType` single). Prices are kronor incl. VAT; a workshop's prices are the list
 * prices times its own factor (0.92–1.12), stable per department.
 */
import {
  MECHMATE_ERROR_CODES,
  type MechmateCarResponse,
  MechmateError,
  type MechmateOffering,
  MILEAGE_SERVICE_CODE,
  type MechmateServiceOfferingCategory,
  type MechmateUnitPrice,
} from '../contract';
import { ELECTRIC_BRANDS } from './demoRegister';
import { stableHash } from '../../embedded/stableHash';

/** The mileage service, added by the page when a mileage is typed (spec 002 §4). */

/** The service agreement's price: this share of the list price. */
const AGREEMENT_SHARE = 0.85;
/** The mileage service costs this much more per started interval of this many mil, up to six of them. */
const MILEAGE_STEP = { mil: 1_500, kronor: 600, maxSteps: 6 } as const;
const UNKNOWN_PRICE_TEXT = 'Priset lämnas av verkstaden när bilen har undersökts';

interface CatalogueItem {
  code: string;
  name: string;
  /** List price; absent when the workshop prices it on the spot (Pris saknas*). */
  price?: number;
  description: string;
  /** Whether the service agreement discounts it. */
  agreement?: boolean;
  allowUserInput?: boolean;
  unitPrice?: MechmateUnitPrice;
  /** Whether `car` can have it; absent: every car. */
  availableFor?: (car: MechmateCarResponse) => boolean;
}

interface CatalogueCategory {
  name: string;
  icon: string;
  selectionType: 'single' | null;
  items: readonly CatalogueItem[];
}

const hasTimingBelt = (car: MechmateCarResponse) =>
  !ELECTRIC_BRANDS.includes(car.brand) && car.buildYear < 2020;

const SERVICE_CATEGORIES: readonly CatalogueCategory[] = [
  {
    name: 'Service',
    icon: 'service',
    selectionType: null,
    items: [
      {
        code: MILEAGE_SERVICE_CODE,
        name: 'Originalservice',
        price: 2_495,
        agreement: true,
        description: 'Service enligt tillverkarens serviceprogram för bilens miltal, med originaldelar.',
      },
      {
        code: 'oljeservice',
        name: 'Oljeservice',
        price: 1_495,
        agreement: true,
        description: 'Byte av motorolja och oljefilter samt kontroll av vätskenivåer.',
      },
      {
        code: 'ac-service',
        name: 'AC-service',
        price: 1_295,
        description: 'Kontroll av luftkonditioneringen, påfyllning av köldmedium och byte av kupéfilter.',
      },
    ],
  },
  {
    name: 'Reparationer',
    icon: 'repair',
    selectionType: null,
    items: [
      {
        code: 'bromsbelagg-fram',
        name: 'Byte av bromsbelägg fram',
        price: 2_495,
        description: 'Nya bromsbelägg på framaxeln och kontroll av bromsskivorna.',
      },
      {
        code: 'kamrem',
        name: 'Byte av kamrem',
        price: 6_995,
        description: 'Kamrem, spännrulle och vattenpump enligt tillverkarens intervall.',
        availableFor: hasTimingBelt,
      },
      {
        code: 'torkarblad',
        name: 'Byte av torkarblad',
        price: 249,
        description: 'Originaltorkarblad, monterade.',
        unitPrice: { minimum: 1, maximum: 3, unit: 'styck', unitAbbreviation: 'st', postfix: 'per blad' },
      },
      {
        code: 'felsokning',
        name: 'Felsökning',
        description: 'Beskriv vad du har märkt, så felsöker verkstaden bilen.',
        allowUserInput: true,
      },
    ],
  },
  {
    name: 'Däck och hjul',
    icon: 'tyre',
    selectionType: null,
    items: [
      {
        code: 'hjulskifte',
        name: 'Hjulskifte',
        price: 495,
        description: 'Skifte mellan sommar- och vinterhjul.',
      },
      {
        code: 'hjulinstallning',
        name: 'Hjulinställning',
        price: 1_095,
        description: 'Mätning och justering av hjulvinklarna.',
      },
    ],
  },
];

const ADDON_CATEGORIES: readonly CatalogueCategory[] = [
  {
    name: 'Rekond',
    icon: 'sparkle',
    selectionType: 'single',
    items: [
      { code: 'rekond-utvandig', name: 'Utvändig tvätt', price: 495, description: 'Handtvätt och torkning.' },
      {
        code: 'rekond-invandig',
        name: 'Invändig rengöring',
        price: 895,
        description: 'Dammsugning, rengöring av paneler och fönster invändigt.',
      },
      {
        code: 'rekond-hel',
        name: 'Helrekond',
        price: 2_495,
        description: 'Utvändig och invändig rekond med vax.',
      },
    ],
  },
  {
    name: 'Lånebil',
    icon: 'car',
    selectionType: 'single',
    items: [
      {
        code: 'lanebil',
        name: 'Lånebil',
        price: 295,
        description: 'En lånebil medan din bil är på verkstaden.',
        unitPrice: { minimum: 1, maximum: 5, unit: 'dag', unitAbbreviation: 'd', postfix: 'per dag' },
      },
      {
        code: 'lanebil-el',
        name: 'Elbil som lånebil',
        price: 395,
        description: 'En laddad elbil medan din bil är på verkstaden.',
        unitPrice: { minimum: 1, maximum: 5, unit: 'dag', unitAbbreviation: 'd', postfix: 'per dag' },
      },
    ],
  },
  {
    name: 'Tillbehör',
    icon: 'accessory',
    selectionType: null,
    items: [
      {
        code: 'spolarvatska',
        name: 'Spolarvätska',
        price: 89,
        description: 'Påfyllning av spolarvätska.',
        unitPrice: { minimum: 1, maximum: 4, unit: 'liter', unitAbbreviation: 'l', postfix: 'per liter' },
      },
      {
        code: 'lackskydd',
        name: 'Lackskydd',
        description: 'Keramiskt lackskydd, pris efter bilens storlek.',
      },
    ],
  },
];

export type OfferingKind = 'service' | 'addon';

const CATEGORIES: Readonly<Record<OfferingKind, readonly CatalogueCategory[]>> = {
  service: SERVICE_CATEGORIES,
  addon: ADDON_CATEGORIES,
};

const ITEMS = new Map(
  [...SERVICE_CATEGORIES, ...ADDON_CATEGORIES].flatMap((category) =>
    category.items.map((item) => [item.code, item] as const),
  ),
);

/** The workshop's price factor: list prices times 0.92 to 1.12, the same for a department every time. */
const workshopFactor = (departmentId: string) => 0.92 + (stableHash(departmentId) % 21) / 100;

/** A price as a workshop quotes it: whole kronor ending in 5 (or 9 under a hundred). */
const quoted = (kronor: number) => (kronor < 100 ? Math.round(kronor) : Math.round(kronor / 10) * 10 - 5);

interface PriceContext {
  car: MechmateCarResponse;
  /** In mil; 0 when unknown. */
  mileage: number;
  /** Absent: list prices (no workshop chosen yet). */
  departmentId?: string;
}

function priced(item: CatalogueItem, { car, mileage, departmentId }: PriceContext) {
  if (item.price === undefined) return { price: 0, priceKnown: false, priceDiscount: null };
  const steps =
    item.code === MILEAGE_SERVICE_CODE
      ? Math.min(MILEAGE_STEP.maxSteps, Math.floor(mileage / MILEAGE_STEP.mil))
      : 0;
  const list = (item.price + steps * MILEAGE_STEP.kronor) * (departmentId ? workshopFactor(departmentId) : 1);
  const price = quoted(list);
  const priceDiscount = item.agreement && car.hasServiceAgreement ? quoted(list * AGREEMENT_SHARE) : null;
  return { price, priceKnown: true, priceDiscount };
}

function offering(item: CatalogueItem, category: string, car: MechmateCarResponse): MechmateOffering {
  const { price, priceKnown, priceDiscount } = priced(item, { car, mileage: 0 });
  return {
    code: item.code,
    name: item.name,
    price,
    priceKnown,
    notKnownPriceText: priceKnown ? null : UNKNOWN_PRICE_TEXT,
    priceDiscount,
    description: item.description,
    isAvailable: item.availableFor?.(car) ?? true,
    category,
    allowUserInput: item.allowUserInput ?? false,
    unitPrice: item.unitPrice ?? null,
  };
}

/** The service or add-on categories `car` is offered, with list prices. */
export function offeringCategories(
  kind: OfferingKind,
  car: MechmateCarResponse,
): MechmateServiceOfferingCategory[] {
  return CATEGORIES[kind].map((category) => ({
    name: category.name,
    icon: category.icon,
    selectionType: category.selectionType,
    offerings: category.items.map((item) => offering(item, category.name, car)),
  }));
}

export interface OfferingChoice {
  code: string;
  unitsSelected?: number;
}

/** The offering of `code` if `car` can have it with that many units; else InvalidServiceOffering. */
function orderableItem({ code, unitsSelected }: OfferingChoice, car: MechmateCarResponse): CatalogueItem {
  const item = ITEMS.get(code);
  if (!item || !(item.availableFor?.(car) ?? true))
    throw new MechmateError(
      MECHMATE_ERROR_CODES.invalidServiceOffering,
      400,
      `${code} är inte tillgänglig för denna bilmodell`,
    );
  // An item not sold by the unit is one of it: a unit count of 1 (what the page sends) is that one.
  const range = item.unitPrice ?? { minimum: 1, maximum: 1, unitAbbreviation: '' };
  if (unitsSelected !== undefined && (unitsSelected < range.minimum || unitsSelected > range.maximum))
    throw new MechmateError(
      MECHMATE_ERROR_CODES.invalidServiceOffering,
      400,
      item.unitPrice
        ? `${code} tar ${range.minimum}–${range.maximum} ${range.unitAbbreviation}`
        : `${code} säljs inte per enhet`,
    );
  return item;
}

/** Checks that `car` can have every choice (InvalidServiceOffering otherwise). */
export function checkOfferingChoices(choices: readonly OfferingChoice[], car: MechmateCarResponse): void {
  for (const choice of choices) orderableItem(choice, car);
}

/** The workshop's price of each code at the car's mileage (InvalidServiceOffering for one it lacks). */
export function workshopPrices(codes: readonly string[], context: Required<PriceContext>) {
  return codes.map((code) => ({ code, ...priced(orderableItem({ code }, context.car), context) }));
}
