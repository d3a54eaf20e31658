// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { testSite } from '../../tests/fixtures/testSite';
import { listPictureLoading } from '../cards/pictureLoading';
import { CarCard } from './CarCard';
import { renderWithSite, withSite } from '../../tests/render/renderWithSite';
import { testCar } from '../../tests/fixtures/testCar';

/** Intl puts no-break spaces in amounts; tests compare with plain spaces. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const card = () => screen.getByRole('article');

describe('CarCard price', () => {
  it('shows the campaign price with the retail price struck through when the car has one', () => {
    const { container } = renderWithSite(
      <CarCard
        car={testCar({
          car_has_campaign_price: true,
          car_price_text: '399 900 kr',
          car_campaign_price_text: '399 900 kr',
          car_retail_price_text: '449 900 kr',
        })}
      />,
    );
    const struck = container.querySelector('s');
    expect(struck?.textContent).toBe('Ordinarie pris: 449 900 kr');
    expect(within(card()).getByText('399 900 kr').textContent).toBe('Kampanjpris: 399 900 kr');
    expect(within(card()).getByText('Kampanj')).toBeTruthy();
  });

  it('shows only the price, nothing struck, without car_has_campaign_price', () => {
    const { container } = renderWithSite(
      <CarCard
        car={testCar({
          car_price_text: '449 900 kr',
          car_campaign_price_text: '399 900 kr',
          car_retail_price_text: '449 900 kr',
        })}
      />,
    );
    expect(container.querySelector('s')).toBeNull();
    expect(within(card()).getByText('449 900 kr')).toBeTruthy();
    expect(within(card()).queryByText(/399 900/)).toBeNull();
    expect(within(card()).queryByText('Kampanj')).toBeNull();
  });

  it('says prices of light commercial vehicles are without VAT, others with VAT', () => {
    renderWithSite(
      <>
        <CarCard car={testCar({ car_id: '1', car_vehicle_type_code: 'LCV' })} />
        <CarCard car={testCar({ car_id: '2', car_vehicle_type_code: 'PC' })} />
      </>,
    );
    const [lcv, pc] = screen.getAllByRole('article');
    expect(within(lcv as HTMLElement).getByText('exkl. moms')).toBeTruthy();
    expect(within(lcv as HTMLElement).queryByText('inkl. moms')).toBeNull();
    expect(within(pc as HTMLElement).getByText('inkl. moms')).toBeTruthy();
  });

  it('labels deductible VAT only when the car is VAT eligible', () => {
    renderWithSite(
      <>
        <CarCard car={testCar({ car_id: '1', car_vat_eligible: true })} />
        <CarCard car={testCar({ car_id: '2', car_vat_eligible: false })} />
      </>,
    );
    const [eligible, other] = screen.getAllByRole('article');
    expect(within(eligible as HTMLElement).getByText('Avdragsgill moms')).toBeTruthy();
    expect(within(other as HTMLElement).queryByText('Avdragsgill moms')).toBeNull();
  });

  it('shows the monthly cost in the site currency only when the car has one', () => {
    renderWithSite(
      <>
        <CarCard car={testCar({ car_id: '1', car_loan_monthly_cost: 2995 })} />
        <CarCard car={testCar({ car_id: '2' })} />
      </>,
    );
    const [withLoan, without] = screen.getAllByRole('article');
    expect(plain(within(withLoan as HTMLElement).getByText(/^fr\./).textContent)).toBe('fr. 2 995 kr/mån');
    expect(within(without as HTMLElement).queryByText(/^fr\./)).toBeNull();
  });

  it('formats the monthly cost for the market and uses its dictionary', () => {
    const site = testSite({ locale: 'en-GB', currency: 'GBP', languages: ['en'], defaultLanguage: 'en' });
    renderWithSite(<CarCard car={testCar({ car_loan_monthly_cost: 2995.4 })} />, {
      site,
      dictionary: { carMonthlyCost: 'from {{price}}/month', carVatIncluded: 'incl. VAT' },
    });
    expect(screen.getByText('from £2,995/month')).toBeTruthy();
    expect(screen.getByText('incl. VAT')).toBeTruthy();
  });
});

describe('CarCard content', () => {
  it('is one link to the car page named by brand, model and version', () => {
    renderWithSite(<CarCard car={testCar({ car_id: '4711', slug: 'begagnad-suv-el-2023-kia-ev6' })} />);
    const links = within(card()).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('/bil/4711/begagnad-suv-el-2023-kia-ev6');
    expect(screen.getByRole('link', { name: 'Volvo XC60 T8 AWD Recharge Inscription' })).toBe(links[0]);
  });

  it('keeps the compare toggle outside the link, inside the card', () => {
    renderWithSite(<CarCard car={testCar()} />);
    const toggle = screen.getByRole('button', { name: 'Jämför Volvo XC60 T8 AWD Recharge Inscription' });
    expect(card().contains(toggle)).toBe(true);
    expect(toggle.closest('a')).toBeNull();
    expect(within(screen.getByRole('link')).queryByRole('button')).toBeNull();
  });

  it('has no compare toggle when asked not to', () => {
    renderWithSite(<CarCard car={testCar()} compare={false} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('has brand and model as its heading, at the level asked for', () => {
    renderWithSite(
      <>
        <CarCard car={testCar({ car_id: '1' })} />
        <CarCard car={testCar({ car_id: '2', car_brand: 'Kia', car_model: 'EV6' })} headingLevel="h2" />
      </>,
    );
    expect(screen.getByRole('heading', { level: 3 }).textContent).toMatch(/^Volvo XC60/);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toMatch(/^Kia EV6/);
  });

  it('lists the key facts and the dealer city', () => {
    renderWithSite(<CarCard car={testCar()} />);
    for (const fact of [
      'Årsmodell: 2022',
      'Miltal: 4 500 mil',
      'Drivmedel: Laddhybrid',
      'Växellåda: Automat',
    ])
      expect(within(card()).getByText(fact.split(': ')[1] as string).parentElement?.textContent).toBe(fact);
    expect(within(card()).getByText('Göteborg').parentElement?.textContent).toBe('Ort: Göteborg');
  });

  it('shows badges for sample cars and the car of the week', () => {
    renderWithSite(<CarCard car={testCar({ car_is_sample: true, caroftheweek: true })} />);
    const badges = within(card())
      .getAllByRole('listitem')
      .filter((item) => item.dataset.kind);
    expect(badges.map((badge) => badge.textContent)).toEqual(['Veckans bil', 'Demobil']);
  });

  it('uses the blur placeholder of the record; only a priority picture is fetched ahead of the others', () => {
    const blur = 'data:image/jpeg;base64,AAAA';
    const { container } = renderWithSite(
      <>
        <CarCard
          car={testCar({
            car_id: '1',
            car_primary_image: { thumbnail_url: '/-/media/cars/1.jpg', blur_data_url: blur },
          })}
          pictureLoading="priority"
        />
        <CarCard car={testCar({ car_id: '2' })} pictureLoading="eager" />
        <CarCard car={testCar({ car_id: '3' })} />
      </>,
    );
    const images = [...container.querySelectorAll('img')];
    expect(images[0]?.style.backgroundImage).toContain(blur);
    expect(images[1]?.style.backgroundImage).toBe('');
    expect(
      images.map((image) => [image.getAttribute('loading'), image.getAttribute('fetchpriority')]),
    ).toEqual([
      ['eager', 'high'],
      ['eager', null],
      ['lazy', null],
    ]);
  });

  it('loads a list’s first row at once, its first picture first of all', () => {
    expect([0, 1, 2, 3, 47].map(listPictureLoading)).toEqual(['priority', 'eager', 'eager', 'lazy', 'lazy']);
  });

  it('has the server preload an eager picture’s 1x source, the one a 1x screen shows, and not only the 2x', () => {
    const html = renderToString(
      withSite(<CarCard car={testCar({ car_id: '1' })} pictureLoading="eager" />, {}),
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    const image = container.querySelector('img');
    const preload = container.querySelector('link[rel="preload"][as="image"]');
    const candidates = (preload?.getAttribute('imagesrcset') ?? '').split(', ');
    expect(candidates).toEqual([`${image?.getAttribute('src')} 1x`, expect.stringMatching(/ 2x$/)]);
    expect(image?.getAttribute('srcset')).toBe(preload?.getAttribute('imagesrcset'));
  });
});
