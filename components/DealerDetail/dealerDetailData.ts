/**
 * What the dealer page's loader hands its component: the dealer with its latest cars (as car cards), the
 * server's instant (so today's status renders the same on the server and in the hydrating browser), or
 * the maps key when one is configured, or the not-found view, or nothing when the page redirects.
 */
import type { CarCardRecord } from '../../ui';
import type { DealerSite } from '../../schemas/generated/dealerSite';

export interface DealerPageData {
  kind: 'dealer';
  dealer: DealerSite;
  cars: CarCardRecord[];
  /** Epoch milliseconds when the server rendered the page. */
  now: number;
  /** The maps provider's key, when the server has one. */
  mapsKey?: string;
}

export type DealerDetailData = DealerPageData | { kind: 'notFound' } | { kind: 'redirect' };
