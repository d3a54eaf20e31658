// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { componentFieldsValidator } from '../../runtime/config/schemaValidator';
import { hydrateRoot } from 'react-dom/client';
import {
  layoutWith,
  renderSitePage,
  renderSitePageToString,
  sitePage,
} from '../../tests/render/renderSitePage';
import type { CarouselV2Data } from './CarouselV2';
import fieldsSchema from './carouselV2.schema.json';
import type { CarouselV2Fields } from './fields.generated';
import { AUTOPLAY_MS } from './useAutoplay';
import { SWIPE_THRESHOLD_PX } from '../../ui/browser/useSwipe';
import { stubMatchMedia } from '../../tests/render/stubMatchMedia';

const slide = (n: number) => ({
  id: `slide-${n}`,
  fields: {
    Image: { value: { src: `/-/media/hero/slide-${n}.jpg`, alt: `Bil ${n}` } },
    Title: { value: `Rubrik ${n}` },
    Text: { value: `Text ${n}` },
    Link: { value: { href: `/bilar/${n}`, text: `Läs mer ${n}` } },
  },
});
const threeSlides = [slide(1), slide(2), slide(3)];

function carouselPage(fields: CarouselV2Fields) {
  const layout = layoutWith([{ uid: 'carousel', componentName: 'CarouselV2', fields }]);
  const route = layout.sitecore.route;
  if (route) route.placeholders = { header: [], footer: [], ...route.placeholders };
  return layout;
}

const renderCarousel = (
  fields: CarouselV2Fields,
  options: { data?: CarouselV2Data; dictionary?: Record<string, string> } = {},
) =>
  renderSitePage(carouselPage(fields), {
    dictionary: options.dictionary,
    renderingData: { data: options.data ? { carousel: options.data } : {}, failed: [] },
  });

/** Only the current slide is exposed to assistive technology; the others are hidden. */
const currentSlide = () => screen.getByRole('tabpanel').getAttribute('aria-label');
const region = () => screen.getByRole('region', { name: /^Bildspel/ });
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
  stubMatchMedia(() => false);
});

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('CarouselV2 field schema', () => {
  it('accepts slides and the documented heights, nothing else', () => {
    const validate = componentFieldsValidator(fieldsSchema);
    expect(
      validate({ Slides: threeSlides, Height: { value: 'FullHeight' } } satisfies CarouselV2Fields),
    ).toBe(true);
    expect(validate({ Height: { value: 'Tall' } })).toBe(false);
    expect(validate({ Autoplay: { value: true } })).toBe(false);
  });
});

describe('CarouselV2 slides', () => {
  it('renders nothing without slides', () => {
    const { container } = renderCarousel({});
    expect(container.querySelector('section')).toBeNull();
  });

  it('is a labelled carousel region with slides "n av m" as tab panels of the slide tabs', () => {
    const { container } = renderCarousel({ Slides: threeSlides });
    expect(region().getAttribute('aria-roledescription')).toBe('karusell');
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-label')).toBe('1 av 3');
    expect(panel.getAttribute('aria-roledescription')).toBe('bild');
    const tab = screen.getByRole('tab', { name: 'Bild 1' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(tab.getAttribute('aria-controls')).toBe(panel.id);
    expect(screen.getByRole('tablist', { name: 'Välj bild' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Rubrik 1' })).toBeTruthy();
    const hidden = container.querySelectorAll('[role="tabpanel"][aria-hidden="true"]');
    expect(hidden).toHaveLength(2);
    expect([...hidden].every((element) => element.hasAttribute('inert'))).toBe(true);
  });

  it('previous and next go round the slides', () => {
    renderCarousel({ Slides: threeSlides });
    fireEvent.click(screen.getByRole('button', { name: 'Föregående bild' }));
    expect(currentSlide()).toBe('3 av 3');
    fireEvent.click(screen.getByRole('button', { name: 'Nästa bild' }));
    expect(currentSlide()).toBe('1 av 3');
  });

  it('a tab shows its slide', () => {
    renderCarousel({ Slides: threeSlides });
    fireEvent.click(screen.getByRole('tab', { name: 'Bild 2' }));
    expect(currentSlide()).toBe('2 av 3');
    expect(screen.getByRole('tab', { name: 'Bild 2' }).getAttribute('aria-selected')).toBe('true');
  });

  it('has no controls and does not turn with a single slide', () => {
    renderCarousel({ Slides: [slide(1)] });
    wait(AUTOPLAY_MS * 2);
    expect(currentSlide()).toBe('1 av 1');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it.each([
    ['FullHeight', '100svh'],
    ['Medium', '64svh'],
    ['', '480px'],
  ] as const)('height "%s" is %s', (value, height) => {
    const { container } = renderCarousel({ Slides: threeSlides, Height: { value } });
    const section = container.querySelector('section') as HTMLElement;
    expect(section.getAttribute('data-height')).toBe(value || 'Default');
    expect(getComputedStyle(section).height).toBe(height);
  });

  it('uses the blur placeholders from the loader', () => {
    const blur = 'data:image/jpeg;base64,AAAA';
    const { container } = renderCarousel(
      { Slides: threeSlides },
      { data: { blurDataUrls: { '/-/media/hero/slide-2.jpg': blur } } },
    );
    const images = container.querySelectorAll('img');
    expect((images[0] as HTMLImageElement).style.backgroundImage).toBe('');
    expect((images[1] as HTMLImageElement).style.backgroundImage).toContain(blur);
  });

  it('uses the market dictionary', () => {
    renderCarousel(
      { Slides: threeSlides },
      {
        dictionary: { carouselPause: 'Pause slideshow', carouselSlideLabel: 'Slide {{index}} of {{count}}' },
      },
    );
    expect(screen.getByRole('button', { name: 'Pause slideshow' })).toBeTruthy();
    expect(currentSlide()).toBe('Slide 1 of 3');
  });
});

describe('CarouselV2 autoplay', () => {
  it(`turns every ${AUTOPLAY_MS} ms and goes round`, () => {
    expect(AUTOPLAY_MS).toBe(5000);
    renderCarousel({ Slides: threeSlides });
    wait(AUTOPLAY_MS - 1);
    expect(currentSlide()).toBe('1 av 3');
    wait(1);
    expect(currentSlide()).toBe('2 av 3');
    wait(AUTOPLAY_MS);
    expect(currentSlide()).toBe('3 av 3');
    wait(AUTOPLAY_MS);
    expect(currentSlide()).toBe('1 av 3');
  });

  it('gives a slide chosen by hand its full time', () => {
    renderCarousel({ Slides: threeSlides });
    wait(3000);
    fireEvent.click(screen.getByRole('button', { name: 'Nästa bild' }));
    wait(AUTOPLAY_MS - 1);
    expect(currentSlide()).toBe('2 av 3');
    wait(1);
    expect(currentSlide()).toBe('3 av 3');
  });

  it('the pause button stops it until play is pressed', () => {
    renderCarousel({ Slides: threeSlides });
    fireEvent.click(screen.getByRole('button', { name: 'Pausa bildspelet' }));
    wait(AUTOPLAY_MS * 3);
    expect(currentSlide()).toBe('1 av 3');
    const play = screen.getByRole('button', { name: 'Starta bildspelet' });
    expect(play.querySelector('svg[data-icon="Play"]')).toBeTruthy();
    fireEvent.click(play);
    expect(screen.getByRole('button', { name: 'Pausa bildspelet' })).toBeTruthy();
    wait(AUTOPLAY_MS);
    expect(currentSlide()).toBe('2 av 3');
  });

  it('holds still while the pointer is over it', () => {
    renderCarousel({ Slides: threeSlides });
    wait(3000);
    fireEvent.pointerEnter(region());
    wait(AUTOPLAY_MS * 3);
    expect(currentSlide()).toBe('1 av 3');
    fireEvent.pointerLeave(region());
    wait(AUTOPLAY_MS - 1);
    expect(currentSlide()).toBe('1 av 3');
    wait(1);
    expect(currentSlide()).toBe('2 av 3');
  });

  it('holds still while focus is in it', () => {
    renderCarousel({ Slides: threeSlides });
    const outside = document.createElement('button');
    document.body.append(outside);
    act(() => screen.getByRole('tab', { name: 'Bild 1' }).focus());
    act(() => screen.getByRole('button', { name: 'Nästa bild' }).focus());
    wait(AUTOPLAY_MS * 3);
    expect(currentSlide()).toBe('1 av 3');
    act(() => outside.focus());
    wait(AUTOPLAY_MS);
    expect(currentSlide()).toBe('2 av 3');
    outside.remove();
  });

  it('is not a live region while it turns by itself, and is one when it holds still', () => {
    renderCarousel({ Slides: threeSlides });
    const live = () => screen.getByRole('tabpanel').parentElement?.getAttribute('aria-live');
    expect(live()).toBe('off');
    fireEvent.click(screen.getByRole('button', { name: 'Pausa bildspelet' }));
    expect(live()).toBe('polite');
  });

  it('does not start by itself for visitors who prefer reduced motion, but plays on request', () => {
    stubMatchMedia((query) => query.includes('prefers-reduced-motion'));
    renderCarousel({ Slides: threeSlides });
    wait(AUTOPLAY_MS * 3);
    expect(currentSlide()).toBe('1 av 3');
    fireEvent.click(screen.getByRole('button', { name: 'Starta bildspelet' }));
    wait(AUTOPLAY_MS);
    expect(currentSlide()).toBe('2 av 3');
  });
});

describe('CarouselV2 keyboard', () => {
  it('the slide tabs are one tab stop; arrow keys, Home and End move between slides and focus', () => {
    renderCarousel({ Slides: threeSlides });
    const tab = (n: number) => screen.getByRole('tab', { name: `Bild ${n}` });
    expect([1, 2, 3].map((n) => tab(n).tabIndex)).toEqual([0, -1, -1]);
    act(() => tab(1).focus());
    fireEvent.keyDown(tab(1), { key: 'ArrowRight' });
    expect(currentSlide()).toBe('2 av 3');
    expect(document.activeElement).toBe(tab(2));
    expect([1, 2, 3].map((n) => tab(n).tabIndex)).toEqual([-1, 0, -1]);
    fireEvent.keyDown(tab(2), { key: 'End' });
    expect(currentSlide()).toBe('3 av 3');
    fireEvent.keyDown(tab(3), { key: 'ArrowRight' });
    expect(currentSlide()).toBe('1 av 3');
    fireEvent.keyDown(tab(1), { key: 'ArrowLeft' });
    expect(currentSlide()).toBe('3 av 3');
    fireEvent.keyDown(tab(3), { key: 'Home' });
    expect(currentSlide()).toBe('1 av 3');
    expect(document.activeElement).toBe(tab(1));
  });

  it('puts the pause button first in the tab order', () => {
    renderCarousel({ Slides: threeSlides });
    const focusable = region().querySelectorAll('button:not([tabindex="-1"]), a[href]');
    expect(focusable[0]?.getAttribute('aria-label')).toBe('Pausa bildspelet');
  });
});

describe('CarouselV2 swipe', () => {
  const swipe = (from: number, to: number) => {
    fireEvent.pointerDown(region(), { pointerId: 1, isPrimary: true, button: 0, clientX: from, clientY: 50 });
    fireEvent.pointerUp(region(), { pointerId: 1, clientX: to, clientY: 60 });
  };

  it('turns on a sideways swipe, not on a short one', () => {
    renderCarousel({ Slides: threeSlides });
    swipe(300, 300 - SWIPE_THRESHOLD_PX + 1);
    expect(currentSlide()).toBe('1 av 3');
    swipe(300, 300 - SWIPE_THRESHOLD_PX);
    expect(currentSlide()).toBe('2 av 3');
    swipe(100, 300);
    expect(currentSlide()).toBe('1 av 3');
  });
});

describe('CarouselV2 on a statically generated page', () => {
  it('hydrates without mismatch and then turns', async () => {
    const page = carouselPage({ Slides: threeSlides, Height: { value: 'Medium' } });
    const container = document.createElement('div');
    container.innerHTML = renderSitePageToString(page);
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    const root = await act(async () => hydrateRoot(container, sitePage(page)));
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(currentSlide()).toBe('1 av 3');
    wait(AUTOPLAY_MS);
    expect(currentSlide()).toBe('2 av 3');
    act(() => root.unmount());
    container.remove();
  });
});
