// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Rendering } from '../../schemas/generated/layout';
import { componentFieldsValidator } from '../../runtime/config/schemaValidator';
import {
  layoutWith,
  renderSitePage,
  renderSitePageToString,
  sitePage,
} from '../../tests/render/renderSitePage';
import fieldsSchema from './blurb.schema.json';
import styles from './Blurb.module.css';
import { blurbMedia } from './blurbMedia';
import type { BlurbFields } from './fields.generated';
import { stubReducedMotion } from '../../tests/render/stubMatchMedia';
import { chromeOf, editableImage, editableText } from '../../tests/fixtures/editableMarkup';

const image = (id: string, src = `/-/media/blurb/${id}.jpg`) => ({
  id,
  fields: { Image: { value: { src, alt: `Bild ${id}` } } },
});
const video = (id: string, href = `/-/media/blurb/${id}.mp4`) => ({
  id,
  fields: { Video: { value: { href, text: `Film ${id}` } } },
});
const text: BlurbFields = {
  Title: { value: 'Elbilar för alla' },
  RichText: { value: '<p>Provkör en elbil hos oss.</p>' },
  Link: { value: { href: '/elbilar', text: 'Se elbilar' } },
};

/** A page with only these renderings in `main` (empty header and footer, so JSS does not warn). */
function pageWith(main: Rendering[], pageEditing = false) {
  const layout = layoutWith(main, { pageEditing });
  if (layout.sitecore.route) layout.sitecore.route.placeholders = { header: [], footer: [], main };
  return layout;
}

const blurbPage = (fields: BlurbFields) => pageWith([{ uid: 'blurb-1', componentName: 'Blurb', fields }]);
const renderBlurb = (fields: BlurbFields, blurDataUrls?: Record<string, string>) =>
  renderSitePage(blurbPage(fields), {
    renderingData: { data: blurDataUrls ? { 'blurb-1': { blurDataUrls } } : {}, failed: [] },
  });

const parts = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-blurb-part]')].map((part) => part.getAttribute('data-blurb-part'));

/** A controllable IntersectionObserver: `enter()` reports every observed element as visible. */
function stubIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; elements: Element[] }[] = [];
  class StubObserver {
    private readonly entry: { callback: IntersectionObserverCallback; elements: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, elements: [] };
      observers.push(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.push(element);
    }
    disconnect() {
      this.entry.elements = [];
    }
  }
  vi.stubGlobal('IntersectionObserver', StubObserver);
  return {
    enter: () =>
      act(() => {
        for (const { callback, elements } of observers) {
          if (elements.length === 0) continue;
          const entries = elements.map(
            (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
          );
          callback(entries, {} as IntersectionObserver);
        }
      }),
  };
}

/** Places every element far below the viewport, where the reveal animation applies. */
const belowTheFold = () =>
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 5000 } as DOMRect);

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('Blurb field schema', () => {
  const validate = componentFieldsValidator(fieldsSchema);

  it('accepts every field with its documented values', () => {
    const complete: BlurbFields = {
      ...text,
      Reverse: { value: true },
      BackgroundColor: { value: 'dark' },
      UseTextAnimations: { value: true },
      UseMediaAnimations: { value: false },
      YoutubeID: { value: 'dQw4w9WgXcQ' },
      HasControlBar: { value: true },
      Images: [image('a')],
      Videos: [video('b')],
    };
    expect(validate(complete)).toBe(true);
  });

  it('rejects an unknown background colour and a malformed YouTube id', () => {
    expect(validate({ BackgroundColor: { value: 'pink' } })).toBe(false);
    expect(validate({ YoutubeID: { value: 'https://youtu.be/dQw4w9WgXcQ' } })).toBe(false);
  });
});

describe('Blurb', () => {
  it('shows the title, rich text and link', () => {
    renderBlurb(text);
    expect(screen.getByRole('heading', { level: 2, name: 'Elbilar för alla' })).toBeTruthy();
    expect(screen.getByText('Provkör en elbil hos oss.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Se elbilar' }).getAttribute('href')).toBe('/elbilar');
    expect(screen.getByRole('region', { name: 'Elbilar för alla' })).toBeTruthy();
  });

  it('puts the media first, and the text first when Reverse is checked', () => {
    const withImage = { ...text, Images: [image('a')] };
    const { container, unmount } = renderBlurb(withImage);
    expect(parts(container)).toEqual(['media', 'text']);
    unmount();
    expect(parts(renderBlurb({ ...withImage, Reverse: { value: true } }).container)).toEqual([
      'text',
      'media',
    ]);
  });

  it('has no media part without media', () => {
    expect(parts(renderBlurb(text).container)).toEqual(['text']);
  });

  // The theme's colours are the page's `--site-…` variables (runtime/theme/siteThemeVariables.ts); dark is MUI's grey 900.
  it.each([
    ['primary', 'var(--site-primary)'],
    ['muted', 'var(--site-paper)'],
    ['dark', 'rgb(33, 33, 33)'],
    ['default', 'var(--site-background)'],
  ] as const)('paints the %s background from the theme', (name, colour) => {
    const { container } = renderBlurb({ ...text, BackgroundColor: { value: name } });
    const section = container.querySelector('section[data-background]') as HTMLElement;
    expect(section.dataset.background).toBe(name);
    expect(getComputedStyle(section).backgroundColor).toBe(colour);
  });

  it('falls back to the default background for an unknown value', () => {
    const fields = { ...text, BackgroundColor: { value: 'pink' } } as unknown as BlurbFields;
    const { container } = renderBlurb(fields);
    expect(container.querySelector('section')?.dataset.background).toBe('default');
  });

  it('lays several media out in a grid: YouTube, then videos, then images; the first image is the poster', () => {
    const media = blurbMedia({
      YoutubeID: { value: 'dQw4w9WgXcQ' },
      Images: [image('a'), image('b')],
      Videos: [video('c')],
    });
    expect(media.map((item) => item.kind)).toEqual(['youtube', 'video', 'image']);
    expect(media[0]).toMatchObject({ poster: { value: { src: '/-/media/blurb/a.jpg' } } });
  });
});

describe('Blurb YouTube video', () => {
  const youtube: BlurbFields = { ...text, YoutubeID: { value: 'dQw4w9WgXcQ' }, Images: [image('poster')] };

  it('loads nothing from YouTube before the click, even in the server HTML', () => {
    const html = renderSitePageToString(blurbPage(youtube));
    expect(html).not.toContain('<iframe');
    expect(html).not.toContain('youtube');
    const { container } = renderBlurb(youtube);
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('img', { name: 'Bild poster' })).toBeTruthy();
  });

  it('embeds the privacy-enhanced player without controls after the click, focused', () => {
    const { container } = renderBlurb(youtube);
    fireEvent.click(screen.getByRole('button', { name: 'Spela upp video: Elbilar för alla' }));
    const frame = container.querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&controls=0&rel=0&playsinline=1',
    );
    expect(frame?.getAttribute('title')).toBe('Elbilar för alla');
    expect(document.activeElement).toBe(frame);
    expect(screen.queryByRole('button', { name: /Spela upp video/ })).toBeNull();
  });

  it('shows the control bar when HasControlBar is checked', () => {
    const { container } = renderBlurb({ ...youtube, HasControlBar: { value: true } });
    fireEvent.click(screen.getByRole('button', { name: /Spela upp video/ }));
    expect(container.querySelector('iframe')?.getAttribute('src')).toContain('controls=1');
  });

  it('names the play button by the dictionary', () => {
    renderSitePage(blurbPage({ YoutubeID: { value: 'dQw4w9WgXcQ' } }), {
      dictionary: { blurbPlayVideo: 'Play video' },
    });
    expect(screen.getByRole('button', { name: 'Play video' })).toBeTruthy();
  });
});

describe('Blurb videos', () => {
  it('plays muted, looping and inline, and the toggle pauses it', () => {
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
      this: HTMLMediaElement,
    ) {
      this.dispatchEvent(new Event('pause'));
    });
    const { container } = renderBlurb({ ...text, Videos: [video('film')] });
    const element = container.querySelector('video') as HTMLVideoElement;
    expect(element.getAttribute('src')).toBe('/-/media/blurb/film.mp4');
    expect(element.muted && element.loop && element.autoplay && element.playsInline).toBe(true);
    expect(element.getAttribute('aria-label')).toBe('Film film');
    Object.defineProperty(element, 'paused', { configurable: true, value: false });
    const toggle = screen.getByRole('button', { name: 'Pausa video' });
    fireEvent.click(toggle);
    expect(pause).toHaveBeenCalledOnce();
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it('does not play for visitors who prefer reduced motion', () => {
    stubReducedMotion(true);
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    renderBlurb({ Videos: [video('film')] });
    expect(pause).toHaveBeenCalledOnce();
  });
});

describe('Blurb animations', () => {
  const animated: BlurbFields = {
    ...text,
    Images: [image('a')],
    UseTextAnimations: { value: true },
    UseMediaAnimations: { value: true },
  };
  const animatedParts = `.${styles.animated}`;
  const shown = styles.shown ?? '';
  const revealed = (container: HTMLElement) =>
    [...container.querySelectorAll(animatedParts)].map((element) => ({
      part: element.querySelector('[data-blurb-part]')?.getAttribute('data-blurb-part'),
      visible: element.classList.contains(shown),
    }));

  it('hides text and media below the viewport until they scroll into view', () => {
    stubReducedMotion(false);
    const observer = stubIntersectionObserver();
    belowTheFold();
    const { container } = renderBlurb(animated);
    expect(revealed(container)).toEqual([
      { part: 'media', visible: false },
      { part: 'text', visible: false },
    ]);
    observer.enter();
    expect(revealed(container)).toEqual([
      { part: 'media', visible: true },
      { part: 'text', visible: true },
    ]);
  });

  it('animates only the parts that ask for it', () => {
    stubReducedMotion(false);
    stubIntersectionObserver();
    belowTheFold();
    const { container } = renderBlurb({ ...animated, UseMediaAnimations: { value: false } });
    expect(revealed(container).map(({ part }) => part)).toEqual(['text']);
  });

  it('does not animate for visitors who prefer reduced motion', () => {
    stubReducedMotion(true);
    stubIntersectionObserver();
    belowTheFold();
    const { container } = renderBlurb(animated);
    expect(container.querySelector(animatedParts)).toBeNull();
  });

  it('does not hide what is already on screen', () => {
    stubReducedMotion(false);
    stubIntersectionObserver();
    const { container } = renderBlurb(animated);
    expect(container.querySelector(animatedParts)).toBeNull();
  });

  it('hydrates the server HTML without mismatch', async () => {
    stubReducedMotion(false);
    stubIntersectionObserver();
    belowTheFold();
    const page = blurbPage(animated);
    const container = document.createElement('div');
    container.innerHTML = renderSitePageToString(page);
    document.body.append(container);
    expect(container.querySelector(animatedParts)).toBeNull();
    const errors = vi.spyOn(console, 'error');
    const root = await act(async () => hydrateRoot(container, sitePage(page)));
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelectorAll(animatedParts)).toHaveLength(2);
    act(() => root.unmount());
    container.remove();
  });
});

describe('Blurb blur placeholders', () => {
  const blur = 'data:image/jpeg;base64,AAAA';

  it('uses the loader placeholder when there is one', () => {
    renderBlurb({ Images: [image('a')] }, { '/-/media/blurb/a.jpg': blur });
    const img = screen.getByRole('img', { name: 'Bild a' });
    expect(img.style.backgroundImage).toContain(blur);
  });

  it('renders the image without a placeholder when there is none', () => {
    renderBlurb({ Images: [image('a')] });
    expect(screen.getByRole('img', { name: 'Bild a' }).style.backgroundImage).toBe('');
  });
});

describe('Blurb in the page editor', () => {
  it("gives editors every image field's chrome, the YouTube poster's too, and the title's", () => {
    const editable = (id: string) => ({
      id,
      fields: { Image: editableImage(`${id}-image`, { src: `/-/media/blurb/${id}.jpg`, alt: `Bild ${id}` }) },
    });
    const fields: BlurbFields = {
      Title: editableText('blurb-title', 'Elbilar för alla'),
      YoutubeID: { value: 'dQw4w9WgXcQ' },
      Images: [editable('poster'), editable('a')],
    };
    const { container } = renderSitePage(
      pageWith([{ uid: 'blurb-1', componentName: 'Blurb', fields }], true),
      {
        renderingData: {
          data: { 'blurb-1': { blurDataUrls: { '/-/media/blurb/a.jpg': 'data:image/jpeg;base64,AAAA' } } },
          failed: [],
        },
      },
    );
    expect(chromeOf(container, 'poster-image')).not.toBeNull();
    expect(chromeOf(container, 'a-image')).not.toBeNull();
    expect(chromeOf(container, 'blurb-title')).not.toBeNull();
    expect(screen.getByRole('img', { name: 'Bild a' }).getAttribute('src')).toBe('/-/media/blurb/a.jpg');
  });
});
