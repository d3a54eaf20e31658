// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Rendering } from '../../schemas/generated/layout';
import { componentFieldsValidator } from '../../runtime/config/schemaValidator';
import { layoutWith, renderSitePage } from '../../tests/render/renderSitePage';
import fieldsSchema from './cardGrid.schema.json';
import { cardGridColumns } from './cardGridColumns';

/** A page with only these renderings in `main` (empty header and footer, so JSS does not warn). */
function pageWith(main: Rendering[]) {
  const layout = layoutWith(main);
  if (layout.sitecore.route) layout.sitecore.route.placeholders = { header: [], footer: [], main };
  return layout;
}

const card = (n: number): Rendering => ({
  uid: `card-${n}`,
  componentName: 'CarModelCard',
  fields: { Title: { value: `Modell ${n}` } },
});

function renderGrid(params: Record<string, string> = {}, title?: string) {
  return renderSitePage(
    pageWith([
      {
        uid: 'grid',
        componentName: 'CardGrid',
        params,
        fields: title ? { Title: { value: title } } : {},
        placeholders: { cards: [card(1), card(2), card(3), card(4)] },
      },
    ]),
  );
}

/** The grid's `grid-template-columns` per media condition, read from the CSS modules in the document. */
function gridColumnsByMedia(grid: Element): Record<string, string> {
  const classes = [...grid.classList].map((name) => `.${name}`);
  const result: Record<string, string> = {};
  const collect = (rules: CSSRuleList, media: string) => {
    for (const rule of rules) {
      if (rule instanceof CSSMediaRule) collect(rule.cssRules, rule.conditionText);
      else if (rule instanceof CSSStyleRule && classes.includes(rule.selectorText)) {
        const columns = rule.style.getPropertyValue('grid-template-columns');
        if (columns) result[media] = columns;
      }
    }
  };
  for (const sheet of document.styleSheets) collect(sheet.cssRules, 'all');
  return result;
}

describe('CardGrid field schema', () => {
  it('accepts an optional title', () => {
    const validate = componentFieldsValidator(fieldsSchema);
    expect(validate({})).toBe(true);
    expect(validate({ Title: { value: 'Våra elbilar' } })).toBe(true);
    expect(validate({ Columns: { value: '4' } })).toBe(false);
  });
});

describe('CardGrid', () => {
  it('renders its title and the cards of its placeholder as grid items', () => {
    renderGrid({}, 'Våra elbilar');
    expect(screen.getByRole('region', { name: 'Våra elbilar' })).toBeTruthy();
    const grid = document.querySelector('[data-card-grid]');
    expect([...(grid?.children ?? [])].map((child) => child.tagName)).toEqual([
      'ARTICLE',
      'ARTICLE',
      'ARTICLE',
      'ARTICLE',
    ]);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Modell 1',
      'Modell 2',
      'Modell 3',
      'Modell 4',
    ]);
  });

  it('has no heading without a title', () => {
    renderGrid();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  it('shows one card per row up to 768px, three up to 1024px and three wider', () => {
    renderGrid();
    expect(gridColumnsByMedia(document.querySelector('[data-card-grid]') as Element)).toEqual({
      all: 'repeat(1, minmax(0, 1fr))',
      '(min-width: 769px)': 'repeat(3, minmax(0, 1fr))',
    });
  });

  it('shows four per row above 1024px when Columns is "4"', () => {
    renderGrid({ Columns: '4' });
    expect(gridColumnsByMedia(document.querySelector('[data-card-grid]') as Element)).toMatchObject({
      '(min-width: 769px)': 'repeat(3, minmax(0, 1fr))',
      '(min-width: 1025px)': 'repeat(4, minmax(0, 1fr))',
    });
  });

  it('ignores other Columns values', () => {
    expect(cardGridColumns('5')).toBe(cardGridColumns(undefined));
  });
});
