// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hydrateRoot } from 'react-dom/client';
import { componentFieldsValidator } from '../../runtime/config/schemaValidator';
import {
  layoutWith,
  renderSitePage,
  renderSitePageToString,
  sitePage,
} from '../../tests/render/renderSitePage';
import type { HeroBannerFields } from './fields.generated';
import fieldsSchema from './heroBanner.schema.json';
import { heroMedia } from './heroMedia';
import { searchHref } from '../../ui';
import { stubMatchMedia } from '../../tests/render/stubMatchMedia';
import { chromeOf, editableImage, editableText } from '../../tests/fixtures/editableMarkup';
import buttonLooks from '../../runtime/theme/css/button.module.css';

const router = vi.hoisted(() => ({ push: vi.fn<(url: string) => Promise<boolean>>(async () => true) }));
vi.mock('next/router', () => ({ useRouter: () => router }));

const image = { value: { src: '/-/media/hero/carstore-desktop.jpg', alt: 'En bil vid havet' } };
const imagePhone = { value: { src: '/-/media/hero/carstore-phone.jpg', alt: 'En bil vid havet' } };
const video = (href: string) => ({ value: { href, linktype: 'media' } });

function heroPage(fields: HeroBannerFields, pageEditing = false) {
  const layout = layoutWith([{ uid: 'hero', componentName: 'HeroBanner', fields }], { pageEditing });
  const route = layout.sitecore.route;
  if (route) route.placeholders = { header: [], footer: [], ...route.placeholders };
  return layout;
}

const renderHero = (fields: HeroBannerFields, dictionary?: Record<string, string>) =>
  renderSitePage(heroPage(fields), { dictionary });

const heroSection = (container: HTMLElement) => container.querySelector('section');

beforeEach(() => stubMatchMedia(() => false));

afterEach(() => {
  vi.restoreAllMocks();
  router.push.mockClear();
  delete window.dataLayer;
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('HeroBanner field schema', () => {
  it('accepts every field with its documented values and rejects others', () => {
    const validate = componentFieldsValidator(fieldsSchema);
    const complete: HeroBannerFields = {
      Content: { value: 'Video' },
      Image: image,
      ImagePhone: imagePhone,
      VideoDesktop: video('/-/media/hero.mp4'),
      VideoPhone: video('/-/media/hero-phone.mp4'),
      Title: { value: 'Titel' },
      TitleTag: { value: 'h2' },
      Text: { value: 'Text' },
      TextColor: { value: 'Black' },
      Link: { value: { href: '/bilar', text: 'Bilar' } },
      ButtonType: { value: 'text' },
      ContentPlacement: { value: 'center' },
      Variant: { value: 'FullScreen' },
      HasMarginTop: { value: true },
      CenterContent: { value: false },
      HeroBannerHasSearchBar: { value: true },
      HeroBannerSearchUrl: { value: '/sok' },
      SearchBarPlaceholderText: { value: 'Sök' },
      SearchBarPlaceholderTextDesktop: { value: 'Sök bland bilar' },
    };
    expect(validate(complete)).toBe(true);
    expect(validate({ Variant: { value: 'Huge' } })).toBe(false);
    expect(validate({ TitleTag: { value: 'h4' } })).toBe(false);
  });
});

describe('HeroBanner render rule', () => {
  it('renders nothing without an image and without video content', () => {
    const { container } = renderHero({ Title: { value: 'Ingen bild' } });
    expect(heroSection(container)).toBeNull();
    expect(screen.queryByText('Ingen bild')).toBeNull();
  });

  it('renders nothing for video content without a video source', () => {
    const { container } = renderHero({
      Content: { value: 'Video' },
      VideoDesktop: { value: { href: '' } },
      Title: { value: 'Tom video' },
    });
    expect(heroSection(container)).toBeNull();
  });

  it('renders nothing for video sources when the content is not video', () => {
    expect(heroMedia({ Content: { value: 'Image' }, VideoDesktop: video('/-/media/hero.mp4') })).toBeNull();
  });

  it('renders with an image', () => {
    renderHero({ Image: image, Title: { value: 'Din nästa bil' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Din nästa bil' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'En bil vid havet' })).toBeTruthy();
  });

  it('renders video content with a source, the image as its poster', () => {
    const { container } = renderHero({
      Content: { value: 'Video' },
      VideoPhone: video('/-/media/hero-phone.mp4'),
      Image: image,
      Title: { value: 'Film' },
    });
    const element = container.querySelector('video');
    expect(element?.getAttribute('poster')).toBe(image.value.src);
    expect(element?.querySelector('source')?.getAttribute('src')).toBe('/-/media/hero-phone.mp4');
    expect(container.querySelector('picture')).toBeNull();
  });
});

describe('HeroBanner media', () => {
  it('art-directs the image: the phone image below 640px, eager, high priority, covering the banner', () => {
    const { container } = renderHero({ Image: image, ImagePhone: imagePhone });
    const source = container.querySelector('picture source');
    expect(source?.getAttribute('media')).toBe('(max-width: 639.98px)');
    expect(source?.getAttribute('srcset')).toContain(encodeURIComponent(imagePhone.value.src));
    expect(source?.getAttribute('sizes')).toBe('100vw');
    const img = container.querySelector('picture img');
    expect(img?.getAttribute('src')).toContain(encodeURIComponent(image.value.src));
    expect(img?.getAttribute('srcset')).toContain('3840w');
    expect(img?.getAttribute('loading')).toBe('eager');
    expect(img?.getAttribute('fetchpriority')).toBe('high');
    expect((img as HTMLElement).style.objectFit).toBe('cover');
  });

  it("gives editors both image fields' chromes, each where its picture shows, and the title's", () => {
    const { container } = renderSitePage(
      heroPage(
        {
          Image: editableImage('hero-image', image.value),
          ImagePhone: editableImage('hero-image-phone', imagePhone.value),
          Title: editableText('hero-title', 'Din nästa bil'),
        },
        true,
      ),
    );
    expect(container.querySelector('picture')).toBeNull();
    const desktop = chromeOf(container, 'hero-image')?.closest('.sc-image-wrapper')?.parentElement
      ?.parentElement;
    const phone = chromeOf(container, 'hero-image-phone')?.closest('.sc-image-wrapper')?.parentElement
      ?.parentElement;
    expect(desktop && getComputedStyle(desktop).display).toBe('contents');
    // Shown below 640px only (the media rule is not applied by jsdom, so the phone picture reads hidden).
    expect(phone && getComputedStyle(phone).display).toBe('none');
    expect(chromeOf(container, 'hero-title')).not.toBeNull();
  });

  it('shows an empty image field to editors, so they can choose the picture', () => {
    const { container } = renderSitePage(
      heroPage(
        { Image: { ...editableImage('hero-image', image.value), value: {} } } as HeroBannerFields,
        true,
      ),
    );
    expect(heroSection(container)).not.toBeNull();
    expect(chromeOf(container, 'hero-image')).not.toBeNull();
  });

  it('uses the phone video below 640px and the desktop video above', () => {
    const { container } = renderHero({
      Content: { value: 'Video' },
      VideoDesktop: video('/-/media/hero.mp4'),
      VideoPhone: video('/-/media/hero-phone.mp4'),
    });
    const sources = [...container.querySelectorAll('video source')];
    expect(sources.map((source) => [source.getAttribute('src'), source.getAttribute('media')])).toEqual([
      ['/-/media/hero-phone.mp4', '(max-width: 639.98px)'],
      ['/-/media/hero.mp4', null],
    ]);
    const element = container.querySelector('video');
    expect(element?.autoplay && element.loop && element.muted).toBe(true);
    expect(element?.hasAttribute('playsinline')).toBe(true);
  });
});

describe('HeroBanner layout fields', () => {
  it.each([
    ['FullScreen', '100svh'],
    ['Medium', '64svh'],
    ['', '534px'],
  ] as const)('variant "%s" is %s high', (variant, height) => {
    const { container } = renderHero({ Image: image, Variant: { value: variant } });
    const section = heroSection(container) as HTMLElement;
    expect(section.getAttribute('data-variant')).toBe(variant || 'Default');
    expect(getComputedStyle(section).minHeight).toBe(height);
  });

  it('renders the title with TitleTag, the text and the link styled by ButtonType', () => {
    renderHero({
      Image: image,
      Title: { value: 'Service' },
      TitleTag: { value: 'h2' },
      Text: { value: 'Boka tid på verkstaden.' },
      Link: { value: { href: '/boka', text: 'Boka nu' } },
      ButtonType: { value: 'outlined' },
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Service' })).toBeTruthy();
    expect(screen.getByText('Boka tid på verkstaden.')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Boka nu' });
    expect(link.getAttribute('href')).toBe('/boka');
    expect(link.classList).toContain(buttonLooks.outlined);
  });

  it('uses white text unless TextColor is Black', () => {
    const white = renderHero({ Image: image, Title: { value: 'Vit' } });
    expect(getComputedStyle(heroSection(white.container) as Element).color).toBe('rgb(255, 255, 255)');
    white.unmount();
    const black = renderHero({ Image: image, Title: { value: 'Svart' }, TextColor: { value: 'Black' } });
    expect(getComputedStyle(heroSection(black.container) as Element).color).toBe('rgb(33, 33, 33)');
  });
});

describe('HeroBanner scroll-down button', () => {
  it('scrolls to just below the banner (full-screen variant)', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { container } = renderHero({ Image: image, Variant: { value: 'FullScreen' } });
    const section = heroSection(container) as HTMLElement;
    vi.spyOn(section, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, -150, 1280, 900));
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(150);
    fireEvent.click(screen.getByRole('button', { name: 'Scrolla ned' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 900, behavior: 'smooth' });
  });

  it('jumps without smooth scrolling for visitors who prefer reduced motion', () => {
    stubMatchMedia((query) => query.includes('prefers-reduced-motion'));
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { container } = renderHero({ Image: image, Variant: { value: 'FullScreen' } });
    vi.spyOn(heroSection(container) as HTMLElement, 'getBoundingClientRect').mockReturnValue(
      new DOMRect(0, 0, 1280, 700),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Scrolla ned' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 700, behavior: 'instant' });
  });

  it('is only on the full-screen variant', () => {
    renderHero({ Image: image, Variant: { value: 'Medium' } });
    expect(screen.queryByRole('button', { name: 'Scrolla ned' })).toBeNull();
  });
});

describe('HeroBanner video buttons', () => {
  let playing: boolean;
  beforeEach(() => {
    playing = true;
    vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(() => !playing);
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      playing = true;
      this.dispatchEvent(new Event('play'));
      return Promise.resolve();
    });
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
      playing = false;
      this.dispatchEvent(new Event('pause'));
    });
  });

  const renderVideo = () =>
    renderHero({ Content: { value: 'Video' }, VideoDesktop: video('/-/media/hero.mp4') });

  it('play/pause toggles the video and aria-pressed', async () => {
    const { container } = renderVideo();
    const button = screen.getByRole('button', { name: 'Pausa' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await act(async () => fireEvent.click(button));
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled();
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(button.querySelector('svg[data-icon="Play"]')).toBeTruthy();
    await act(async () => fireEvent.click(button));
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(container.querySelector('svg[data-icon="Pause"]')).toBeTruthy();
  });

  it('mute/unmute toggles the sound and aria-pressed', () => {
    const { container } = renderVideo();
    const element = container.querySelector('video') as HTMLVideoElement;
    const button = screen.getByRole('button', { name: 'Ljud av' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(element.muted).toBe(true);
    fireEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(element.muted).toBe(false);
    expect(button.querySelector('svg[data-icon="VolumeOn"]')).toBeTruthy();
    fireEvent.click(button);
    expect(element.muted).toBe(true);
  });

  it('does not play for visitors who prefer reduced motion', () => {
    stubMatchMedia((query) => query.includes('prefers-reduced-motion'));
    renderVideo();
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Pausa' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('uses the market dictionary for the button names', () => {
    renderHero(
      { Content: { value: 'Video' }, VideoDesktop: video('/-/media/hero.mp4') },
      { heroPause: 'Pause', heroMute: 'Mute' },
    );
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mute' })).toBeTruthy();
  });
});

describe('HeroBanner search', () => {
  const searchFields: HeroBannerFields = {
    Image: image,
    HeroBannerHasSearchBar: { value: true },
    SearchBarPlaceholderText: { value: 'Sök bil' },
    SearchBarPlaceholderTextDesktop: { value: 'Sök bland 1 200 bilar' },
  };
  const input = () => screen.getByRole('textbox', { name: 'Sök bland 1 200 bilar' }) as HTMLInputElement;
  const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
  const searchEvent = (term: string) => ({ event: 'search', search_type: 'start page', search_term: term });

  it('has no search bar unless HeroBannerHasSearchBar is checked', () => {
    renderHero({ Image: image });
    expect(screen.queryByRole('search')).toBeNull();
  });

  it('Enter submits: navigates to the site search path with the keyphrase and pushes the search event', () => {
    renderHero(searchFields);
    type('  Volvo XC60 ');
    // Enter in a form's only text field submits the form (implicit submission); jsdom does not map the key.
    act(() => (screen.getByRole('search') as HTMLFormElement).requestSubmit());
    expect(router.push).toHaveBeenCalledWith('/sok?keyphrase=Volvo%20XC60');
    expect(window.dataLayer).toEqual([searchEvent('Volvo XC60')]);
  });

  it('the button searches the configured search URL', () => {
    renderHero({ ...searchFields, HeroBannerSearchUrl: { value: '/kopa-bil' } });
    type('elbil & hybrid');
    fireEvent.click(screen.getByRole('button', { name: 'Sök' }));
    expect(router.push).toHaveBeenCalledWith('/kopa-bil?keyphrase=elbil%20%26%20hybrid');
    expect(window.dataLayer).toEqual([searchEvent('elbil & hybrid')]);
  });

  it('is a GET form to the search page, so it works before hydration too', () => {
    renderHero(searchFields);
    const form = screen.getByRole('search');
    expect(form.getAttribute('action')).toBe('/sok');
    expect(form.getAttribute('method')).toBe('get');
    expect(input().name).toBe('keyphrase');
  });

  it('does nothing for an empty or blank text', () => {
    renderHero(searchFields);
    fireEvent.click(screen.getByRole('button', { name: 'Sök' }));
    type('   ');
    fireEvent.click(screen.getByRole('button', { name: 'Sök' }));
    expect(router.push).not.toHaveBeenCalled();
    expect(window.dataLayer).toBeUndefined();
  });

  it('the clear button empties the text and appears only with text', () => {
    renderHero(searchFields);
    expect(screen.queryByRole('button', { name: 'Rensa' })).toBeNull();
    type('Tesla');
    fireEvent.click(screen.getByRole('button', { name: 'Rensa' }));
    expect(input().value).toBe('');
    expect(document.activeElement).toBe(input());
    expect(screen.queryByRole('button', { name: 'Rensa' })).toBeNull();
  });

  it('shows the phone placeholder below 640px and the desktop one from 640px', () => {
    const phone = renderHero(searchFields);
    expect(input().placeholder).toBe('Sök bil');
    phone.unmount();
    stubMatchMedia((query) => query === '(min-width: 640px)');
    renderHero(searchFields);
    expect(input().placeholder).toBe('Sök bland 1 200 bilar');
  });

  it('builds search URLs that already have a query', () => {
    expect(searchHref('/sok?typ=bil', 'audi a4')).toBe('/sok?typ=bil&keyphrase=audi%20a4');
  });
});

describe('HeroBanner on a statically generated page', () => {
  it('hydrates without mismatch, then shows the desktop placeholder on a wide screen', async () => {
    const page = heroPage({
      Content: { value: 'Video' },
      VideoDesktop: video('/-/media/hero.mp4'),
      HeroBannerHasSearchBar: { value: true },
      SearchBarPlaceholderText: { value: 'Sök bil' },
      SearchBarPlaceholderTextDesktop: { value: 'Sök bland 1 200 bilar' },
    });
    const container = document.createElement('div');
    container.innerHTML = renderSitePageToString(page);
    document.body.append(container);
    expect(container.querySelector('input')?.placeholder).toBe('Sök bil');
    const videoElement = container.querySelector('video') as HTMLVideoElement;
    expect(videoElement.hasAttribute('muted')).toBe(true);
    // A browser's parser sets the muted property from the attribute; jsdom's does not.
    videoElement.muted = true;

    stubMatchMedia((query) => query === '(min-width: 640px)');
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    const errors = vi.spyOn(console, 'error');
    const root = await act(async () => hydrateRoot(container, sitePage(page)));
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('input')?.placeholder).toBe('Sök bland 1 200 bilar');
    act(() => root.unmount());
    container.remove();
  });
});
