/**
 * The compare list's actions (spec 001 §4). A toggled car goes into the list at once with its list record,
 * so the button answers immediately and a full list is known before any request; its full record by
 * `car_id` replaces it when the search answers (a failed or empty answer keeps the list record).
 */
import { useAtomValue, useStore } from 'jotai';
import { useSearchClient } from '../../runtime';
import { type CarCardRecord, isCarSummary } from './carCardFields';
import { COMPARE_MAX, compareCarsAtom, compareFullAtom, type ComparedCar } from './compareStore';

export interface CompareList {
  cars: ComparedCar[];
  isSelected(carId: string): boolean;
  /** Removes a selected car; adds any other unless the list is full (then the compare bar says so). */
  toggle(car: CarCardRecord): Promise<void>;
  remove(carId: string): void;
  clear(): void;
}

export function useCompare(): CompareList {
  const store = useStore();
  const cars = useAtomValue(compareCarsAtom, { store });
  const { search } = useSearchClient();

  const setCars = (next: ComparedCar[]) => {
    store.set(compareCarsAtom, next);
    store.set(compareFullAtom, false);
  };
  const remove = (carId: string) => setCars(store.get(compareCarsAtom).filter((car) => car.car_id !== carId));

  const addFullRecord = async (car: CarCardRecord) => {
    const result = await search('vehicles', { filters: { car_id: [car.car_id] }, limit: 1 });
    const record = result.content[0];
    if (!isCarSummary(record) || record.car_id !== car.car_id) return;
    store.set(
      compareCarsAtom,
      store
        .get(compareCarsAtom)
        .map((listed) => (listed.car_id === car.car_id ? { ...listed, ...record } : listed)),
    );
  };

  return {
    cars,
    isSelected: (carId) => cars.some((car) => car.car_id === carId),
    async toggle(car) {
      const current = store.get(compareCarsAtom);
      if (current.some((listed) => listed.car_id === car.car_id)) return remove(car.car_id);
      if (current.length >= COMPARE_MAX) {
        store.set(compareFullAtom, true);
        return;
      }
      setCars([...current, car]);
      await addFullRecord(car);
    },
    remove,
    clear: () => setCars([]),
  };
}
