/**
 * The fields the kit catalogue asks its index for (spec 002 §7 "Kits") and the record its card, detail
 * dialog and cart read. The cart keeps whole records in session storage, so a stored record is checked
 * with `isKitRecord` before it is shown: one another version of the site wrote, or a visitor edited, could
 * otherwise break the card or the dialog.
 */
import { isJsonObject } from '../../runtime';
import type { Kit } from '../../schemas/generated/kit';

export const KIT_CARD_FIELDS = [
  'action',
  'kitId',
  'catalogueId',
  'kitCode',
  'name',
  'description',
  'status',
  'images',
  'retailPrice',
  'currency',
  'kitcategory',
  'kitsubcategory',
  'partsubsubcategory',
  'parts',
  'site_primary_image',
  'site_official_name',
] as const satisfies readonly (keyof Kit)[];

export type KitCardField = (typeof KIT_CARD_FIELDS)[number];

/** A kit as a list query returns it (`fields: KIT_CARD_FIELDS`); a kit without currency is priced in EUR. */
export type KitRecord = Omit<Pick<Kit, KitCardField>, 'currency'> & Partial<Pick<Kit, 'currency'>>;

export type KitPart = NonNullable<Kit['parts']>[number];

/** An ISO 4217 code, which `Intl.NumberFormat` accepts (anything else would throw while rendering). */
const CURRENCY_CODE = /^[A-Z]{3}$/;

const isText = (value: unknown): value is string => typeof value === 'string';

const optional = (value: unknown, check: (value: unknown) => boolean) => value === undefined || check(value);

const isPart = (value: unknown) =>
  isJsonObject(value) &&
  isText(value.partNumber) &&
  isText(value.name) &&
  typeof value.quantity === 'number' &&
  Number.isFinite(value.quantity);

const isPicture = (value: unknown) =>
  isJsonObject(value) && isText(value.thumbnail_url) && optional(value.blur_data_url, isText);

const TEXT_FIELDS = [
  'catalogueId',
  'description',
  'status',
  'kitcategory',
  'kitsubcategory',
  'partsubsubcategory',
  'action',
  'site_official_name',
] as const satisfies readonly KitCardField[];

/**
 * Whether a value can be shown as a kit and kept in the cart: an id, name, code and price, a well-formed
 * currency if any, and every other field the card and dialog read of the type they read it as.
 */
export function isKitRecord(value: unknown): value is KitRecord {
  if (!isJsonObject(value)) return false;
  const { kitId, name, kitCode, retailPrice, currency, images, parts, site_primary_image: picture } = value;
  return (
    isText(kitId) &&
    kitId !== '' &&
    isText(name) &&
    isText(kitCode) &&
    typeof retailPrice === 'number' &&
    Number.isFinite(retailPrice) &&
    optional(currency, (code) => isText(code) && CURRENCY_CODE.test(code)) &&
    optional(images, (list) => Array.isArray(list) && list.every(isText)) &&
    optional(parts, (list) => Array.isArray(list) && list.every(isPart)) &&
    optional(picture, isPicture) &&
    TEXT_FIELDS.every((field) => optional(value[field], isText))
  );
}
