// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { componentFieldsValidator } from '../../runtime/config/schemaValidator';
import { chromeOf, editableImage, editableText } from '../../tests/fixtures/editableMarkup';
import { layoutWith, renderSitePage } from '../../tests/render/renderSitePage';
import { COPY_FEEDBACK_MS } from './CopyButton';
import type { FooterFields } from './fields.generated';
import styles from './Footer.module.css';
import fieldsSchema from './footer.schema.json';
import { BRAND_LOGO_HEIGHT } from './FooterBrands';

const logo = (src: string) => ({ value: { src, alt: '', width: 120, height: 40 } });

const brands: NonNullable<FooterFields['Brands']> = [
  { id: 'b1', fields: { Name: { value: 'Volvo' }, Logo: logo('/-/media/brands/volvo.svg') } },
  {
    id: 'b2',
    fields: {
      Name: { value: 'Land Rover' },
      Logo: logo('/-/media/brands/land-rover.png'),
      LogoBlackAndWhite: logo('/-/media/brands/land-rover-bw.png'),
    },
  },
  { id: 'b3', fields: { Name: { value: 'Saab' } } },
  { id: 'b4', fields: { Name: { value: 'Lada' }, LogoBlackAndWhite: logo('/-/media/brands/lada-bw.svg') } },
];

const fullFooter: FooterFields = {
  Brands: brands,
  BrandsHeading: { value: 'Våra märken' },
  ShowBrands: { value: true },
  Columns: [
    {
      id: 'c1',
      fields: {
        Title: { value: 'Köpa bil' },
        Description: { value: '<p>Över 1 200 bilar i lager.</p>' },
        ColumnItems: [
          { id: 'l1', fields: { Link: { value: { href: '/bilar', text: 'Alla bilar' } } } },
          { id: 'l2', fields: { Link: { value: { href: '/finansiering', text: 'Finansiering' } } } },
        ],
      },
    },
    {
      id: 'c2',
      fields: {
        Title: { value: 'Om oss' },
        ColumnItems: [{ id: 'l3', fields: { Link: { value: { href: '/om-oss', text: 'Företaget' } } } }],
      },
    },
  ],
  HighlightedLink: { value: { href: '/boka-service', text: 'Boka service' } },
  SocialLinks: [
    {
      id: 's1',
      fields: {
        name: { value: 'Facebook' },
        Url: { value: { href: 'https://facebook.com/carstore', target: '_blank' } },
      },
    },
    {
      id: 's2',
      fields: { name: { value: 'Instagram' }, Url: { value: { href: 'https://instagram.com/cs' } } },
    },
  ],
  InfoField1Heading: { value: 'Kundservice' },
  InfoField1Text: { value: '<p>010-145 20 00</p>' },
  InfoField2Heading: { value: 'Besöksadress' },
  InfoField2Text: { value: '<p>Bilgatan 1, Stockholm</p>' },
  CopyLabel: { value: 'Org.nr' },
  CopyText: { value: '556123-4567' },
};

/** A page with the footer in the `footer` placeholder, where it lives. */
function renderFooter(fields: FooterFields, dictionary?: Record<string, string>, pageEditing = false) {
  const layout = layoutWith([], { pageEditing });
  const footer = [{ uid: 'footer', componentName: 'Footer', fields }];
  if (layout.sitecore.route) layout.sitecore.route.placeholders = { header: [], main: [], footer };
  return renderSitePage(layout, { dictionary });
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('Footer field schema', () => {
  it('accepts a complete footer and rejects list items without an id', () => {
    const validate = componentFieldsValidator(fieldsSchema);
    expect(validate(fullFooter)).toBe(true);
    expect(validate({ Brands: [{ fields: { Name: { value: 'Volvo' } } }] })).toBe(false);
  });
});

describe('Footer brands', () => {
  it('shows only brands whose logo has a source, each linking to the car list with car_brand', () => {
    renderFooter(fullFooter);
    const list = screen.getByRole('heading', { name: 'Våra märken' }).nextElementSibling as HTMLElement;
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual(['Volvo', 'Land Rover']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/bilar?car_brand=Volvo',
      '/bilar?car_brand=Land%20Rover',
    ]);
    expect(screen.queryByRole('link', { name: 'Saab' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Lada' })).toBeNull();
  });

  it('shows logos 40px high, the monochrome one first when there is one', () => {
    renderFooter(fullFooter);
    const images = screen.getByRole('link', { name: 'Land Rover' }).querySelectorAll('img');
    expect(images).toHaveLength(2);
    expect(images[0]?.getAttribute('class')).toContain(styles.logoMono);
    expect(images[1]?.getAttribute('class')).toContain(styles.logoColour);
    for (const image of images) {
      expect(image.getAttribute('height')).toBe(String(BRAND_LOGO_HEIGHT));
      expect(image.style.height).toBe(`${BRAND_LOGO_HEIGHT}px`);
    }
  });

  it('hides the brand band unless ShowBrands is checked', () => {
    renderFooter({ ...fullFooter, ShowBrands: { value: false } });
    expect(screen.queryByRole('heading', { name: 'Våra märken' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Volvo' })).toBeNull();
  });
});

describe('Footer content', () => {
  it('renders columns with titles, descriptions and links', () => {
    renderFooter(fullFooter);
    expect(screen.getByRole('heading', { name: 'Köpa bil' })).toBeTruthy();
    expect(screen.getByText('Över 1 200 bilar i lager.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Alla bilar' }).getAttribute('href')).toBe('/bilar');
    expect(screen.getByRole('link', { name: 'Finansiering' }).getAttribute('href')).toBe('/finansiering');
    expect(screen.getByRole('heading', { name: 'Om oss' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Företaget' }).getAttribute('href')).toBe('/om-oss');
  });

  it('renders the highlighted link, the info fields and the social links by icon name', () => {
    renderFooter(fullFooter);
    expect(screen.getByRole('link', { name: 'Boka service' }).getAttribute('href')).toBe('/boka-service');
    expect(screen.getByRole('heading', { name: 'Kundservice' })).toBeTruthy();
    expect(screen.getByText('010-145 20 00')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Besöksadress' })).toBeTruthy();
    const facebook = screen.getByRole('link', { name: 'Facebook' });
    expect(facebook.getAttribute('href')).toBe('https://facebook.com/carstore');
    expect(facebook.getAttribute('rel')).toBe('noopener noreferrer');
    expect(facebook.querySelector('svg[data-icon="Facebook"]')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Instagram' }).querySelector('svg')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('logs a social link with an unknown icon name and leaves it out', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFooter({
      SocialLinks: [
        { id: 's', fields: { name: { value: 'MySpace' }, Url: { value: { href: 'https://x.y' } } } },
      ],
    });
    expect(screen.queryByRole('link', { name: 'MySpace' })).toBeNull();
    expect(logged.mock.calls.flat().join(' ')).toContain('MySpace');
  });

  it('renders an empty footer without errors', () => {
    renderFooter({});
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

const mockClipboard = (writeText: (text: string) => Promise<void>) => {
  const spy = vi.fn(writeText);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: spy }, configurable: true });
  return spy;
};

describe('Footer copy button', () => {
  it(`copies the text and shows "Kopierat" for ${COPY_FEEDBACK_MS} ms`, async () => {
    vi.useFakeTimers();
    const writeText = mockClipboard(async () => undefined);
    renderFooter(fullFooter);
    const button = screen.getByRole('button', { name: 'Kopiera 556123-4567' });
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');

    await act(async () => fireEvent.click(button));
    expect(writeText).toHaveBeenCalledWith('556123-4567');
    expect(status.textContent).toBe('Kopierat');
    expect(button.querySelector('svg[data-icon="Check"]')).toBeTruthy();

    act(() => vi.advanceTimersByTime(COPY_FEEDBACK_MS - 1));
    expect(status.textContent).toBe('Kopierat');
    act(() => vi.advanceTimersByTime(1));
    expect(status.textContent).toBe('');
    expect(button.querySelector('svg[data-icon="Copy"]')).toBeTruthy();
  });

  it('restarts the feedback period on a second copy', async () => {
    vi.useFakeTimers();
    mockClipboard(async () => undefined);
    renderFooter(fullFooter);
    const button = screen.getByRole('button', { name: 'Kopiera 556123-4567' });
    await act(async () => fireEvent.click(button));
    act(() => vi.advanceTimersByTime(600));
    await act(async () => fireEvent.click(button));
    act(() => vi.advanceTimersByTime(600));
    expect(screen.getByRole('status').textContent).toBe('Kopierat');
    act(() => vi.advanceTimersByTime(COPY_FEEDBACK_MS - 600));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('uses the market dictionary for the texts', async () => {
    mockClipboard(async () => undefined);
    renderFooter(fullFooter, { footerCopy: 'Copy', footerCopied: 'Copied' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy 556123-4567' })));
    expect(screen.getByRole('status').textContent).toBe('Copied');
  });

  it('shows no feedback when the clipboard refuses', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockClipboard(async () => {
      throw new Error('denied');
    });
    renderFooter(fullFooter);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Kopiera 556123-4567' })));
    expect(screen.getByRole('status').textContent).toBe('');
    expect(logged).toHaveBeenCalled();
  });

  it('has no copy button without CopyText', () => {
    renderFooter({ ...fullFooter, CopyText: { value: '' } });
    expect(screen.queryByRole('button', { name: /Kopiera/ })).toBeNull();
  });
});

describe('Footer in the page editor', () => {
  it("gives editors the brand logos' chromes (an empty logo's too) and the copy text's, which is what gets copied", async () => {
    const writeText = mockClipboard(async () => undefined);
    const { container } = renderFooter(
      {
        ...fullFooter,
        Brands: [
          {
            id: 'b1',
            fields: {
              Name: { value: 'Volvo' },
              Logo: editableImage('volvo-logo', {
                src: '/-/media/brands/volvo.svg',
                alt: '',
                width: 120,
                height: 40,
              }),
              LogoBlackAndWhite: {
                ...editableImage('volvo-mono', { src: '/-/media/x.svg', alt: '' }),
                value: {},
              },
            },
          },
        ],
        CopyText: editableText('copy-text', '556123-4567'),
      } as FooterFields,
      undefined,
      true,
    );
    expect(chromeOf(container, 'volvo-logo')).not.toBeNull();
    expect(chromeOf(container, 'volvo-mono')).not.toBeNull();
    const logo = chromeOf(container, 'volvo-logo')?.parentElement?.querySelector('img');
    expect(logo?.getAttribute('height')).toBe(String(BRAND_LOGO_HEIGHT));
    expect(logo?.getAttribute('class')).toBe(styles.logoColour);
    expect(chromeOf(container, 'copy-text')).not.toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Kopiera 556123-4567' })));
    expect(writeText).toHaveBeenCalledWith('556123-4567');
  });
});
