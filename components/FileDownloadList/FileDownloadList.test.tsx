// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { componentFieldsValidator } from '../../runtime/config/schemaValidator';
import { layoutWith, renderSitePage } from '../../tests/render/renderSitePage';
import { chromeOf, editableText } from '../../tests/fixtures/editableMarkup';
import type { FileDownloadListFields } from './fields.generated';
import fieldsSchema from './fileDownloadList.schema.json';
import { VISIBLE_BY_DEFAULT } from './FileDownloadList';
import { fileType } from './fileType';

const file = (n: number, href = `/-/media/dokument/fil-${n}.pdf`, size?: string) => ({
  id: `file-${n}`,
  fields: {
    Title: { value: `Dokument ${n}` },
    File: { value: { href } },
    ...(size ? { Size: { value: size } } : {}),
  },
});

function renderList(
  fields: FileDownloadListFields,
  dictionary?: Record<string, string>,
  pageEditing = false,
) {
  const layout = layoutWith([{ uid: 'files', componentName: 'FileDownloadList', fields }], { pageEditing });
  const route = layout.sitecore.route;
  if (route) route.placeholders = { header: [], footer: [], ...route.placeholders };
  return renderSitePage(layout, { dictionary });
}

const fileLinks = () => within(screen.getByRole('list')).getAllByRole('link');

describe('FileDownloadList field schema', () => {
  it('accepts a title and files with title, file link and size', () => {
    const validate = componentFieldsValidator(fieldsSchema);
    expect(validate({ Title: { value: 'Prislistor' }, Files: [file(1, '/a.pdf', '1 MB')] })).toBe(true);
    expect(validate({ Files: [{ id: 'x', fields: { Title: { value: 'Ingen fil' } } }] })).toBe(false);
    expect(validate({ Files: [{ id: 'x', fields: { ...file(1).fields, Icon: { value: 'Pdf' } } }] })).toBe(
      false,
    );
  });
});

describe('FileDownloadList', () => {
  it(`shows ${VISIBLE_BY_DEFAULT} files, then all of them, then ${VISIBLE_BY_DEFAULT} again`, () => {
    expect(VISIBLE_BY_DEFAULT).toBe(3);
    renderList({ Title: { value: 'Prislistor' }, Files: [1, 2, 3, 4, 5].map((n) => file(n)) });
    expect(screen.getByRole('heading', { level: 2, name: 'Prislistor' })).toBeTruthy();
    expect(fileLinks()).toHaveLength(3);
    const more = screen.getByRole('button', { name: 'Visa fler' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(more.getAttribute('aria-controls')).toBe(screen.getByRole('list').id);
    fireEvent.click(more);
    expect(fileLinks().map((link) => link.getAttribute('href'))).toEqual(
      [1, 2, 3, 4, 5].map((n) => `/-/media/dokument/fil-${n}.pdf`),
    );
    const less = screen.getByRole('button', { name: 'Visa färre' });
    expect(less.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(less);
    expect(fileLinks()).toHaveLength(3);
  });

  it('has no button for 3 files or fewer', () => {
    renderList({ Files: [1, 2, 3].map((n) => file(n)) });
    expect(fileLinks()).toHaveLength(3);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('each file downloads, with a download icon, its type and size in the name', () => {
    renderList({ Files: [file(1, '/-/media/dokument/prislista.pdf?rev=3', '2,4 MB'), file(2, '/villkor')] });
    const [withSize, plain] = fileLinks();
    expect(withSize?.hasAttribute('download')).toBe(true);
    expect(withSize).toBe(screen.getByRole('link', { name: 'Dokument 1 PDF, 2,4 MB' }));
    expect(withSize?.querySelector('svg[data-icon="Download"]')?.getAttribute('aria-hidden')).toBe('true');
    expect(plain).toBe(screen.getByRole('link', { name: 'Dokument 2' }));
  });

  it('leaves out files without a URL and renders nothing without files', () => {
    renderList({ Files: [file(1, ''), file(2)] });
    expect(fileLinks()).toHaveLength(1);
    const { container } = renderList({ Title: { value: 'Tom' }, Files: [] });
    expect(within(container).queryByRole('heading', { name: 'Tom' })).toBeNull();
  });

  it('opens in a new tab when the link says so', () => {
    renderList({
      Files: [
        {
          id: 'f',
          fields: {
            Title: { value: 'Broschyr' },
            File: { value: { href: 'https://media.example.com/b.pdf', target: '_blank' } },
          },
        },
      ],
    });
    const link = screen.getByRole('link');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('uses the market dictionary', () => {
    renderList({ Files: [1, 2, 3, 4].map((n) => file(n)) }, { filesShowMore: 'Show more' });
    expect(screen.getByRole('button', { name: 'Show more' })).toBeTruthy();
  });
});

describe('fileType', () => {
  it.each([
    ['/-/media/prislista.pdf', 'PDF'],
    ['/-/media/Bild.JPEG?h=100#x', 'JPEG'],
    ['https://example.com/filer/data.xlsx', 'XLSX'],
    ['/-/media/utan-typ', ''],
    ['/-/media/mapp.v2/fil', ''],
  ])('%s → "%s"', (href, type) => expect(fileType(href)).toBe(type));
});

describe('FileDownloadList in the page editor', () => {
  it("gives editors the size's chrome after the file type, an empty size's too", () => {
    const { container } = renderList(
      {
        Files: [
          {
            id: 'a',
            fields: {
              Title: { value: 'Prislista' },
              File: { value: { href: '/-/media/a.pdf' } },
              Size: editableText('size-a', '2,4 MB'),
            },
          },
          {
            id: 'b',
            fields: {
              Title: { value: 'Villkor' },
              File: { value: { href: '/-/media/b.pdf' } },
              Size: editableText('size-b', ''),
            },
          },
        ],
      },
      undefined,
      true,
    );
    expect(chromeOf(container, 'size-a')?.parentElement?.parentElement?.textContent).toMatch(/^PDF, /);
    expect(chromeOf(container, 'size-b')).not.toBeNull();
  });
});
