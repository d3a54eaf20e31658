// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { financedCar } from '../../tests/fixtures/financedCar';
import { renderWithSite, withSite } from '../../tests/render/renderWithSite';
import { stubMatchMedia } from '../../tests/render/stubMatchMedia';
import CarDetail from './CarDetail';
import type { CarPageData } from './carDetailData';

const RENDERING = { uid: 'car-detail', componentName: 'CarDetail' };

const page = (car: CarPageData['car']): CarPageData => ({
  kind: 'car',
  car,
  pageUrl: `https://carstore.se/kopa-bil/bil/${car.car_id}/${car.slug}`,
  similar: [],
});

beforeEach(() => {
  stubMatchMedia(() => false);
});

describe('CarDetail', () => {
  it('starts the next car’s page afresh: its loan calculator shows its own figures, not the last car’s', async () => {
    const first = financedCar();
    const { rerender } = renderWithSite(
      <CarDetail rendering={RENDERING} params={{}} fields={{}} data={page(first)} />,
    );
    fireEvent.click(screen.getByRole('button', { name: /Billån/ }));
    const downPayment = await screen.findByRole('textbox', { name: 'Kontantinsats' });
    fireEvent.change(downPayment, { target: { value: '150000' } });
    fireEvent.keyDown(downPayment, { key: 'Enter' });
    expect((downPayment as HTMLInputElement).value.replace(/\s/g, '')).toBe('150000');

    const loan = first.car_loan_option;
    if (!loan) throw new Error('fixture without loan');
    const next = financedCar({
      car_id: '1002',
      slug: 'begagnad-kombi-2021-volvo-v60',
      car_loan_option: { ...loan, price: 249_900 },
    });
    rerender(withSite(<CarDetail rendering={RENDERING} params={{}} fields={{}} data={page(next)} />));
    expect(screen.getByRole('button', { name: /Billån/ }).getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: /Billån/ }));
    const fresh = await screen.findByRole('textbox', { name: 'Kontantinsats' });
    expect((fresh as HTMLInputElement).value.replace(/\s/g, '')).toBe('50000');
  });
});
