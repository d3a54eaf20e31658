import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formSchemaNames, formValidatorSources, withoutAnnotations } from './formValidators';

const root = process.cwd();

describe('form validator generation', () => {
  it('finds the form schemas by name: schemas/<name>Form.schema.json', () => {
    expect(formSchemaNames(root)).toEqual([
      'carContactForm',
      'kitRequestForm',
      'sellCarForm',
      'serviceBookingForm',
      'tireHotelBookingForm',
    ]);
  });

  it('drops annotations but keeps properties, const and enum values that happen to share their names', () => {
    const schema = {
      title: 'T',
      description: 'about',
      properties: {
        description: { description: 'the field', type: 'string', $comment: 'x' },
        kind: { const: { title: 'kept' } },
        choice: { enum: [{ description: 'kept too' }] },
      },
      items: [{ title: 'gone', type: 'number' }],
      $defs: { a: { examples: ['x'], type: 'string' } },
    };
    expect(withoutAnnotations(schema)).toEqual({
      properties: {
        description: { type: 'string' },
        kind: { const: { title: 'kept' } },
        choice: { enum: [{ description: 'kept too' }] },
      },
      items: [{ type: 'number' }],
      $defs: { a: { type: 'string' } },
    });
  });

  it('writes ES modules with imports only (no require), the types on the exports, no descriptions', () => {
    const sources = formValidatorSources(root);
    const source =
      sources.get(path.join(root, 'ui', 'forms', 'validators', 'serviceBookingForm.generated.ts')) ?? '';
    expect(source).toContain('export const validate: FormValidator = ');
    expect(source).toContain("import { fullFormats } from 'ajv-formats/dist/formats';");
    expect(source).not.toMatch(/\brequire\(/);
    expect(source).not.toContain('"description":"What the visitor wants done."');
    expect(source).toContain('new Date().toISOString().slice(0, 10)');
  });
});
