import { describe, expect, it } from 'vitest';
import faqSchema from '../../components/Faq/faq.schema.json';
import heroBannerSchema from '../../components/HeroBanner/heroBanner.schema.json';
import { fieldRows } from './fieldRows';

describe('fieldRows', () => {
  it('lists each field with its shared shape, whether it is required and its description', () => {
    expect(fieldRows(faqSchema)).toEqual([
      { name: 'Title', type: 'TextField', required: false, description: null },
      {
        name: 'Items',
        type: 'item list',
        required: false,
        description: 'The questions and answers, in order.',
      },
      { name: 'Items[].Title', type: 'TextField', required: true, description: null },
      {
        name: 'Items[].Content',
        type: 'RichTextField',
        required: true,
        description: 'HTML authored in the content editor.',
      },
    ]);
  });

  it('names the values a component allows a shared shape', () => {
    const rows = fieldRows(heroBannerSchema);
    expect(rows.find((row) => row.name === 'TitleTag')?.type).toBe('TextField (h1 | h2 | h3)');
    expect(rows.find((row) => row.name === 'Image')?.type).toBe('ImageField');
  });

  it('reads inline types, lists of plain values and alternatives', () => {
    const schema = {
      type: 'object',
      properties: {
        count: { type: 'integer', description: 'How many.' },
        tags: { type: 'array', items: { type: 'string' } },
        either: { oneOf: [{ type: 'string' }, { type: 'number' }] },
      },
      required: ['count'],
    };
    expect(fieldRows(schema)).toEqual([
      { name: 'count', type: 'integer', required: true, description: 'How many.' },
      { name: 'tags', type: 'string[]', required: false, description: null },
      { name: 'either', type: 'string | number', required: false, description: null },
    ]);
  });

  it('has no rows for a schema without properties', () => {
    expect(fieldRows({ type: 'object' })).toEqual([]);
  });
});
