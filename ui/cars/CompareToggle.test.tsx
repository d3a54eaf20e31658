// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CarSummary } from './carCardFields';
import { CarCard } from './CarCard';
import { carFullName } from './carName';
import { CompareBar } from './CompareBar';
import { COMPARE_STORAGE_KEY, type ComparedCar } from './compareStore';
import { renderWithSite, withSite } from '../../tests/render/renderWithSite';
import { stubSearchApi } from '../../tests/fixtures/stubSearchApi';
import { fullRecord, testCars } from '../../tests/fixtures/testCar';

const api = stubSearchApi();
/** The browser client logs failures with the `console.error` it was created with: this spy, kept quiet. */
const logged = console.error;
const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  if (!String(args[0]).startsWith('Search of index')) logged(...args);
});
afterAll(() => {
  vi.unstubAllGlobals();
  consoleError.mockRestore();
});

beforeEach(() => {
  sessionStorage.clear();
  api.requests.length = 0;
  consoleError.mockClear();
});

const stored = (): ComparedCar[] => JSON.parse(sessionStorage.getItem(COMPARE_STORAGE_KEY) ?? '[]');
const toggle = (car: CarSummary) => screen.getByRole('button', { name: `Jämför ${carFullName(car)}` });
const pressed = (car: CarSummary) => toggle(car).getAttribute('aria-pressed') === 'true';

/** Cars the search knows in full, with ids no other test asks for (the client caches answers). */
function knownCars(count: number, firstId: number): CarSummary[] {
  const cars = testCars(count, firstId);
  for (const car of cars) api.records.set(car.car_id, fullRecord(car));
  return cars;
}

const list = (cars: CarSummary[]) => (
  <>
    {cars.map((car) => (
      <CarCard key={car.car_id} car={car} />
    ))}
    <CompareBar />
  </>
);

describe('CompareToggle', () => {
  it('adds the car, then replaces its list record with the full record from the search', async () => {
    const cars = knownCars(2, 3001);
    const [car] = cars as [CarSummary];
    renderWithSite(list(cars));
    expect(pressed(car)).toBe(false);
    fireEvent.click(toggle(car));
    expect(pressed(car)).toBe(true);
    await waitFor(() => expect(stored()[0]?.car_color).toBe('Svart'));
    expect(stored()).toHaveLength(1);
    expect(stored()[0]).toEqual(fullRecord(car));
    expect(api.requests).toEqual([
      { index: 'carstore-se-vehicles', filters: { car_id: ['3001'] }, limit: 1 },
    ]);
  });

  it('keeps the list record when the search fails (502) or does not know the car', async () => {
    const [failing, unknown] = testCars(2, 3101) as [CarSummary, CarSummary];
    api.failing.add(failing.car_id);
    renderWithSite(list([failing, unknown]));
    fireEvent.click(toggle(failing));
    fireEvent.click(toggle(unknown));
    await waitFor(() => expect(api.requests).toHaveLength(2));
    await waitFor(() => expect(consoleError).toHaveBeenCalledTimes(1));
    expect(String(consoleError.mock.calls[0]?.[1])).toContain('Search service answered 502');
    expect(stored()).toEqual([failing, unknown]);
    expect(pressed(failing) && pressed(unknown)).toBe(true);
  });

  it('removes a selected car', async () => {
    const [car] = knownCars(1, 3201) as [CarSummary];
    renderWithSite(list([car]));
    fireEvent.click(toggle(car));
    await waitFor(() => expect(stored()[0]?.car_color).toBe('Svart'));
    fireEvent.click(toggle(car));
    expect(pressed(car)).toBe(false);
    expect(stored()).toEqual([]);
  });

  it('keeps the list in session storage: a new page shows it again', async () => {
    const cars = knownCars(3, 3301);
    const first = renderWithSite(list(cars));
    fireEvent.click(toggle(cars[0] as CarSummary));
    fireEvent.click(toggle(cars[2] as CarSummary));
    await waitFor(() => expect(stored().map((car) => car.car_color)).toEqual(['Svart', 'Svart']));
    first.unmount();

    renderWithSite(list(cars));
    await waitFor(() => expect(pressed(cars[0] as CarSummary)).toBe(true));
    expect(pressed(cars[1] as CarSummary)).toBe(false);
    expect(pressed(cars[2] as CarSummary)).toBe(true);
    expect(screen.getByRole('button', { name: 'Jämför (2)' })).toBeTruthy();
  });

  it('renders the stored list only after hydration, so server and browser HTML agree', async () => {
    const cars = testCars(2, 3401);
    sessionStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify([cars[1]]));
    const html = renderToString(withSite(list(cars)));
    expect(html).not.toContain('aria-pressed="true"');
    expect(html).not.toContain('Jämför (1)');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, withSite(list(cars))));
    expect(consoleError).not.toHaveBeenCalled();
    await waitFor(() => expect(pressed(cars[1] as CarSummary)).toBe(true));
    expect(screen.getByRole('button', { name: 'Jämför (1)' })).toBeTruthy();
    act(() => root.unmount());
    container.remove();
  });

  it('ignores a stored value that is not a list of cars', async () => {
    const cars = testCars(1, 3501);
    sessionStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify([{ car_id: 7 }, 'x', cars[0]]));
    renderWithSite(list(cars));
    await waitFor(() => expect(pressed(cars[0] as CarSummary)).toBe(true));
    sessionStorage.setItem(COMPARE_STORAGE_KEY, '{not json');
    renderWithSite(<CompareBar />);
    expect(screen.getAllByRole('button', { name: 'Jämför (1)' })).toHaveLength(1);
  });

  it('takes at most 4 cars and says so when a fifth is chosen', async () => {
    const cars = knownCars(5, 3601);
    renderWithSite(list(cars));
    for (const car of cars.slice(0, 4)) fireEvent.click(toggle(car));
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(toggle(cars[4] as CarSummary));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Du kan jämföra högst 4 bilar. Ta bort en bil för att välja en ny.',
    );
    expect(pressed(cars[4] as CarSummary)).toBe(false);
    expect(screen.getByRole('button', { name: 'Jämför (4)' })).toBeTruthy();
    await waitFor(() => expect(stored().every((car) => car.car_color === 'Svart')).toBe(true));
    expect(stored()).toHaveLength(4);

    fireEvent.click(toggle(cars[0] as CarSummary));
    fireEvent.click(toggle(cars[4] as CarSummary));
    expect(pressed(cars[4] as CarSummary)).toBe(true);
    await waitFor(() => expect(stored().at(-1)).toEqual(fullRecord(cars[4] as CarSummary)));
  });
});
