// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Rendering } from '../../schemas/generated/layout';
import { componentFieldsValidator } from '../../runtime/config/schemaValidator';
import { layoutWith, renderSitePage } from '../../tests/render/renderSitePage';
import fieldsSchema from './accordion.schema.json';
import type { AccordionFields } from './fields.generated';

/** A page with only these renderings in `main` (empty header and footer, so JSS does not warn). */
function pageWith(main: Rendering[]) {
  const layout = layoutWith(main);
  if (layout.sitecore.route) layout.sitecore.route.placeholders = { header: [], footer: [], main };
  return layout;
}

const fields: AccordionFields = {
  Title: { value: 'Leasing i korthet' },
  Items: [
    {
      id: 'i1',
      fields: { Title: { value: 'Vad ingår?' }, Content: { value: '<p>Service och försäkring.</p>' } },
    },
    {
      id: 'i2',
      fields: { Title: { value: 'Hur länge?' }, Content: { value: '<p>24 till 48 månader.</p>' } },
    },
  ],
};

const renderAccordion = (params: Record<string, string> = {}) =>
  renderSitePage(pageWith([{ uid: 'acc', componentName: 'Accordion', fields, params }]));

const button = (name: string) => screen.getByRole('button', { name });

describe('Accordion field schema', () => {
  it('accepts items with a title and content', () => {
    const validate = componentFieldsValidator(fieldsSchema);
    expect(validate(fields)).toBe(true);
    expect(validate({ Items: [{ id: 'x', fields: { Title: { value: 'Fråga' } } }] })).toBe(false);
  });
});

describe('Accordion', () => {
  it('renders the title and one closed section per item, each a button in a heading', () => {
    renderAccordion();
    expect(screen.getByRole('heading', { level: 2, name: 'Leasing i korthet' })).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Vad ingår?', 'Hur länge?']);
    expect(
      within(headings[0] as HTMLElement)
        .getByRole('button')
        .getAttribute('aria-expanded'),
    ).toBe('false');
    expect(button('Hur länge?').getAttribute('aria-expanded')).toBe('false');
  });

  it('opens and closes a section on click, independently of the others, hiding it while closed', () => {
    renderAccordion();
    expect(screen.queryByRole('region', { name: 'Vad ingår?' })).toBeNull();
    fireEvent.click(button('Vad ingår?'));
    expect(button('Vad ingår?').getAttribute('aria-expanded')).toBe('true');
    expect(button('Hur länge?').getAttribute('aria-expanded')).toBe('false');
    const region = screen.getByRole('region', { name: 'Vad ingår?' });
    expect(region.textContent).toBe('Service och försäkring.');
    expect(button('Vad ingår?').getAttribute('aria-controls')).toBe(region.id);
    fireEvent.click(button('Vad ingår?'));
    expect(button('Vad ingår?').getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: 'Vad ingår?' })).toBeNull();
  });

  it('is operable by keyboard: the sections are native buttons in the tab order', () => {
    renderAccordion();
    const first = button('Vad ingår?');
    expect(first.tagName).toBe('BUTTON');
    expect(first.tabIndex).toBe(0);
    first.focus();
    expect(document.activeElement).toBe(first);
  });

  it('opens the first section when FirstItemOpen is "1"', () => {
    renderAccordion({ FirstItemOpen: '1' });
    expect(button('Vad ingår?').getAttribute('aria-expanded')).toBe('true');
    expect(button('Hur länge?').getAttribute('aria-expanded')).toBe('false');
  });
});
