// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { marketSite, sectionCar } from '../../../tests/fixtures/carSections';
import { renderWithSite } from '../../../tests/render/renderWithSite';
import { CarOverview } from './CarOverview';
import { CarTechnicalData } from './CarTechnicalData';

/** Intl puts no-break spaces in numbers; tests compare with plain spaces. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const shownLabels = () => screen.queryAllByRole('term').map((term) => term.textContent);

/** The value shown for a label (only among rows that are visible). */
const valueOf = (label: string) => {
  const term = screen.getAllByRole('term').find((candidate) => candidate.textContent === label);
  if (!term?.parentElement) throw new Error(`no visible row "${label}"`);
  return plain(within(term.parentElement).getByRole('definition').textContent);
};

const expandAll = () => fireEvent.click(screen.getByRole('button', { name: 'Visa mer' }));

describe('CarOverview', () => {
  it('is the #overview section with an h2', () => {
    renderWithSite(<CarOverview car={sectionCar()} />);
    const heading = screen.getByRole('heading', { level: 2, name: 'Översikt' });
    expect(heading.closest('section')?.id).toBe('overview');
    expect(screen.getByRole('region', { name: 'Översikt' })).toBeTruthy();
  });

  it('shows the first five facts, the rest behind show more, and folds them again', () => {
    renderWithSite(<CarOverview car={sectionCar()} />);
    expect(shownLabels()).toEqual(['Årsmodell', 'Miltal', 'Drivmedel', 'Växellåda', 'Drivning']);
    const toggle = screen.getByRole('button', { name: 'Visa mer' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')?.tagName).toBe('DL');

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Visa mindre');
    expect(shownLabels()).toEqual([
      'Årsmodell',
      'Miltal',
      'Drivmedel',
      'Växellåda',
      'Drivning',
      'Kaross',
      'Färg',
      'Säten',
      'Dörrar',
      'Registreringsnummer',
      'Första registrering',
      'Skick',
      'Chassinummer',
      'Anläggning',
    ]);
    expect(valueOf('Registreringsnummer')).toBe('OXN724');
    expect(valueOf('Anläggning')).toBe('Car Store Västerås');

    fireEvent.click(toggle);
    expect(shownLabels()).toHaveLength(5);
  });

  it('skips facts the record lacks, so the next ones move up', () => {
    renderWithSite(
      <CarOverview
        car={sectionCar({
          car_drive: undefined,
          car_color: '',
          car_regno: undefined,
          car_site_city: 'Uppsala',
        })}
      />,
    );
    expect(shownLabels()).toEqual(['Årsmodell', 'Miltal', 'Drivmedel', 'Växellåda', 'Kaross']);
    expandAll();
    expect(shownLabels()).not.toContain('Färg');
    expect(shownLabels()).not.toContain('Registreringsnummer');
    expect(valueOf('Anläggning')).toBe('Car Store Västerås, Uppsala');
  });

  it.each([
    ['sv-SE', 'SEK', 'sv-SE', '2023-05-22'],
    ['nb-NO', 'NOK', 'nb-NO', '2023-05-22'],
    ['fi-FI', 'EUR', 'fi-FI', '2023-05-22'],
    ['sk-SK', 'EUR', 'sk-SK', '2023-05-22'],
    ['en-GB', 'GBP', 'en-GB', '22/05/2023'],
    ['en-GB', 'SEK', 'en', '22/05/2023'],
  ])(
    'writes the first registration for %s pages in %s as the language reads it (%s)',
    (locale, currency, language, shown) => {
      renderWithSite(<CarOverview car={sectionCar()} />, { site: marketSite(locale, currency, language) });
      expandAll();
      expect(valueOf('Första registrering')).toBe(shown);
    },
  );
});

describe('CarTechnicalData', () => {
  it('shows the record’s formatted texts as they are, power first, five before show more', () => {
    renderWithSite(<CarTechnicalData car={sectionCar()} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Teknisk data' })).toBeTruthy();
    expect(shownLabels()).toEqual([
      'Effekt',
      'Acceleration 0–100 km/h',
      'Bränsleförbrukning, blandad körning',
      'CO₂-utsläpp, blandad körning',
      'Elförbrukning (WLTP)',
    ]);
    expect(valueOf('Effekt')).toBe('350 hk (257 kW)');
    expect(valueOf('Bränsleförbrukning, blandad körning')).toBe('0,11 l/mil');
    expandAll();
    expect(shownLabels()).toHaveLength(18);
    expect(valueOf('Batterikapacitet')).toBe('18,8 kWh');
    expect(valueOf('Tjänstevikt')).toBe('2 070 kg');
  });

  it.each([
    ['sv-SE', 'SEK', '12,68', '10 215 kr/mån', '1 020 hk'],
    ['nb-NO', 'NOK', '12,68', '10 215 kr/mån', '1 020 hk'],
    ['fi-FI', 'EUR', '12,68', '10 215 €/mån', '1 020 hk'],
    ['sk-SK', 'EUR', '12,68', '10 215 €/mån', '1 020 hk'],
    ['en-GB', 'GBP', '12.68', '£10,215/mån', '1,020 hk'],
  ])('formats the numbers in the %s market’s format', (locale, currency, ratio, benefit, power) => {
    renderWithSite(
      <CarTechnicalData
        car={sectionCar({ car_price_currency: currency, car_power_text: undefined, car_power: 1020 })}
      />,
      { site: marketSite(locale, currency) },
    );
    expandAll();
    expect(valueOf('Nybilspris i prisbasbelopp')).toBe(ratio);
    expect(valueOf('Förmånsvärde')).toBe(benefit);
    expect(valueOf('Effekt')).toBe(power);
    expect(valueOf('Euro NCAP')).toBe('5 av 5 stjärnor');
  });

  it('reads its labels and value templates from the market’s dictionary', () => {
    renderWithSite(<CarTechnicalData car={sectionCar({ car_price_currency: 'GBP', car_ncapstars: 4 })} />, {
      site: marketSite('en-GB', 'GBP'),
      dictionary: {
        carDetailShowMore: 'Show more',
        carDetailBeneficialValue: 'Benefit in kind',
        carDetailBeneficialValueAmount: '{{amount}} per month',
        carDetailNcapStarsValue: '{{stars}} of 5 stars',
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(valueOf('Benefit in kind')).toBe('£10,215 per month');
    expect(valueOf('Euro NCAP')).toBe('4 of 5 stars');
  });

  it('leaves out what the market’s records lack (no PBB ratio or benefit value outside Sweden)', () => {
    renderWithSite(
      <CarTechnicalData
        car={sectionCar({
          car_pbbratio: undefined,
          car_beneficial_value: undefined,
          car_ncapstars: undefined,
          car_fuel_combined: undefined,
          car_fuel_tank_capacity: '',
        })}
      />,
    );
    expandAll();
    const labels = shownLabels();
    expect(labels).toHaveLength(13);
    for (const missing of ['Nybilspris i prisbasbelopp', 'Förmånsvärde', 'Euro NCAP', 'Tankvolym']) {
      expect(labels).not.toContain(missing);
    }
  });

  it('offers show more only when there are more than five rows', () => {
    const onlyText = {
      car_power_text: undefined,
      car_power: undefined,
      car_wltp_electric_consumption: undefined,
      car_wltp_electric_range: undefined,
      car_electric_range: undefined,
      car_battery_size: undefined,
      car_ac_charging_speed: undefined,
      car_fuel_tank_capacity: undefined,
      car_cargo_volume: undefined,
      car_service_weight: undefined,
      car_ncapstars: undefined,
      car_pbbratio: undefined,
      car_beneficial_value: undefined,
    };
    const { unmount } = renderWithSite(
      <CarTechnicalData car={sectionCar({ ...onlyText, car_height: undefined })} />,
    );
    expect(shownLabels()).toHaveLength(5);
    expect(screen.queryByRole('button')).toBeNull();
    unmount();

    renderWithSite(<CarTechnicalData car={sectionCar(onlyText)} />);
    expect(shownLabels()).toHaveLength(5);
    expandAll();
    expect(shownLabels()).toHaveLength(6);
  });

  it('renders nothing for a record without technical data', () => {
    const { container } = renderWithSite(
      <CarTechnicalData
        car={sectionCar({
          car_power_text: undefined,
          car_power: undefined,
          car_acceleration: undefined,
          car_emission_mixed: undefined,
          car_fuel_combined: undefined,
          car_wltp_electric_consumption: undefined,
          car_wltp_electric_range: undefined,
          car_electric_range: undefined,
          car_fuel_tank_capacity: undefined,
          car_battery_size: undefined,
          car_ac_charging_speed: undefined,
          car_service_weight: undefined,
          car_cargo_volume: undefined,
          car_height: undefined,
          car_length: undefined,
          car_width: undefined,
          car_ncapstars: undefined,
          car_pbbratio: undefined,
          car_beneficial_value: undefined,
        })}
      />,
    );
    expect(container.textContent).toBe('');
  });
});
