// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CarSummary } from './carCardFields';
import { CarCard } from './CarCard';
import { carFullName } from './carName';
import { CompareBar } from './CompareBar';
import { COMPARE_STORAGE_KEY } from './compareStore';
import { stubModalDialogs } from '../../tests/render/modalDialogs';
import { renderWithSite } from '../../tests/render/renderWithSite';
import { stubSearchApi } from '../../tests/fixtures/stubSearchApi';
import { fullRecord, testCar, testCars } from '../../tests/fixtures/testCar';

const api = stubSearchApi();
beforeAll(stubModalDialogs);
afterAll(() => vi.unstubAllGlobals());
beforeEach(() => sessionStorage.clear());

const bar = () => screen.queryByRole('region', { name: 'Bilar att jämföra' });
const dialog = () => screen.queryByRole('dialog', { name: 'Jämför bilar' });
const toggle = (car: CarSummary) => screen.getByRole('button', { name: `Jämför ${carFullName(car)}` });

/** Cards and the bar, with the given cars already chosen (their full records fetched). */
async function renderChosen(cars: CarSummary[]) {
  for (const car of cars) api.records.set(car.car_id, fullRecord(car));
  renderWithSite(
    <>
      {cars.map((car) => (
        <CarCard key={car.car_id} car={car} />
      ))}
      <CompareBar />
    </>,
  );
  for (const car of cars) fireEvent.click(toggle(car));
  await waitFor(() =>
    expect(JSON.parse(sessionStorage.getItem(COMPARE_STORAGE_KEY) ?? '[]')).toEqual(cars.map(fullRecord)),
  );
}

async function openModal(count: number) {
  fireEvent.click(screen.getByRole('button', { name: `Jämför (${count})` }));
  return screen.findByRole('dialog', { name: 'Jämför bilar' });
}

describe('CompareBar', () => {
  it('shows only while the list has cars: pictures, count, compare and clear', async () => {
    const cars = testCars(2, 4001);
    renderWithSite(
      <>
        {cars.map((car) => (
          <CarCard key={car.car_id} car={car} />
        ))}
        <CompareBar />
      </>,
    );
    expect(bar()).toBeNull();
    fireEvent.click(toggle(cars[0] as CarSummary));
    fireEvent.click(toggle(cars[1] as CarSummary));
    const region = bar() as HTMLElement;
    expect(
      within(region)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual(cars.map(carFullName));
    expect(within(region).getByText('2 av 4 bilar valda')).toBeTruthy();
    fireEvent.click(within(region).getByRole('button', { name: 'Rensa' }));
    expect(bar()).toBeNull();
    expect(JSON.parse(sessionStorage.getItem(COMPARE_STORAGE_KEY) ?? '')).toEqual([]);
    await waitFor(() => expect(api.requests.length).toBeGreaterThanOrEqual(2));
  });
});

describe('CompareModal', () => {
  it('shows the cars side by side with a row per fact, from their full records', async () => {
    const cars = [
      testCar({
        car_id: '4101',
        car_loan_monthly_cost: 3495,
        car_has_campaign_price: true,
        car_campaign_price_text: '399 900 kr',
        car_retail_price_text: '449 900 kr',
      }),
      testCar({
        car_id: '4102',
        car_brand: 'Kia',
        car_model: 'EV6',
        car_version: 'GT-Line AWD',
        car_fuel: 'El',
      }),
    ];
    await renderChosen(cars);
    const modal = await openModal(2);
    const headers = within(modal).getAllByRole('columnheader');
    expect(headers.map((header) => within(header).getByRole('link').textContent)).toEqual([
      'Volvo XC60',
      'Kia EV6',
    ]);
    expect(
      within(headers[0] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe(`/bil/4101/${cars[0]?.slug}`);
    const row = (label: string) =>
      within(within(modal).getByRole('rowheader', { name: label }).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.replace(/[\u00a0\u202f]/g, ' '));
    expect(row('Pris')).toEqual([
      'Kampanjpris: 399 900 krOrdinarie pris: 449 900 krinkl. moms',
      '449 900 krinkl. moms',
    ]);
    expect(row('Drivmedel')).toEqual(['Laddhybrid', 'El']);
    expect(row('Färg')).toEqual(['Svart', 'Svart']);
    expect(row('Effekt')).toEqual(['455 hk (335 kW)', '455 hk (335 kW)']);
    expect(row('Säten')).toEqual(['5', '5']);
    expect(row('Ort')).toEqual(['Göteborg', 'Göteborg']);
    expect(row('Månadskostnad')).toEqual(['fr. 3 495 kr/mån', '–']);
    expect(
      within(modal)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Pris',
      'Årsmodell',
      'Miltal',
      'Drivmedel',
      'Växellåda',
      'Kaross',
      'Effekt',
      'Drivning',
      'Färg',
      'Säten',
      'Dörrar',
      'Ort',
      'Månadskostnad',
    ]);
  });

  it('removes a column; removing the last closes the modal and hides the bar', async () => {
    const cars = testCars(2, 4201);
    await renderChosen(cars);
    const modal = await openModal(2);
    fireEvent.click(
      within(modal).getByRole('button', { name: `Ta bort ${carFullName(cars[0] as CarSummary)}` }),
    );
    expect(within(modal).getAllByRole('columnheader')).toHaveLength(1);
    expect(
      screen
        .getByRole('button', { name: `Jämför ${carFullName(cars[0] as CarSummary)}`, hidden: true })
        .getAttribute('aria-pressed'),
    ).toBe('false');
    fireEvent.click(
      within(modal).getByRole('button', { name: `Ta bort ${carFullName(cars[1] as CarSummary)}` }),
    );
    await waitFor(() => expect(dialog()).toBeNull());
    expect(bar()).toBeNull();
  });

  it('clear empties the list, closes the modal, and the next car does not reopen it', async () => {
    const cars = testCars(3, 4301);
    await renderChosen(cars);
    const modal = await openModal(3);
    fireEvent.click(within(modal).getByRole('button', { name: 'Rensa' }));
    await waitFor(() => expect(dialog()).toBeNull());
    expect(bar()).toBeNull();
    expect(JSON.parse(sessionStorage.getItem(COMPARE_STORAGE_KEY) ?? '')).toEqual([]);

    fireEvent.click(toggle(cars[0] as CarSummary));
    expect(bar()).not.toBeNull();
    expect(dialog()).toBeNull();
    await waitFor(() => expect(sessionStorage.getItem(COMPARE_STORAGE_KEY)).toContain('Svart'));
  });

  it('closes with its close button and keeps the list', async () => {
    const cars = testCars(1, 4401);
    await renderChosen(cars);
    const modal = await openModal(1);
    fireEvent.click(within(modal).getAllByRole('button', { name: 'Stäng' })[0] as HTMLElement);
    await waitFor(() => expect(dialog()).toBeNull());
    expect(bar()).not.toBeNull();
  });
});
