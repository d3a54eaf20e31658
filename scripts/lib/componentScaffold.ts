/**
 * What `npm run new-component -- <Name>` writes (scripts/newComponent.ts): the rules a new component's
 * name must meet, and the files of its folder — the registry entry, the component (its fields rendered
 * through JSS's field helpers, so editors edit them in place), its field schema built from
 * schemas/fields.schema.json, a Vitest test and its catalogue examples. Pure: the CLI does the writing.
 */
import { componentSlug } from '../../runtime/catalogue/catalogueSlugs';

const FIELDS = 'https://schemas.car-retail.internal/fields.schema.json#/$defs';
const MAX_NAME_LENGTH = 60;

/** PascalCase: a capital letter, then lower-case letters or digits, word after word (`PriceBadge`, `CarouselV2`). */
const PASCAL_CASE = /^(?:[A-Z][a-z0-9]+)(?:[A-Z][a-z0-9]*)*$/;

/**
 * Names the written code or the generated registry maps already use for something else (the template's
 * imports; registry/components.generated.ts's `ComponentProps` and `ComponentName`).
 */
const RESERVED = new Set([
  'Box',
  'Container',
  'Typography',
  'JssRichText',
  'JssText',
  'RenderingProps',
  'ComponentProps',
  'ComponentName',
]);

/** Why a name cannot be a new component next to the existing ones, or null when it can. */
export function componentNameProblem(name: string, existing: readonly string[]): string | null {
  if (!PASCAL_CASE.test(name) || name.length > MAX_NAME_LENGTH) {
    return `"${name}" is not a component name: PascalCase letters and digits, starting with a capital letter and at most ${MAX_NAME_LENGTH} characters, e.g. PriceBadge`;
  }
  const taken = existing.find((other) => other.toLowerCase() === name.toLowerCase());
  if (taken === name) return `components/${name} already exists: pick another name`;
  if (taken) {
    return `components/${taken} already exists, and "${name}" differs from it only in case (one folder on macOS and Windows): pick another name`;
  }
  if (RESERVED.has(name) || name.endsWith('Chunk')) {
    return `"${name}" is a name the component's own code or the registry maps use (a …Chunk name is a lazily loaded component's): pick another name`;
  }
  return null;
}

/** `PriceBadge` → `priceBadge`, its schema file's name. */
const camel = (name: string) => `${name[0]?.toLowerCase() ?? ''}${name.slice(1)}`;

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

function schema(name: string): string {
  return json({
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: `https://schemas.car-retail.internal/components/${name}.schema.json`,
    title: `${name}Fields`,
    description: `${name}: a heading (h2) and a text under it. Written by npm run new-component: describe here what the block is for, every field and rendering parameter it reads.`,
    type: 'object',
    properties: {
      heading: { $ref: `${FIELDS}/TextField`, description: "The block's heading, an h2." },
      text: {
        $ref: `${FIELDS}/RichTextField`,
        description: 'The text under the heading, as written in the content editor; none when empty.',
      },
    },
    required: ['heading'],
    additionalProperties: false,
  });
}

function entry(name: string): string {
  return `import { defineComponent } from '../../runtime';
import type { ${name}Fields } from './fields.generated';
import ${name} from './${name}';
import fieldsSchema from './${camel(name)}.schema.json';

export default defineComponent<${name}Fields>({ component: ${name}, fieldsSchema });
`;
}

function component(name: string): string {
  return `/**
 * ${name}: a heading and a text. Its fields render through JSS's field helpers (Text, RichText), so editors
 * edit them in place in the page editor. Written by \`npm run new-component\`.
 */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { RichText as JssRichText, Text as JssText } from '@sitecore-jss/sitecore-jss-nextjs';
import type { RenderingProps } from '../../runtime';
import type { ${name}Fields } from './fields.generated';

export default function ${name}({ fields }: RenderingProps<${name}Fields>) {
  return (
    <Container component="section" maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h2">
        <JssText field={fields.heading} />
      </Typography>
      {fields.text && (
        <Typography component={Box} sx={{ mt: 2, '& p': { my: 1.5, lineHeight: 1.7 } }}>
          <JssRichText field={fields.text} />
        </Typography>
      )}
    </Container>
  );
}
`;
}

function test(name: string): string {
  const uid = componentSlug(name);
  return `// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { componentFieldsValidator } from '../../runtime/config/schemaValidator';
import { layoutWith, renderSitePage } from '../../tests/render/renderSitePage';
import catalogue from './catalogue.json';
import fieldsSchema from './${camel(name)}.schema.json';
import type { ${name}Fields } from './fields.generated';

const render${name} = (fields: ${name}Fields, pageEditing = false) =>
  renderSitePage(layoutWith([{ uid: '${uid}', componentName: '${name}', fields }], { pageEditing }));

describe('${name}', () => {
  it('accepts the fields of its catalogue examples', () => {
    for (const example of catalogue.examples) {
      expect(componentFieldsValidator(fieldsSchema)(example.fields), example.name).toBe(true);
    }
  });

  it('shows the heading and the text', () => {
    render${name}({
      heading: { value: 'Provkör utan tidsbokning' },
      text: { value: '<p>Välkommen till någon av våra <strong>tre butiker</strong>.</p>' },
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Provkör utan tidsbokning' })).toBeTruthy();
    expect(screen.getByText('tre butiker').tagName).toBe('STRONG');
  });

  it('renders its fields editable in the page editor', () => {
    const { container } = render${name}(
      {
        heading: {
          value: 'Rubrik',
          editable: '<span class="scWebEditInput" contenteditable="true" data-field="heading">Rubrik</span>',
        },
        text: {
          value: '<p>Text</p>',
          editable: '<span class="scWebEditInput" contenteditable="true" data-field="text"><p>Text</p></span>',
        },
      },
      true,
    );
    const editable = [...container.querySelectorAll('.scWebEditInput')].map((field) => field.getAttribute('data-field'));
    expect(editable).toEqual(['heading', 'text']);
  });
});
`;
}

function catalogue(): string {
  return json({
    $schema: '../../schemas/catalogue.schema.json',
    examples: [
      {
        name: 'Heading and text',
        description: 'Both fields, as an editor fills them in.',
        fields: {
          heading: { value: 'Vi hjälper dig hela vägen till nästa bil' },
          text: {
            value:
              '<p>Provkör utan tidsbokning, få besked om billånet inom fem minuter och hämta bilen när det passar dig – eller få den levererad hem.</p>',
          },
        },
      },
      {
        name: 'Heading only',
        description: 'The text is optional.',
        fields: { heading: { value: 'Nyinkomna bilar varje vecka' } },
      },
    ],
  });
}

/** The new folder's files: path below `components/<Name>/` to content. */
export function componentScaffoldFiles(name: string): Map<string, string> {
  return new Map([
    ['index.ts', entry(name)],
    [`${name}.tsx`, component(name)],
    [`${camel(name)}.schema.json`, schema(name)],
    [`${name}.test.tsx`, test(name)],
    ['catalogue.json', catalogue()],
  ]);
}
