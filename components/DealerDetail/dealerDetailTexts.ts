/**
 * The dealer page's own dictionary keys with their Swedish defaults; each market's dictionary translates
 * them. `siteListPath`, the path a failed dealer search redirects to, is read by the loader (spec 001 §8).
 */
import { defineTexts } from '../../runtime';

export const DEALER_DETAIL_TEXTS = {
  dealerDetailBack: 'Alla anläggningar',
  dealerDetailPhone: 'Telefon',
  dealerDetailEmail: 'E-post',
  dealerDetailAddressLink: 'Visa {{address}} på karta',
  dealerDetailMap: 'Karta',
  dealerDetailMapTitle: 'Karta över {{name}}',
  dealerDetailOpenInMaps: 'Öppna i kartor',
  dealerDetailDepartments: 'Avdelningar',
  dealerDetailOpeningHours: 'Öppettider',
  dealerDetailDeviations: 'Avvikande öppettider',
  dealerDetailVacations: 'Stängt period',
  dealerDetailVacationDates: '{{from}} – {{to}}',
  dealerDetailStaff: 'Medarbetare',
  dealerDetailOpenNow: 'Öppet nu · stänger {{time}}',
  dealerDetailOpensToday: 'Stängt · öppnar {{time}}',
  dealerDetailOpensOn: 'Stängt · öppnar {{day}} {{time}}',
  dealerDetailVacationNow: '{{title}} till och med {{date}}',
  dealerDetailClosed: 'Stängt',
  dealerDetailLatestCars: 'Senast inkomna bilar',
  dealerDetailAllCars: 'Alla bilar hos {{name}}',
  dealerDetailNotFoundHeading: 'Anläggningen finns inte',
  dealerDetailNotFoundText:
    'Vi hittar ingen anläggning på den här adressen. Den kan ha flyttat eller bytt namn.',
  dealerDetailNotFoundLink: 'Se alla anläggningar',
} as const;

export const useDealerDetailText = defineTexts(DEALER_DETAIL_TEXTS);
