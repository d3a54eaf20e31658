import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Rendering } from '../../../schemas/generated/layout';
import { projectValidator, validateWith } from '../../config/schemaValidator';
import { MALFORMED_RENDERING } from '../../layout/malformedRendering';
import { layoutFromPayload, MalformedLayoutError, type PayloadOrigin } from './layoutPayload';

const origin: PayloadOrigin = { source: 'recorded.json', site: 'carstoresesite', language: 'sv-SE' };

const recorded = (name: string): unknown =>
  JSON.parse(
    readFileSync(new URL(`../../../tests/fixtures/layoutPayloads/${name}.json`, import.meta.url), 'utf8'),
  );

function payloadWith(route: unknown, context: unknown = { pageEditing: false }) {
  return { sitecore: { context, route } };
}

const richText = (uid: string, text: string) => ({
  uid,
  componentName: 'RichText',
  fields: { text: { value: text } },
});

/** The schema's verdict on one rendering field, as `npm run validate` reports it. */
function fieldProblems(field: unknown) {
  const layout = payloadWith({
    name: 'x',
    fields: {},
    placeholders: { main: [{ uid: 'a', componentName: 'RichText', fields: { probe: field } }] },
  });
  layout.sitecore.context = { pageEditing: false, language: 'sv-SE', site: { name: 'carstoresesite' } };
  return validateWith(projectValidator('layout'), layout, 'probe.json');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the layout schema', () => {
  it.each([
    ['a text field', { value: 'Text' }],
    ['a number field', { value: 349900 }],
    ['a checkbox field', { value: true }],
    ['a link field', { value: { href: '/service', text: 'Service', linktype: 'internal', id: '{A1}' } }],
    ['an image field', { value: { src: '/-/media/a.jpg', alt: 'A', width: '640', height: '480' } }],
    ['an empty image field', { value: {} }],
    [
      'a file field',
      {
        value: { src: '/-/media/prislista.pdf', title: 'Prislista', displayName: 'Prislista', size: '2048' },
      },
    ],
    [
      'an item link field',
      { id: '6a1c3e5f', url: '/marken/volvo', name: 'Volvo', displayName: 'Volvo', fields: {} },
    ],
    [
      'a content list field',
      [
        { id: 'a', url: '/a', name: 'a', fields: { Title: { value: 'A' } } },
        { id: 'b', url: '/b', name: 'b', fields: { Brand: { name: 'Volvo', fields: {} } } },
      ],
    ],
    ['an empty content list', []],
    [
      'a field with its editing markup',
      { value: 'Text', editable: '<span class="scWebEditInput">Text</span>' },
    ],
  ])('accepts %s', (_name, field) => {
    expect(fieldProblems(field)).toEqual([]);
  });

  it.each([
    ['a bare string', 'Text', '/sitecore/route/placeholders/main/0/fields/probe'],
    ['a field without value', { text: 'Text' }, '/sitecore/route/placeholders/main/0/fields/probe'],
    [
      'a content list entry without fields',
      [{ id: 'a', name: 'a' }],
      '/sitecore/route/placeholders/main/0/fields/probe/0',
    ],
  ])('rejects %s with its pointer', (_name, field, pointer) => {
    expect(fieldProblems(field).map((problem) => problem.pointer)).toContain(pointer);
  });

  it('accepts editing chromes, SXA dynamic placeholder keys and Sitecore component names', () => {
    for (const name of ['editing-chromes', 'xm-cloud-starter', 'jss-sample-app']) {
      const payload = recorded(name);
      expect(validateWith(projectValidator('layout'), payload, `${name}.json`)).toEqual([]);
    }
  });

  it('still refuses an unknown top-level key in our own files', () => {
    const payload = recorded('route-without-fields') as Record<string, unknown>;
    expect(
      validateWith(projectValidator('layout'), { ...payload, extra: true }, 'x.json').map((p) => p.message),
    ).toContain('unknown property "extra"');
  });
});

describe('layoutFromPayload', () => {
  it('fills what JSS leaves optional: route fields and placeholders, rendering uid, fields, params, placeholders', () => {
    const noFields = layoutFromPayload(recorded('route-without-fields'), origin);
    expect(noFields?.sitecore.route?.fields).toEqual({});
    const noPlaceholders = layoutFromPayload(recorded('route-without-placeholders'), origin);
    expect(noPlaceholders?.sitecore.route?.placeholders).toEqual({});

    const layout = layoutFromPayload(
      payloadWith({ name: 'x', placeholders: { main: [{ componentName: 'RichText' }] } }, {}),
      origin,
    );
    expect(layout?.sitecore.route?.placeholders.main?.[0]).toEqual({
      uid: 'layout:main/0',
      componentName: 'RichText',
      fields: {},
      params: {},
      placeholders: {},
    });
  });

  it("takes a missing context's language and site from the request", () => {
    const layout = layoutFromPayload(payloadWith({ name: 'x' }, undefined), origin);
    expect(layout?.sitecore.context).toEqual({
      pageEditing: false,
      pageState: 'normal',
      language: 'sv-SE',
      site: { name: 'carstoresesite' },
    });
  });

  it('answers null for a route Sitecore did not find', () => {
    expect(layoutFromPayload(payloadWith(null), origin)).toBeNull();
  });

  it("gives a payload without a page state the one its editing flag implies (JSS's NextImage reads it)", () => {
    expect(layoutFromPayload(payloadWith({ name: 'x' }), origin)?.sitecore.context.pageState).toBe('normal');
    expect(layoutFromPayload(recorded('editing-chromes'), origin)?.sitecore.context.pageState).toBe('edit');
  });

  it('keeps editing chromes in editing mode and drops them otherwise', () => {
    const editing = layoutFromPayload(recorded('editing-chromes'), origin);
    expect(editing?.sitecore.route?.placeholders.main).toHaveLength(3);
    const payload = recorded('editing-chromes') as ReturnType<typeof payloadWith>;
    (payload.sitecore.context as { pageEditing: boolean }).pageEditing = false;
    const visiting = layoutFromPayload(payload, origin);
    expect(visiting?.sitecore.route?.placeholders.main).toEqual([
      expect.objectContaining({ componentName: 'RichText' }),
    ]);
  });

  it('shows the default variant of a personalised rendering and drops the others', () => {
    const layout = layoutFromPayload(recorded('personalised'), origin);
    const rendering = layout?.sitecore.route?.placeholders.main?.[0] as Rendering;
    expect(rendering.fields).toEqual({ text: { value: '<p>Standardvariant för alla besökare</p>' } });
    expect(rendering).not.toHaveProperty('experiences');
  });

  it('leaves the payload it was given as it was', () => {
    const payload = recorded('route-without-fields');
    const before = JSON.stringify(payload);
    layoutFromPayload(payload, origin);
    expect(JSON.stringify(payload)).toBe(before);
  });

  it('turns a malformed rendering into the section error, keeps the rest and logs the pointers', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const layout = layoutFromPayload(recorded('malformed-rendering'), origin);
    const main = layout?.sitecore.route?.placeholders.main as Rendering[];
    expect(main.map((rendering) => rendering.componentName)).toEqual([
      'RichText',
      MALFORMED_RENDERING,
      'TwoColumnContainer',
      'RichText',
    ]);
    expect(main[1]?.uid).toBe('66666666-7777-4888-9999-aaaaaaaaaaaa');
    const columns = main[2]?.placeholders;
    expect((columns?.['column-left']?.[0] as Rendering).componentName).toBe('RichText');
    expect(columns?.['column-right']).toEqual([
      expect.objectContaining({ uid: 'layout:main/2/column-right/0', componentName: MALFORMED_RENDERING }),
    ]);
    // The malformed route field is left out; the rest of the route's fields stay.
    expect(layout?.sitecore.route?.fields).toEqual({ metaTitle: { value: 'Delvis trasig' } });

    expect(log).toHaveBeenCalledTimes(1);
    const message = String(log.mock.calls[0]?.[0]);
    expect(message).toContain('recorded.json');
    expect(message).toContain('/sitecore/route/placeholders/main/1/fields/text');
    expect(message).toContain('/sitecore/route/placeholders/main/2/placeholders/column-right/0/uid');
    expect(message).toContain('/sitecore/route/fields/metaDescription');
  });

  it('drops a placeholder whose name or contents are not a placeholder', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const layout = layoutFromPayload(
      payloadWith({
        name: 'x',
        placeholders: { main: [richText('a', '<p>Kvar</p>')], 'bad name!': [], footer: 'not a list' },
      }),
      origin,
    );
    expect(Object.keys(layout?.sitecore.route?.placeholders ?? {})).toEqual(['main']);
  });

  it('refuses, with the pointers, what has nothing to render', () => {
    expect(() => layoutFromPayload('<html>', origin)).toThrow(MalformedLayoutError);
    expect(() => layoutFromPayload(payloadWith({ placeholders: {} }), origin)).toThrow(
      /recorded\.json cannot be rendered: \/sitecore\/route: missing required property "name"/,
    );
  });
});
