/**
 * The workshop choice's own texts (step 4's list, sort, map and buttons) with their Swedish defaults;
 * spec 002's texts (no workshops, …) are in the booking's texts (`useServiceBookingText`). Every key
 * starts with `serviceBooking`, the prefix the booking page loads.
 */
import { defineTexts } from '../../runtime';

export const WORKSHOP_CHOOSER_TEXTS = {
  serviceBookingWorkshopSort: 'Sortera verkstäderna',
  serviceBookingWorkshopNearest: 'Närmast',
  serviceBookingWorkshopFirstTime: 'Första lediga tid',
  serviceBookingWorkshopList: 'Verkstäder nära dig',
  serviceBookingWorkshopLoading: 'Söker verkstäder nära dig …',
  serviceBookingWorkshopFirstSlot: 'Första lediga tid: {{time}}',
  serviceBookingWorkshopNoFreeSlot: 'Inga lediga tider just nu',
  serviceBookingWorkshopBrands: 'Märken: {{brands}}',
  serviceBookingWorkshopMoreBrands: '{{brands}} med flera',
  serviceBookingWorkshopChoose: 'Välj',
  serviceBookingWorkshopChooseName: 'Välj {{name}}',
  serviceBookingWorkshopShowOnMap: 'Visa på kartan',
  serviceBookingWorkshopLoadMore: 'Hämta fler',
  serviceBookingWorkshopMapTitle: 'Karta över {{name}}',
  serviceBookingWorkshopOpenInMaps: 'Öppna i kartor',
} as const;

export const useWorkshopChooserText = defineTexts(WORKSHOP_CHOOSER_TEXTS);
