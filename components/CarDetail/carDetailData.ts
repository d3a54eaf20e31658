/** What the car page's loader hands its component (loader.ts), one of four views. */
import type { Car, SampleSite } from '../../runtime';
import type { AutosOnShowMedia } from '../../schemas/generated/autosOnShow';
import type { CarFinanceData, CarSummary } from '../../ui';
import type { CarDealer, CarPackage } from './carQueries';

export interface CarPageData {
  kind: 'car';
  car: Car;
  /** The page's canonical URL, sent with a lead as its source. */
  pageUrl: string;
  similar: CarSummary[];
  /** A stock car's dealer site, when the sites index has it. */
  dealer?: CarDealer;
  /** A sample car: the dealer sites that sell its brand. */
  sampleSites?: SampleSite[];
  /** A sample car: one car of each other equipment package of its model. */
  packages?: CarPackage[];
  /** Film and 360° views of a car on show (site `features.carsOnShowExtras`). */
  onShow?: AutosOnShowMedia;
  /** The PCP calculator's product and first quote, or why there is none (site `features.financeQuotes`). */
  finance?: CarFinanceData;
}

export interface CarNotFoundData {
  kind: 'notFound';
  /** The keyphrase of the similar cars and of the button to the car list ('' for none). */
  keyphrase: string;
  similar: CarSummary[];
}

export type CarDetailData =
  | CarPageData
  | CarNotFoundData
  /** The search failed: the page shows an error state (503). */
  | { kind: 'error' }
  /** The page answered with a redirect; nothing renders. */
  | { kind: 'redirect' };
