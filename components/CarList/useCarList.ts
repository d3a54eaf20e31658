/**
 * The car list's records in the browser (spec 001 §2 "Car list page", §4): the shared progressive search
 * list (ui/listQuery/useSearchList.ts) over the vehicles index with the market's car list config, 48 cars
 * a page, the car list's queries and its card records, one per car_id.
 */
import { type SearchResult, useSite } from '../../runtime';
import {
  CAR_LIST_PAGE_SIZE,
  type CarCardRecord,
  carListConfig,
  carListSearchQueries,
  type SearchListPage,
  useSearchList,
} from '../../ui';
import { carListPage, type CarListData, type CarListPage } from './carListData';

function searchListPage({ cars, ...page }: CarListPage): SearchListPage<CarCardRecord> {
  return { ...page, items: cars };
}

const toPage = (result: SearchResult) => searchListPage(carListPage(result));
const carId = (car: CarCardRecord) => car.car_id;

export function useCarList(data: CarListData) {
  const site = useSite();
  return useSearchList({
    index: 'vehicles',
    config: carListConfig(site),
    initial: searchListPage(data),
    pageSize: CAR_LIST_PAGE_SIZE,
    queries: (state, span) => carListSearchQueries(site, state, span),
    toPage,
    idOf: carId,
  });
}
