/**
 * The car page's own dictionary keys with their Swedish defaults; each market's dictionary translates
 * them. The sections, gallery, contact form and similar cars bring their own keys.
 */
import { defineTexts } from '../../runtime';

export const CAR_DETAIL_TEXTS = {
  carDetailBack: 'Tillbaka',
  carDetailBackToList: 'Alla bilar',
  carDetailBreadcrumb: 'Brödsmulor',
  carDetailHome: 'Startsida',
  carDetailSimilarCars: 'Liknande bilar',
  carDetailOtherPackages: 'Andra utrustningsnivåer',
  carDetailFinancing: 'Finansiering',
  carDetailSeeFinancing: 'Räkna på finansiering',
  carDetailDealer: 'Bilen finns hos',
  carDetailDealerLink: 'Om anläggningen',
  carDetailServiceBooking: 'Boka service',
  carDetailNetworkShutdownNote:
    'Mobilnäten 2G och 3G stängs ner. Bilar vars nödsamtals- eller uppkopplade tjänster använder dem kan behöva uppdateras – fråga säljaren vad som gäller för den här bilen.',
  carNotFoundHeading: 'Bilen finns inte längre',
  carNotFoundText: 'Den kan redan vara såld. Här är några liknande bilar:',
  carNotFoundNoSimilar: 'Den kan redan vara såld. Sök bland alla våra bilar i lager.',
  carNotFoundButton: 'Visa liknande bilar',
  carDetailErrorHeading: 'Bilen kunde inte visas just nu',
  carDetailErrorText: 'Något gick fel när vi hämtade bilen. Försök igen om en liten stund.',
  carDetailErrorRetry: 'Försök igen',
} as const;

export const useCarDetailText = defineTexts(CAR_DETAIL_TEXTS);
