import { describe, expect, it } from 'vitest';
import { componentFieldsValidator } from '../../runtime/config/schemaValidator';
import { isComponentCatalogue } from '../../runtime/catalogue/catalogueExamples';
import { componentNameProblem, componentScaffoldFiles } from './componentScaffold';

const existing = ['CardGrid', 'Faq', 'RichText'];

describe('componentNameProblem', () => {
  it('accepts a new PascalCase name', () => {
    for (const name of ['PriceBadge', 'CarouselV3', 'Map', 'A1'])
      expect(componentNameProblem(name, existing), name).toBeNull();
  });

  it('refuses names that are not PascalCase, with an example of one', () => {
    for (const name of [
      'priceBadge',
      'price-badge',
      'Price_Badge',
      'PRICE',
      'Pris€',
      '',
      'P',
      `A${'b'.repeat(60)}`,
    ]) {
      expect(componentNameProblem(name, existing), name).toMatch(
        /is not a component name: PascalCase .* e\.g\. PriceBadge$/,
      );
    }
  });

  it('refuses an existing name, also one that differs only in case', () => {
    expect(componentNameProblem('Faq', existing)).toBe('components/Faq already exists: pick another name');
    expect(componentNameProblem('Cardgrid', existing)).toMatch(
      /^components\/CardGrid already exists, and "Cardgrid" differs from it only in case/,
    );
  });

  it('refuses names the written code or the registry maps use themselves', () => {
    for (const name of ['Box', 'Typography', 'JssText', 'ComponentProps', 'FaqChunk']) {
      expect(componentNameProblem(name, existing), name).toMatch(
        /is a name the component's own code or the registry maps use/,
      );
    }
  });
});

describe('componentScaffoldFiles', () => {
  const files = componentScaffoldFiles('PriceBadge');

  it('writes the registry entry, component, field schema, test and catalogue examples', () => {
    expect([...files.keys()]).toEqual([
      'index.ts',
      'PriceBadge.tsx',
      'priceBadge.schema.json',
      'PriceBadge.test.tsx',
      'catalogue.json',
    ]);
    expect(files.get('index.ts')).toContain(
      'export default defineComponent<PriceBadgeFields>({ component: PriceBadge, fieldsSchema });',
    );
  });

  it('renders the fields through JSS field helpers, so they are editable', () => {
    const source = files.get('PriceBadge.tsx') ?? '';
    expect(source).toContain('<JssText field={fields.heading} />');
    expect(source).toContain('<JssRichText field={fields.text} />');
  });

  it('builds its field schema from the shared field shapes, and its examples fit it', () => {
    const schema = JSON.parse(files.get('priceBadge.schema.json') ?? '{}') as object;
    expect(schema).toMatchObject({
      $id: 'https://schemas.car-retail.internal/components/PriceBadge.schema.json',
      title: 'PriceBadgeFields',
      properties: {
        heading: { $ref: 'https://schemas.car-retail.internal/fields.schema.json#/$defs/TextField' },
        text: { $ref: 'https://schemas.car-retail.internal/fields.schema.json#/$defs/RichTextField' },
      },
      required: ['heading'],
    });
    const catalogue: unknown = JSON.parse(files.get('catalogue.json') ?? '{}');
    if (!isComponentCatalogue(catalogue)) throw new Error('the catalogue does not fit its schema');
    for (const example of catalogue.examples)
      expect(componentFieldsValidator(schema)(example.fields)).toBe(true);
  });
});
