// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { NextRouter } from 'next/router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NavigationItem } from '../../runtime/services/content/contract';
import type { Rendering } from '../../schemas/generated/layout';
import { testSite } from '../../tests/fixtures/testSite';
import {
  layoutWith,
  renderSitePage,
  renderSitePageToString,
  stubRouter,
} from '../../tests/render/renderSitePage';
import { chromeOf, editableImage, editableText } from '../../tests/fixtures/editableMarkup';
import type { NavigationFields } from './fields.generated';
import { toNavigationLinks } from './index';
import { DROPDOWN_CLOSE_DELAY_MS, type NavigationData } from './navigationModel';
import { stubModalDialogs } from '../../tests/render/modalDialogs';

const routerRef = vi.hoisted(() => ({ current: undefined as NextRouter | undefined }));
vi.mock('next/router', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  useRouter: () => routerRef.current,
}));

type Handler = (...args: unknown[]) => void;

/** A stub router whose events really subscribe, so tests can announce a route change. */
function testRouter() {
  const handlers = new Map<string, Set<Handler>>();
  const router = stubRouter();
  router.events = {
    on: (event: string, handler: Handler) =>
      void handlers.set(event, (handlers.get(event) ?? new Set()).add(handler)),
    off: (event: string, handler: Handler) => void handlers.get(event)?.delete(handler),
    emit: (event: string, ...args: unknown[]) => handlers.get(event)?.forEach((handler) => handler(...args)),
  } as NextRouter['events'];
  return router;
}

const item = (path: string, title: string, extra: Partial<NavigationItem> = {}): NavigationItem => ({
  name: path.split('/').at(-1) ?? '',
  path,
  navigationTitle: title,
  hideInNavigation: false,
  isNavigableInMenuWhenItHasChildren: false,
  children: [],
  ...extra,
});

/** Content as a source returns it, hidden items at every level included. */
const content: NavigationItem[] = [
  item('/kopa-bil', 'Köpa bil', {
    isNavigableInMenuWhenItHasChildren: true,
    children: [
      item('/kopa-bil/begagnat', 'Begagnade bilar', {
        children: [
          item('/kopa-bil/begagnat/suv', 'SUV'),
          item('/kopa-bil/begagnat/utgatt', 'Utgången modell', { hideInNavigation: true }),
        ],
      }),
      item('/kopa-bil/nya', 'Nya bilar'),
      item('/kopa-bil/internt', 'Internt', { hideInNavigation: true }),
    ],
  }),
  item('/service', 'Service & verkstad', {
    children: [item('/service/boka', 'Boka service'), item('/service/dack', 'Däckhotell')],
  }),
  item('/om-oss', 'Om oss'),
  item('/kampanj', 'Gammal kampanj', { hideInNavigation: true }),
  item('/leasing', 'Privatleasing', {
    externalLink: { href: 'https://leasing.example.com', linktype: 'external' },
  }),
];

const svSE = { name: 'sv-SE', nativeName: 'Svenska' };
const english = { name: 'en', nativeName: 'English' };

function navigationData(overrides: Partial<NavigationData> = {}): NavigationData {
  return {
    items: toNavigationLinks(content),
    languages: [svSE],
    routePath: '/om-oss',
    isHome: false,
    ...overrides,
  };
}

interface RenderOptions {
  data?: NavigationData;
  fields?: NavigationFields;
  params?: Record<string, string>;
  site?: ReturnType<typeof testSite>;
  pageEditing?: boolean;
}

function headerLayout({ fields = {}, params = {}, site, pageEditing = false }: RenderOptions) {
  const rendering: Rendering = { uid: 'nav', componentName: 'Navigation', fields: { ...fields }, params };
  const layout = layoutWith([], { site, pageEditing });
  if (layout.sitecore.route)
    layout.sitecore.route.placeholders = { header: [rendering], main: [], footer: [] };
  return layout;
}

function renderNavigation(options: RenderOptions = {}) {
  const data = options.data ?? navigationData();
  return renderSitePage(headerLayout(options), {
    site: options.site,
    renderingData: { data: { nav: data }, failed: [] },
  });
}

/**
 * The desktop bar. jsdom ignores media queries, so the bar stays `display: none` there and has no
 * accessible names: its elements are found by selector and text.
 */
function desktopNav(): HTMLElement {
  const nav = document.querySelector<HTMLElement>('nav[aria-label="Meny"]');
  if (!nav) throw new Error('no desktop navigation');
  return nav;
}
function byText(root: HTMLElement, selector: string, text: string): HTMLElement {
  const found = [...root.querySelectorAll<HTMLElement>(selector)].find(
    (element) => element.textContent === text,
  );
  if (!found) throw new Error(`no ${selector} "${text}"`);
  return found;
}
const trigger = (name: string) => byText(desktopNav(), 'button', name);
const linkIn = (root: HTMLElement, name: string) => byText(root, 'a', name);
const linksOf = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('a')];
function panelOf(button: HTMLElement): HTMLElement {
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error('no panel');
  return panel;
}

beforeAll(stubModalDialogs);

beforeEach(() => {
  routerRef.current = testRouter();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Navigation: content rules', () => {
  it('shows top-level items, their children and grandchildren, but never hidden items', () => {
    renderNavigation();
    const nav = desktopNav();
    expect(linkIn(nav, 'Om oss').getAttribute('href')).toBe('/om-oss');
    expect(panelOf(trigger('Köpa bil')).textContent).toContain('SUV');
    for (const hidden of ['Gammal kampanj', 'Internt', 'Utgången modell'])
      expect(document.body.textContent).not.toContain(hidden);
  });

  it('opens external items in a new tab', () => {
    renderNavigation();
    const leasing = linkIn(desktopNav(), 'Privatleasing');
    expect(leasing.getAttribute('href')).toBe('https://leasing.example.com');
    expect(leasing.getAttribute('target')).toBe('_blank');
    expect(leasing.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('marks the current page and its ancestors as selected', () => {
    renderNavigation({ data: navigationData({ routePath: '/kopa-bil/begagnat/suv' }) });
    expect(trigger('Köpa bil').hasAttribute('data-selected')).toBe(true);
    expect(trigger('Service & verkstad').hasAttribute('data-selected')).toBe(false);
    const panel = panelOf(trigger('Köpa bil'));
    expect(linkIn(panel, 'SUV').getAttribute('aria-current')).toBe('page');
    // Not navigable with children: a heading, marked as on the way to the current page.
    expect(byText(panel, '[data-selected]', 'Begagnade bilar').tagName).toBe('SPAN');
    expect(byText(panel, 'a', 'Nya bilar').hasAttribute('data-selected')).toBe(false);
  });

  it('selects nothing when no item matches the current page', () => {
    renderNavigation({ data: navigationData({ routePath: '/kontakt' }) });
    expect(document.querySelectorAll('[data-selected], [aria-current="page"]')).toHaveLength(0);
  });

  it('links a parent item in its panel only when it is navigable with children', () => {
    renderNavigation();
    expect(linkIn(panelOf(trigger('Köpa bil')), 'Köpa bil').getAttribute('href')).toBe('/kopa-bil');
    expect(() => linkIn(panelOf(trigger('Service & verkstad')), 'Service & verkstad')).toThrow();
  });

  it('shows extra items only when their title is non-empty', () => {
    renderNavigation({
      fields: {
        ExtraNavigationItems: [
          { id: '1', fields: { Link: { value: { href: '/boka' } }, Title: { value: 'Boka tid' } } },
          { id: '2', fields: { Link: { value: { href: '/tom' } }, Title: { value: '' } } },
          { id: '3', fields: { Link: { value: { href: '/utan' } } } },
        ],
      },
    });
    const links = linksOf(document.body).filter((link) => link.textContent === 'Boka tid');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/boka']);
    expect(document.querySelector('a[href="/tom"], a[href="/utan"]')).toBeNull();
  });

  it('shows the logo at its default size, the site logo when the field is empty', () => {
    renderNavigation();
    const logo = screen.getAllByRole('img', { name: 'Till startsidan', hidden: true })[0];
    expect(logo?.getAttribute('src')).toBe('/sites/carstoresesite/logo.svg');
    expect([logo?.getAttribute('width'), logo?.getAttribute('height')]).toEqual(['150', '55']);
  });

  it('uses the Logo field and its size', () => {
    renderNavigation({
      fields: {
        Logo: { value: { src: '/-/media/logo.svg', alt: 'Car Store' } },
        LogoWidth: { value: '180' },
        LogoHeight: { value: 40 },
      },
    });
    const logo = screen.getAllByRole('img', { name: 'Car Store', hidden: true })[0];
    expect(logo?.getAttribute('src')).toBe('/-/media/logo.svg');
    expect([logo?.getAttribute('width'), logo?.getAttribute('height')]).toEqual(['180', '40']);
  });

  it("gives editors the logo's chrome and the extra items' titles, an empty one too", () => {
    const { container } = renderNavigation({
      pageEditing: true,
      fields: {
        Logo: editableImage('nav-logo', { src: '/-/media/logo.svg', alt: 'Car Store' }),
        LogoWidth: { value: '180' },
        LogoHeight: { value: 40 },
        ExtraNavigationItems: [
          {
            id: '1',
            fields: { Link: { value: { href: '/boka' } }, Title: editableText('extra-1', 'Boka tid') },
          },
          { id: '2', fields: { Link: { value: { href: '/tom' } }, Title: editableText('extra-2', '') } },
        ],
      },
    });
    expect(chromeOf(container, 'nav-logo')).not.toBeNull();
    const logo = chromeOf(container, 'nav-logo')?.parentElement?.querySelector('img');
    expect([logo?.getAttribute('width'), logo?.getAttribute('height')]).toEqual(['180', '40']);
    expect(logo?.getAttribute('class')).toBeTruthy();
    expect(chromeOf(container, 'extra-1')?.closest('a')?.getAttribute('href')).toBe('/boka');
    expect(chromeOf(container, 'extra-2')?.closest('a')?.getAttribute('href')).toBe('/tom');
  });

  it('shows the message only when HasMessage is set', () => {
    const message = {
      MessageTitle: { value: 'Stängt i midsommar' },
      MessageText: { value: 'Vi öppnar igen måndag.' },
      MessageType: { value: 'Warning' },
    };
    const { unmount } = renderNavigation({ fields: { ...message, HasMessage: { value: true } } });
    expect(screen.getByText('Stängt i midsommar')).toBeTruthy();
    expect(screen.getByText('Vi öppnar igen måndag.')).toBeTruthy();
    unmount();
    renderNavigation({ fields: { ...message, HasMessage: { value: false } } });
    expect(screen.queryByText('Stängt i midsommar')).toBeNull();
  });

  it('shows the message icon from content, or the icon of its type', () => {
    const message = { HasMessage: { value: true }, MessageText: { value: 'Nya öppettider' } };
    const { unmount } = renderNavigation({ fields: { ...message, MessageIcon: { value: 'Clock' } } });
    expect(document.querySelector('header [data-icon="Clock"]')).not.toBeNull();
    unmount();
    renderNavigation({ fields: { ...message, MessageType: { value: 'Warning' } } });
    expect(document.querySelector('header [data-icon="Warning"]')).not.toBeNull();
  });

  it('renders on the server with both the desktop bar and the hamburger', () => {
    const html = renderSitePageToString(headerLayout({}), {
      renderingData: { data: { nav: navigationData() }, failed: [] },
    });
    expect(html).toContain('aria-label="Meny"');
    expect(html).toContain('Köpa bil');
    expect(html).toContain('aria-haspopup="dialog"');
  });

  it('renders an empty bar without loader data', () => {
    renderSitePage(headerLayout({}));
    expect(desktopNav().querySelectorAll('li')).toHaveLength(0);
  });
});

describe('Navigation: language switcher', () => {
  const site = testSite({ languages: ['sv-SE', 'en'] });

  it('is not shown with a single language', () => {
    renderNavigation({ site });
    expect(document.querySelector('button[aria-label^="Språk"]')).toBeNull();
    expect(screen.queryByText('Språk')).toBeNull();
  });

  it('links to the same page in each language when there are more', () => {
    renderNavigation({ site, data: navigationData({ routePath: '/kopa-bil', languages: [svSE, english] }) });
    const button = document.querySelector<HTMLElement>('button[aria-label="Språk: Svenska"]');
    if (!button) throw new Error('no language switcher');
    const panel = panelOf(button);
    const links = linksOf(panel);
    expect(
      links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('hreflang')]),
    ).toEqual([
      ['Svenska', '/kopa-bil', 'sv-SE'],
      ['English', '/en/kopa-bil', 'en'],
    ]);
    expect(links[0]?.getAttribute('aria-current')).toBe('true');
  });
});

describe('Navigation: desktop dropdowns', () => {
  it('opens on hover and closes 200ms after the pointer leaves', () => {
    vi.useFakeTimers();
    renderNavigation();
    const button = trigger('Köpa bil');
    const item = button.closest('li') as HTMLElement;
    expect(button.getAttribute('aria-haspopup')).toBe('true');
    expect(panelOf(button).hidden).toBe(true);
    fireEvent.mouseEnter(item);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panelOf(button).hidden).toBe(false);
    fireEvent.mouseLeave(item);
    act(() => vi.advanceTimersByTime(DROPDOWN_CLOSE_DELAY_MS - 1));
    expect(button.getAttribute('aria-expanded')).toBe('true');
    act(() => vi.advanceTimersByTime(1));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panelOf(button).hidden).toBe(true);
  });

  it('stays open when the pointer comes back within the delay', () => {
    vi.useFakeTimers();
    renderNavigation();
    const button = trigger('Köpa bil');
    const item = button.closest('li') as HTMLElement;
    fireEvent.mouseEnter(item);
    fireEvent.mouseLeave(item);
    act(() => vi.advanceTimersByTime(150));
    fireEvent.mouseEnter(item);
    act(() => vi.advanceTimersByTime(500));
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });

  it('opens on keyboard focus; arrow keys move through its links', () => {
    renderNavigation();
    const button = trigger('Service & verkstad');
    act(() => button.focus());
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const panel = panelOf(button);
    const [first, second] = linksOf(panel);
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first as HTMLElement, { key: 'End' });
    expect(document.activeElement).toBe(second);
  });

  it('Escape closes the dropdown and returns focus to its trigger, which does not reopen it', () => {
    renderNavigation();
    const button = trigger('Service & verkstad');
    act(() => button.focus());
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const link = document.activeElement as HTMLElement;
    expect(panelOf(button).contains(link)).toBe(true);
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    fireEvent.click(button, { detail: 0 });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(linksOf(panelOf(button))[0]);
  });

  it('a click opens and a second click closes; a pointer focus does not open it by itself', () => {
    renderNavigation();
    const button = trigger('Service & verkstad');
    fireEvent.mouseDown(button);
    act(() => button.focus());
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button, { detail: 1 });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(button, { detail: 1 });
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when the route changes', () => {
    renderNavigation();
    const button = trigger('Köpa bil');
    fireEvent.mouseEnter(button.closest('li') as HTMLElement);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    act(() => routerRef.current?.events.emit('routeChangeStart', '/om-oss', { shallow: false }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('Navigation: show more', () => {
  beforeEach(() => {
    // jsdom has no layout: the bar is 600px wide, each item 200px, the show-more button 100px.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.tagName === 'UL' && this.parentElement?.tagName === 'NAV' ? 600 : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
      if (this.dataset.measure === 'item') return 200;
      return this.dataset.measure === 'more' ? 100 : 0;
    });
  });

  it('moves the items that do not fit into a show-more dropdown', async () => {
    renderNavigation({ data: navigationData({ routePath: '/leasing' }) });
    const more = await waitFor(() => trigger('Visa mer'));
    const nav = desktopNav();
    const topLevel = [...(nav.querySelector('ul')?.children ?? [])];
    expect(topLevel.map((element) => element.firstElementChild?.textContent)).toEqual([
      'Köpa bil',
      'Service & verkstad',
      'Visa mer',
    ]);
    const panel = panelOf(more);
    expect(linkIn(panel, 'Om oss').getAttribute('href')).toBe('/om-oss');
    expect(linkIn(panel, 'Privatleasing').getAttribute('target')).toBe('_blank');
    expect(more.hasAttribute('data-selected')).toBe(true);
  });

  it('keeps every item when they fit', async () => {
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.dataset.measure === 'item' ? 100 : 0;
    });
    renderNavigation();
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(() => trigger('Visa mer')).toThrow();
  });
});

describe('Navigation: mobile mega menu', () => {
  // The menu's code loads on demand (next/dynamic), so the dialog appears after a tick.
  const openMenu = () => {
    fireEvent.click(screen.getByRole('button', { name: 'Meny', hidden: true }));
    return screen.findByRole('dialog');
  };

  it('opens as a dialog from the hamburger and closes with its close button', async () => {
    renderNavigation();
    const hamburger = screen.getByRole('button', { name: 'Meny', hidden: true });
    expect(hamburger.getAttribute('aria-expanded')).toBe('false');
    const dialog = await openMenu();
    expect(hamburger.getAttribute('aria-expanded')).toBe('true');
    expect(hamburger.getAttribute('aria-controls')).toBe(dialog.id);
    expect(within(dialog).getByRole('heading', { name: 'Meny' })).toBeTruthy();
    expect(document.activeElement).toBe(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stäng' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(hamburger.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when the browser closes it (Escape)', async () => {
    renderNavigation();
    const dialog = (await openMenu()) as HTMLDialogElement;
    // The browser's answer to Escape in a modal dialog.
    act(() => dialog.close());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const hamburger = screen.getByRole('button', { name: 'Meny', hidden: true });
    expect(hamburger.getAttribute('aria-expanded')).toBe('false');
  });

  it('starts again from its first page when it opens again', async () => {
    renderNavigation();
    let dialog = await openMenu();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Köpa bil' }));
    expect(within(dialog).getByRole('heading', { level: 2 }).textContent).toBe('Köpa bil');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stäng' }));
    await waitFor(() => expect(document.querySelector('dialog')).toBeNull());
    dialog = await openMenu();
    expect(within(dialog).getByRole('heading', { level: 2 }).textContent).toBe('Meny');
  });

  it('shows a nested page for an item with children, and a back action', async () => {
    renderNavigation({ data: navigationData({ routePath: '/kopa-bil/begagnat/suv' }) });
    const dialog = await openMenu();
    expect(within(dialog).queryByRole('button', { name: 'Tillbaka' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Köpa bil' }));
    const heading = within(dialog).getByRole('heading', { level: 2 });
    expect(heading.textContent).toBe('Köpa bil');
    expect(document.activeElement).toBe(heading);
    // Navigable with children: the page heading links to the item itself.
    expect(within(heading).getByRole('link').getAttribute('href')).toBe('/kopa-bil');
    expect(within(dialog).getByRole('link', { name: 'Nya bilar' }).getAttribute('href')).toBe(
      '/kopa-bil/nya',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Begagnade bilar' }));
    expect(within(dialog).getByRole('heading', { level: 2 }).textContent).toBe('Begagnade bilar');
    expect(within(dialog).getByRole('link', { name: 'SUV' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tillbaka' }));
    expect(within(dialog).getByRole('heading', { level: 2 }).textContent).toBe('Köpa bil');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tillbaka' }));
    expect(within(dialog).getByRole('heading', { name: 'Meny' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Om oss' })).toBeTruthy();
  });

  it('shows an item’s image at 480×270 on its menu page', async () => {
    const withImage = toNavigationLinks([
      item('/kopa-bil', 'Köpa bil', {
        children: [
          item('/kopa-bil/volvo', 'Volvo', {
            image: { src: '/-/media/navigation/volvo.jpg', alt: 'Volvo XC60' },
          }),
        ],
      }),
    ]);
    renderNavigation({ data: navigationData({ items: withImage }) });
    const dialog = await openMenu();
    expect(within(dialog).queryByRole('img', { name: 'Volvo XC60' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Köpa bil' }));
    const image = within(dialog).getByRole('img', { name: 'Volvo XC60' });
    expect(image.getAttribute('width')).toBe('480');
    expect(image.getAttribute('height')).toBe('270');
    expect(image.getAttribute('src')).toContain(encodeURIComponent('/-/media/navigation/volvo.jpg'));
  });

  it('closes when the route changes', async () => {
    renderNavigation();
    await openMenu();
    act(() => routerRef.current?.events.emit('routeChangeStart', '/om-oss', { shallow: false }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('lists the languages when there are several', async () => {
    renderNavigation({
      site: testSite({ languages: ['sv-SE', 'en'] }),
      data: navigationData({ routePath: '/om-oss', languages: [svSE, english] }),
    });
    const dialog = await openMenu();
    expect(within(dialog).getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/en/om-oss');
  });

  it('disables search while the text is empty and searches with the keyphrase', async () => {
    renderNavigation({ fields: { SearchPlaceholder: { value: 'Sök bil, tjänst eller anläggning' } } });
    const dialog = await openMenu();
    const input = within(dialog).getByRole('searchbox', { name: 'Sök bil, tjänst eller anläggning' });
    const button = within(dialog).getByRole('button', { name: 'Sök' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.change(input, { target: { value: '   ' } });
    expect(button.disabled).toBe(true);
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(routerRef.current?.push).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: 'Volvo XC60 & laddhybrid' } });
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    expect(routerRef.current?.push).toHaveBeenCalledWith('/sok?keyphrase=Volvo%20XC60%20%26%20laddhybrid');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('uses the dictionary placeholder and searches in the page language', async () => {
    renderNavigation({ site: testSite({ languages: ['en', 'sv-SE'], defaultLanguage: 'sv-SE' }) });
    const dialog = await openMenu();
    const input = within(dialog).getByRole('searchbox', { name: 'Vad letar du efter?' });
    fireEvent.change(input, { target: { value: 'kombi' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(routerRef.current?.push).toHaveBeenCalledWith('/sok?keyphrase=kombi');
  });
});

describe('Navigation: sticky home header', () => {
  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });

  const header = () => screen.getByRole('banner', { hidden: true });

  it('is transparent at the top of the home page and solid after scrolling more than 100px', () => {
    renderNavigation({ params: { IsSticky: '1' }, data: navigationData({ routePath: '/', isHome: true }) });
    expect(header().dataset.sticky).toBe('transparent');
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 100 });
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(header().dataset.sticky).toBe('transparent');
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 101 });
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(header().dataset.sticky).toBe('solid');
  });

  it('is an ordinary header on other pages or without IsSticky', () => {
    const { unmount } = renderNavigation({ params: { IsSticky: '1' } });
    expect(header().dataset.sticky).toBeUndefined();
    unmount();
    renderNavigation({ params: { IsSticky: '0' }, data: navigationData({ routePath: '/', isHome: true }) });
    expect(header().dataset.sticky).toBeUndefined();
  });
});
