// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { componentFieldsValidator } from '../../runtime/config/schemaValidator';
import { hydrateRoot } from 'react-dom/client';
import {
  layoutWith,
  renderSitePage,
  renderSitePageToString,
  sitePage,
} from '../../tests/render/renderSitePage';
import type { CarouselData } from './Carousel';
import fieldsSchema from './carousel.schema.json';
import type { CarouselFields } from './fields.generated';
import { SWIPE_THRESHOLD_PX } from '../../ui/browser/useSwipe';

const router = vi.hoisted(() => ({
  push: vi.fn<(url: string) => Promise<boolean>>(async () => true),
  prefetch: vi.fn(async () => undefined),
}));
vi.mock('next/router', () => ({ useRouter: () => router }));

const slide = (n: number, extra: Partial<NonNullable<CarouselFields['Slides']>[number]['fields']> = {}) => ({
  id: `slide-${n}`,
  fields: {
    Image: { value: { src: `/-/media/hero/slide-${n}.jpg`, alt: `Bil ${n}` } },
    Title: { value: `Rubrik ${n}` },
    ...extra,
  },
});
const threeSlides = [slide(1, { Link: { value: { href: '/bilar', text: 'Se bilar' } } }), slide(2), slide(3)];

/** A page with only the carousel (empty header and footer, which JSS otherwise warns about). */
function carouselPage(fields: CarouselFields) {
  const layout = layoutWith([{ uid: 'carousel', componentName: 'Carousel', fields }]);
  const route = layout.sitecore.route;
  if (route) route.placeholders = { header: [], footer: [], ...route.placeholders };
  return layout;
}

const renderCarousel = (fields: CarouselFields, data?: CarouselData) =>
  renderSitePage(carouselPage(fields), {
    renderingData: { data: data ? { carousel: data } : {}, failed: [] },
  });

/** Only the current slide is exposed to assistive technology; the others are aria-hidden. */
const currentSlide = () => screen.getByRole('group').getAttribute('aria-label');
const carousel = () => screen.getByRole('region', { name: /^Bildspel/ });

beforeAll(() => {
  // jsdom has no pointer capture; the swipe captures a dragging pointer.
  Element.prototype.setPointerCapture = () => undefined;
});

afterEach(() => {
  router.push.mockClear();
});

describe('Carousel field schema', () => {
  it('accepts slides, the search fields, and nothing else', () => {
    const validate = componentFieldsValidator(fieldsSchema);
    const complete: CarouselFields = {
      Slides: [slide(1, { Text: { value: 'Text' }, Link: { value: { href: '/a', text: 'A' } } })],
      HasSearchBar: { value: true },
      SearchUrl: { value: '/sok' },
      SearchPlaceholder: { value: 'Sök bil' },
    };
    expect(validate(complete)).toBe(true);
    expect(validate({ Slides: [{ id: 'x', fields: { Video: { value: 'x' } } }] })).toBe(false);
    expect(validate({ Autoplay: { value: true } })).toBe(false);
  });
});

describe('Carousel slides', () => {
  it('renders nothing without slides', () => {
    const { container } = renderCarousel({});
    expect(container.querySelector('[aria-roledescription="karusell"]')).toBeNull();
  });

  it('shows the first slide, labelled "n av m", the others hidden and inert', () => {
    const { container } = renderCarousel({ Slides: threeSlides });
    expect(carousel().getAttribute('aria-roledescription')).toBe('karusell');
    expect(currentSlide()).toBe('1 av 3');
    expect(screen.getByRole('heading', { level: 2, name: 'Rubrik 1' })).toBeTruthy();
    const hidden = container.querySelectorAll('[aria-roledescription="bild"][aria-hidden="true"]');
    expect(hidden).toHaveLength(2);
    expect([...hidden].every((element) => element.hasAttribute('inert'))).toBe(true);
    expect(screen.getByRole('link', { name: 'Se bilar' }).getAttribute('href')).toBe('/bilar');
  });

  it('next and previous go round the slides', () => {
    renderCarousel({ Slides: threeSlides });
    const next = screen.getByRole('button', { name: 'Nästa bild' });
    fireEvent.click(next);
    expect(currentSlide()).toBe('2 av 3');
    fireEvent.click(next);
    fireEvent.click(next);
    expect(currentSlide()).toBe('1 av 3');
    fireEvent.click(screen.getByRole('button', { name: 'Föregående bild' }));
    expect(currentSlide()).toBe('3 av 3');
  });

  it('a dot shows its slide and marks itself current', () => {
    renderCarousel({ Slides: threeSlides });
    const third = screen.getByRole('button', { name: 'Visa bild 3' });
    fireEvent.click(third);
    expect(currentSlide()).toBe('3 av 3');
    expect(third.getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'Visa bild 1' }).hasAttribute('aria-current')).toBe(false);
  });

  it('has no controls for a single slide', () => {
    renderCarousel({ Slides: [slide(1)] });
    expect(currentSlide()).toBe('1 av 1');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('uses the blur placeholders from the loader', () => {
    const blur = 'data:image/jpeg;base64,AAAA';
    const { container } = renderCarousel(
      { Slides: threeSlides },
      { blurDataUrls: { '/-/media/hero/slide-1.jpg': blur } },
    );
    const images = container.querySelectorAll('img');
    expect((images[0] as HTMLImageElement).style.backgroundImage).toContain(blur);
    expect((images[1] as HTMLImageElement).style.backgroundImage).toBe('');
  });

  it('loads the current and neighbouring slide images now, the others lazily', () => {
    const { container } = renderCarousel({ Slides: [...threeSlides, slide(4)] });
    const loading = () =>
      [...container.querySelectorAll('img')].map((image) => image.getAttribute('loading'));
    expect(loading()).toEqual(['eager', 'eager', 'lazy', 'eager']);
    fireEvent.click(screen.getByRole('button', { name: 'Nästa bild' }));
    expect(loading()).toEqual(['eager', 'eager', 'eager', 'lazy']);
  });

  it('uses the market dictionary', () => {
    renderSitePage(carouselPage({ Slides: threeSlides }), {
      dictionary: { carouselNext: 'Next slide', carouselSlideLabel: 'Slide {{index}} of {{count}}' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toBe('Slide 2 of 3');
  });
});

describe('Carousel keyboard', () => {
  it('turns with the arrow keys while it has focus', () => {
    renderCarousel({ Slides: threeSlides });
    const region = carousel();
    expect(region.tabIndex).toBe(0);
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(currentSlide()).toBe('2 av 3');
    fireEvent.keyDown(screen.getByRole('button', { name: 'Visa bild 1' }), { key: 'ArrowRight' });
    expect(currentSlide()).toBe('3 av 3');
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(currentSlide()).toBe('2 av 3');
    fireEvent.keyDown(region, { key: 'Enter' });
    expect(currentSlide()).toBe('2 av 3');
  });

  it('leaves the arrow keys to the search field', () => {
    renderCarousel({ Slides: threeSlides, HasSearchBar: { value: true } });
    fireEvent.keyDown(screen.getByRole('textbox'), { key: 'ArrowRight' });
    expect(currentSlide()).toBe('1 av 3');
  });
});

describe('Carousel swipe', () => {
  const swipe = (from: number, to: number, y = 100) => {
    const region = carousel();
    fireEvent.pointerDown(region, { pointerId: 1, isPrimary: true, button: 0, clientX: from, clientY: 100 });
    fireEvent.pointerMove(region, { pointerId: 1, clientX: (from + to) / 2, clientY: (100 + y) / 2 });
    fireEvent.pointerUp(region, { pointerId: 1, clientX: to, clientY: y });
  };

  it('a swipe to the left shows the next slide, to the right the previous one', () => {
    renderCarousel({ Slides: threeSlides });
    swipe(300, 300 - SWIPE_THRESHOLD_PX);
    expect(currentSlide()).toBe('2 av 3');
    swipe(100, 260);
    expect(currentSlide()).toBe('1 av 3');
  });

  it('ignores short and mostly vertical movements', () => {
    renderCarousel({ Slides: threeSlides });
    swipe(300, 300 - SWIPE_THRESHOLD_PX + 1);
    swipe(300, 200, 300);
    expect(currentSlide()).toBe('1 av 3');
  });

  it('a swipe ending on a link does not follow it', () => {
    renderCarousel({ Slides: threeSlides });
    const link = screen.getByRole('link', { name: 'Se bilar' });
    swipe(300, 100);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
  });
});

describe('Carousel search', () => {
  const searchFields: CarouselFields = {
    Slides: threeSlides,
    HasSearchBar: { value: true },
    SearchPlaceholder: { value: 'Sök bland 1 200 bilar' },
  };
  const input = () => screen.getByRole('textbox', { name: 'Sök bland 1 200 bilar' }) as HTMLInputElement;
  const type = (text: string) => fireEvent.change(input(), { target: { value: text } });

  it('has no search field unless HasSearchBar is checked', () => {
    renderCarousel({ Slides: threeSlides });
    expect(screen.queryByRole('search')).toBeNull();
  });

  it('Enter goes to the site search path with the keyphrase', () => {
    renderCarousel(searchFields);
    expect(input().placeholder).toBe('Sök bland 1 200 bilar');
    type('  Volvo XC60 ');
    // Enter in a form's only text field submits the form (implicit submission); jsdom does not map the key.
    act(() => (screen.getByRole('search') as HTMLFormElement).requestSubmit());
    expect(router.push).toHaveBeenCalledWith('/sok?keyphrase=Volvo%20XC60');
  });

  it('the button goes to the configured search URL', () => {
    renderCarousel({ ...searchFields, SearchUrl: { value: '/kopa-bil?typ=suv' } });
    type('elbil & hybrid');
    fireEvent.click(screen.getByRole('button', { name: 'Sök' }));
    expect(router.push).toHaveBeenCalledWith('/kopa-bil?typ=suv&keyphrase=elbil%20%26%20hybrid');
  });

  it('does nothing for an empty or blank text', () => {
    renderCarousel(searchFields);
    fireEvent.click(screen.getByRole('button', { name: 'Sök' }));
    type('   ');
    fireEvent.click(screen.getByRole('button', { name: 'Sök' }));
    expect(router.push).not.toHaveBeenCalled();
  });

  it('is a GET form to the search page, so it works before hydration too', () => {
    renderCarousel(searchFields);
    const form = screen.getByRole('search');
    expect(form.getAttribute('action')).toBe('/sok');
    expect(form.getAttribute('method')).toBe('get');
    expect(input().name).toBe('keyphrase');
  });
});

describe('Carousel on a statically generated page', () => {
  it('hydrates without mismatch', async () => {
    const page = carouselPage({ Slides: threeSlides, HasSearchBar: { value: true } });
    const container = document.createElement('div');
    container.innerHTML = renderSitePageToString(page);
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    const root = await act(async () => hydrateRoot(container, sitePage(page)));
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    fireEvent.click(screen.getByRole('button', { name: 'Nästa bild' }));
    expect(currentSlide()).toBe('2 av 3');
    act(() => root.unmount());
    container.remove();
  });
});
