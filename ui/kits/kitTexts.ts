/**
 * The kit catalogue's dictionary keys with their Swedish defaults (spec 002 is Swedish); each market's
 * dictionary translates them. Every key starts with `kit`, the prefix the catalogue's page asks for.
 * The cart's heading is a counted text: `kitCartCount_one`, `kitCartCount_other` in a dictionary.
 */
import { defineTexts } from '../../runtime';
import type { KitContextParam } from './kitContext';

export const KIT_TEXTS = {
  kitCode: 'Art.nr {{code}}',
  kitAddToCart: 'Lägg i varukorgen',
  kitRemoveFromCart: 'Ta bort ur varukorgen',
  kitAddToCartNamed: 'Lägg i varukorgen: {{name}}',
  kitRemoveFromCartNamed: 'Ta bort ur varukorgen: {{name}}',
  kitInCart: 'I varukorgen',
  kitCartFull: 'Varukorgen rymmer högst {{max}} produkter. Ta bort en produkt för att lägga till en ny.',
  kitDetailClose: 'Stäng',
  kitDetailCode: 'Artikelnummer',
  kitDetailCatalogue: 'Katalog',
  kitDetailCategory: 'Kategori',
  kitDetailSeller: 'Säljs av',
  kitDetailPrice: 'Pris',
  kitDetailParts: 'Ingående delar',
  kitDetailImage: 'Visa bild {{index}} av {{count}}',
  kitPartNumber: 'Artikelnummer',
  kitPartName: 'Benämning',
  kitPartQuantity: 'Antal',
  kitCartCount: { one: '{{count}} produkt i varukorgen', other: '{{count}} produkter i varukorgen' },
  kitCartEmpty: 'Varukorgen är tom. Lägg till tillbehör från listan.',
  kitCartRemove: 'Ta bort {{name}} ur varukorgen',
  kitCartTotal: 'Totalt',
  kitProfileButton: 'Profil',
  kitProfileTitle: 'Uppgifter från länken',
  kitProfileEmpty: 'Inga uppgifter angavs i länken.',
  kitProfileClose: 'Stäng',
  'kitContext.user': 'Användare',
  'kitContext.dealer': 'Återförsäljare',
  'kitContext.unit': 'Enhet',
  'kitContext.auto': 'Bil',
  'kitContext.transactionId': 'Transaktions-id',
  'kitContext.packageIds': 'Förvalda paket',
} as const satisfies Readonly<Record<`kitContext.${KitContextParam}`, string>> &
  Readonly<Record<string, unknown>>;

export const useKitText = defineTexts(KIT_TEXTS);

/** Dictionary keys the kit catalogue's pieces read, for the component that renders them. */
export const KIT_DICTIONARY_PREFIXES: readonly string[] = ['kit'];
