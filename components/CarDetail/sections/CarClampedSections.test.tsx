// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sectionCar, stubLayout } from '../../../tests/fixtures/carSections';
import { renderWithSite } from '../../../tests/render/renderWithSite';
import { CarDescription } from './CarDescription';
import { CarEquipment } from './CarEquipment';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const EQUIPMENT = [
  'Parkeringssensorer bak',
  'Android Auto',
  'Eluppvärmda framsäten',
  'Regnsensor',
  'Alufälgar 17"',
  'Motorvärmare',
  'Skinnklädsel',
  'Harman Kardon ljudsystem',
];

const shownItems = () => screen.queryAllByRole('listitem').map((item) => item.textContent);
const toggle = () => screen.queryByRole('button', { name: /^Visa (mer|mindre)$/ });

describe('CarEquipment', () => {
  it('is the #equipment section with an h2 and the items as a list', () => {
    stubLayout(40);
    renderWithSite(<CarEquipment car={sectionCar({ car_equipment: EQUIPMENT })} layout="standard" />);
    const heading = screen.getByRole('heading', { level: 2, name: 'Utrustning' });
    expect(heading.closest('section')?.id).toBe('equipment');
    expect(shownItems()).toEqual(EQUIPMENT);
  });

  it('offers show more only when the list is taller than 50 px, and expands it', () => {
    stubLayout(51.5);
    renderWithSite(<CarEquipment car={sectionCar({ car_equipment: EQUIPMENT })} layout="standard" />);
    const button = toggle();
    expect(button?.getAttribute('aria-expanded')).toBe('false');
    const region = document.getElementById(button?.getAttribute('aria-controls') ?? '');
    expect(region?.textContent).toContain('Harman Kardon ljudsystem');
    expect(getComputedStyle(region as HTMLElement).maxHeight).toBe('50px');

    fireEvent.click(button as HTMLElement);
    expect(button?.getAttribute('aria-expanded')).toBe('true');
    expect(button?.textContent).toBe('Visa mindre');
    expect(getComputedStyle(region as HTMLElement).maxHeight).toBe('none');
  });

  it('shows 190 px in the single-column layout before it needs a toggle', () => {
    stubLayout(150);
    const { unmount } = renderWithSite(
      <CarEquipment car={sectionCar({ car_equipment: EQUIPMENT })} layout="singleColumn" />,
    );
    expect(toggle()).toBeNull();
    unmount();

    renderWithSite(<CarEquipment car={sectionCar({ car_equipment: EQUIPMENT })} layout="standard" />);
    expect(toggle()).not.toBeNull();
  });

  it('measures again when the layout changes size (a narrower window wraps the list higher)', () => {
    const layout = stubLayout(48);
    renderWithSite(<CarEquipment car={sectionCar({ car_equipment: EQUIPMENT })} layout="standard" />);
    expect(toggle()).toBeNull();
    layout.resizeTo(120);
    expect(toggle()).not.toBeNull();
    layout.resizeTo(44);
    expect(toggle()).toBeNull();
  });

  it('shows a sample car’s first 3 items, the rest behind show more', () => {
    stubLayout(400);
    renderWithSite(
      <CarEquipment car={sectionCar({ car_is_sample: true, car_equipment: EQUIPMENT })} layout="standard" />,
    );
    expect(shownItems()).toEqual(EQUIPMENT.slice(0, 3));
    fireEvent.click(toggle() as HTMLElement);
    expect(shownItems()).toEqual(EQUIPMENT);
    fireEvent.click(toggle() as HTMLElement);
    expect(shownItems()).toHaveLength(3);
  });

  it('shows all of a sample car’s items, without a toggle, when it has 4 or fewer', () => {
    stubLayout(400);
    const four = EQUIPMENT.slice(0, 4);
    renderWithSite(
      <CarEquipment car={sectionCar({ car_is_sample: true, car_equipment: four })} layout="standard" />,
    );
    expect(shownItems()).toEqual(four);
    expect(toggle()).toBeNull();
  });

  it('renders nothing for a car without equipment', () => {
    stubLayout(0);
    const { container, unmount } = renderWithSite(
      <CarEquipment car={sectionCar({ car_equipment: undefined })} layout="standard" />,
    );
    expect(container.textContent).toBe('');
    unmount();
    const blank = renderWithSite(
      <CarEquipment car={sectionCar({ car_equipment: ['', ' '] })} layout="standard" />,
    );
    expect(blank.container.textContent).toBe('');
  });
});

describe('CarDescription', () => {
  const description =
    'Nu finns den här fina Volvo V90 hos oss.\nVälkommen att boka en provkörning!\n\n\nMed reservation för att bilen kan vara såld.';

  it('keeps the seller’s paragraphs and line breaks under an h2', () => {
    stubLayout(120);
    const { container } = renderWithSite(
      <CarDescription car={sectionCar({ car_description: description })} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Beskrivning' })).toBeTruthy();
    const paragraphs = [...container.querySelectorAll('p')].map((paragraph) => paragraph.textContent);
    expect(paragraphs).toEqual([
      'Nu finns den här fina Volvo V90 hos oss.\nVälkommen att boka en provkörning!',
      'Med reservation för att bilen kan vara såld.',
    ]);
    expect(getComputedStyle(container.querySelector('p') as HTMLElement).whiteSpace).toBe('pre-line');
  });

  it('collapses at 300 px with show more only when the text is taller', () => {
    const layout = stubLayout(300);
    renderWithSite(<CarDescription car={sectionCar({ car_description: description })} />);
    expect(toggle()).toBeNull();
    layout.resizeTo(480);
    const button = toggle() as HTMLElement;
    const region = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(getComputedStyle(region).maxHeight).toBe('300px');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(getComputedStyle(region).maxHeight).toBe('none');
  });

  it('renders nothing without a description', () => {
    stubLayout(0);
    const { container } = renderWithSite(<CarDescription car={sectionCar({ car_description: ' \n\n ' })} />);
    expect(container.textContent).toBe('');
  });
});
