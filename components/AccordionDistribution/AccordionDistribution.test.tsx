// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { componentFieldsValidator } from '../../runtime/config/schemaValidator';
import { layoutWith, renderSitePage } from '../../tests/render/renderSitePage';
import fieldsSchema from './accordionDistribution.schema.json';

describe('AccordionDistribution', () => {
  it('renders exactly "Not yet implemented", as spec 002 §2 says', () => {
    const layout = layoutWith([
      { uid: 'dist', componentName: 'AccordionDistribution', fields: { Title: { value: 'x' } } },
    ]);
    if (layout.sitecore.route)
      layout.sitecore.route.placeholders = { header: [], footer: [], ...layout.sitecore.route.placeholders };
    renderSitePage(layout);
    expect(screen.getByText('Not yet implemented')).toBeTruthy();
    expect(document.querySelector('main')?.textContent).toBe('Not yet implemented');
  });

  it('accepts whatever fields content gives it, since they are not specified', () => {
    expect(componentFieldsValidator(fieldsSchema)({ Title: { value: 'x' }, Items: [] })).toBe(true);
  });
});
