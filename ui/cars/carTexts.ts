/**
 * The dictionary keys of the shared car UI (cards, prices, compare) with their Swedish defaults; each
 * market's dictionary translates them.
 */
import { defineTexts } from '../../runtime';

export const CAR_TEXTS = {
  carVatIncluded: 'inkl. moms',
  carVatExcluded: 'exkl. moms',
  carVatDeductible: 'Avdragsgill moms',
  carCampaignPrice: 'Kampanjpris',
  carRetailPrice: 'Ordinarie pris',
  carMonthlyCost: 'fr. {{price}}/mån',
  carBadgeSample: 'Demobil',
  carBadgeCampaign: 'Kampanj',
  carBadgeCarOfTheWeek: 'Veckans bil',
  carPrice: 'Pris',
  carYear: 'Årsmodell',
  carMileage: 'Miltal',
  carFuel: 'Drivmedel',
  carGearbox: 'Växellåda',
  carBody: 'Kaross',
  carPower: 'Effekt',
  carDrive: 'Drivning',
  carColor: 'Färg',
  carSeats: 'Säten',
  carDoors: 'Dörrar',
  carCity: 'Ort',
  carMonthlyCostLabel: 'Månadskostnad',
  compareToggle: 'Jämför',
  compareBarLabel: 'Bilar att jämföra',
  compareBarCount: '{{count}} av {{max}} bilar valda',
  compareOpen: 'Jämför ({{count}})',
  compareClear: 'Rensa',
  compareFull: 'Du kan jämföra högst {{max}} bilar. Ta bort en bil för att välja en ny.',
  compareTitle: 'Jämför bilar',
  compareClose: 'Stäng',
  compareRemove: 'Ta bort {{name}}',
} as const;

export type CarTextKey = keyof typeof CAR_TEXTS;

export const useCarText = defineTexts(CAR_TEXTS);
