// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithSite, withSite } from '../../tests/render/renderWithSite';
import { CarGallery } from './CarGallery';
import type { CarGalleryProps, GalleryImage } from './galleryTypes';
import { SPIN_DRAG_STEP_PX, SPIN_FRAME_MS } from './useSpin';
import { stubReducedMotion } from '../../tests/render/stubMatchMedia';

const LABEL = 'Bilder på Volvo V90 T6 AWD';
const images: GalleryImage[] = ['front', 'side', 'rear', 'interior'].map((view) => ({
  src: `/-/media/cars/estate-black-${view}.jpg`,
  alt: `Volvo V90, ${view}`,
}));
const frames = Array.from({ length: 36 }, (_, index) => `https://cdn.example.com/360/v90/${index}.jpg`);

const renderGallery = (props: Partial<CarGalleryProps> = {}) =>
  renderWithSite(<CarGallery label={LABEL} images={images} {...props} />);

const counter = () => screen.getByText(/^\d+ \/ \d+$/).textContent;
const mainImage = () => screen.getAllByRole('img').find((image) => image.hasAttribute('data-current'));
const thumbnails = () => within(screen.getByRole('list', { name: 'Miniatyrbilder' })).getAllByRole('link');
/** jsdom loads no pictures: each frame of the 360° view reports it loaded. */
const loadFrames = (container: HTMLElement) => {
  for (const frame of Array.from(container.querySelectorAll('[role="img"] > img'))) fireEvent.load(frame);
};
const currentFrame = (container: HTMLElement) =>
  container.querySelector('[role="img"] > img[data-current]')?.getAttribute('src');

beforeAll(() => {
  // jsdom lacks pointer capture, which a drag of the 360° view takes.
  HTMLElement.prototype.setPointerCapture = () => undefined;
});

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('CarGallery: pictures', () => {
  it('is a region named by its label, showing the first picture and its position', () => {
    renderGallery();
    expect(screen.getByRole('region', { name: LABEL })).toBeTruthy();
    expect(mainImage()?.getAttribute('alt')).toBe('Volvo V90, front');
    expect(counter()).toBe('1 / 4');
  });

  it('turns with next and previous, going round at both ends', () => {
    renderGallery();
    fireEvent.click(screen.getByRole('button', { name: 'Nästa bild' }));
    expect(mainImage()?.getAttribute('alt')).toBe('Volvo V90, side');
    expect(counter()).toBe('2 / 4');
    fireEvent.click(screen.getByRole('button', { name: 'Föregående bild' }));
    fireEvent.click(screen.getByRole('button', { name: 'Föregående bild' }));
    expect(mainImage()?.getAttribute('alt')).toBe('Volvo V90, interior');
    expect(counter()).toBe('4 / 4');
    fireEvent.click(screen.getByRole('button', { name: 'Nästa bild' }));
    expect(counter()).toBe('1 / 4');
  });

  it('turns with the arrow keys while focus is in it', () => {
    renderGallery();
    const fullscreen = screen.getByRole('button', { name: 'Visa i helskärm' });
    fireEvent.keyDown(fullscreen, { key: 'ArrowLeft' });
    expect(counter()).toBe('4 / 4');
    fireEvent.keyDown(thumbnails()[3] as HTMLElement, { key: 'ArrowRight' });
    expect(counter()).toBe('1 / 4');
    fireEvent.keyDown(fullscreen, { key: 'Enter' });
    expect(counter()).toBe('1 / 4');
  });

  it('shows the picture of a clicked thumbnail and marks that thumbnail as current', () => {
    renderGallery();
    expect(thumbnails().map((link) => link.getAttribute('aria-current'))).toEqual(['true', null, null, null]);
    fireEvent.click(screen.getByRole('link', { name: 'Visa bild 3 av 4' }));
    expect(mainImage()?.getAttribute('alt')).toBe('Volvo V90, rear');
    expect(thumbnails().map((link) => link.getAttribute('aria-current'))).toEqual([null, null, 'true', null]);
  });

  it('drops a picture that fails to load from the view, the thumbnails and the count', () => {
    renderGallery();
    fireEvent.click(screen.getByRole('link', { name: 'Visa bild 3 av 4' }));
    const side = thumbnails()[1]?.querySelector('img') as HTMLImageElement;
    fireEvent.error(side);
    expect(thumbnails()).toHaveLength(3);
    expect(counter()).toBe('2 / 3');
    // The picture shown stays shown when an earlier one leaves.
    expect(mainImage()?.getAttribute('alt')).toBe('Volvo V90, rear');
    fireEvent.error(mainImage() as HTMLElement);
    expect(counter()).toBe('2 / 2');
    expect(mainImage()?.getAttribute('alt')).toBe('Volvo V90, interior');
  });

  it('shows a placeholder with the car’s name when every picture fails, and no broken picture', () => {
    const { container } = renderGallery({ images: images.slice(0, 2) });
    for (const image of Array.from(container.querySelectorAll('img'))) fireEvent.error(image);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Nästa bild' })).toBeNull();
    expect(within(screen.getByRole('region', { name: LABEL })).getByText(LABEL)).toBeTruthy();
  });

  it('has no controls, count or thumbnails for a single picture', () => {
    renderGallery({ images: images.slice(0, 1) });
    expect(screen.queryByRole('button', { name: 'Nästa bild' })).toBeNull();
    expect(screen.queryByText(/^\d+ \/ \d+$/)).toBeNull();
    expect(screen.queryByRole('list', { name: 'Miniatyrbilder' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Visa i helskärm' })).toBeTruthy();
  });

  it('has the first picture and thumbnail links to every full picture in the server HTML', () => {
    const html = renderToString(withSite(<CarGallery label={LABEL} images={images} />));
    const page = new DOMParser().parseFromString(html, 'text/html');
    const shown = Array.from(page.querySelectorAll('img[alt^="Volvo V90"]'));
    expect(shown.map((image) => image.getAttribute('alt'))).toEqual(['Volvo V90, front']);
    expect(shown[0]?.getAttribute('fetchpriority')).toBe('high');
    expect(Array.from(page.querySelectorAll('ul a')).map((link) => link.getAttribute('href'))).toEqual(
      images.map((image) => image.src),
    );
  });
});

describe('CarGallery: fullscreen', () => {
  const openFullscreen = () => {
    fireEvent.click(screen.getByRole('button', { name: 'Visa i helskärm' }));
    return screen.findByRole('dialog', { name: LABEL });
  };

  it('opens the shown picture large with its own counter, turned by its buttons and the arrow keys', async () => {
    renderGallery();
    fireEvent.click(screen.getByRole('button', { name: 'Nästa bild' }));
    const dialog = await openFullscreen();
    expect(within(dialog).getByRole('img', { name: 'Volvo V90, side' })).toBeTruthy();
    expect(within(dialog).getByText('2 / 4')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Nästa bild' }));
    expect(within(dialog).getByText('3 / 4')).toBeTruthy();
    fireEvent.keyDown(within(dialog).getByRole('button', { name: 'Stäng helskärmsläget' }), {
      key: 'ArrowRight',
    });
    expect(within(dialog).getByRole('img', { name: 'Volvo V90, interior' })).toBeTruthy();
    expect(within(dialog).getByText('4 / 4')).toBeTruthy();
  });

  it('also opens from a click on the picture', async () => {
    renderGallery();
    fireEvent.click(mainImage() as HTMLElement);
    expect(await screen.findByRole('dialog', { name: LABEL })).toBeTruthy();
  });

  it('closes on Escape and gives focus back to the fullscreen button, keeping the position', async () => {
    renderGallery();
    const dialog = await openFullscreen();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Visa i helskärm' }));
    expect(counter()).toBe('4 / 4');
  });

  it('closes with its close button', async () => {
    renderGallery();
    const dialog = await openFullscreen();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stäng helskärmsläget' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('CarGallery: media tabs', () => {
  it('shows no tabs for a car with pictures only', () => {
    renderGallery();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('shows a tab per kind of media the car has, in the spec’s order, pictures first', () => {
    renderGallery({ videoUrl: 'https://youtu.be/dQw4w9WgXcQ', exterior360: frames, interior360: frames });
    const tabs = within(
      screen.getByRole('tablist', { name: 'Välj bilder, video eller 360°-vy' }),
    ).getAllByRole('tab');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual([
      ['Bilder', 'true'],
      ['Video', 'false'],
      ['Interiör 360°', 'false'],
      ['Exteriör 360°', 'false'],
    ]);
    expect(screen.getByRole('tabpanel', { name: 'Bilder' })).toBeTruthy();
  });

  it('shows a YouTube video in the click-to-load player and moves between tabs with the arrow keys', () => {
    renderGallery({ videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', exterior360: frames });
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Bilder' }), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Video' }));
    expect(screen.getByRole('tabpanel', { name: 'Video' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Spela upp videon' })).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Video' }), { key: 'End' });
    expect(screen.getByRole('img', { name: 'Exteriör 360°' })).toBeTruthy();
  });

  it('plays another video address in the browser’s player, loaded only on play', () => {
    const { container } = renderGallery({ images: [], videoUrl: 'https://cdn.example.com/v90.mp4' });
    expect(screen.queryByRole('tablist')).toBeNull();
    const video = container.querySelector('video');
    expect(video?.getAttribute('src')).toBe('https://cdn.example.com/v90.mp4');
    expect(video?.getAttribute('preload')).toBe('none');
    expect(video?.hasAttribute('controls')).toBe(true);
  });

  it('leaves out a video whose address cannot play', () => {
    renderGallery({ videoUrl: 'javascript:alert(1)' });
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('leaves the pictures tab when its last picture fails and shows the next kind', () => {
    const { container } = renderGallery({
      images: images.slice(0, 1),
      interior360: frames,
      exterior360: frames,
    });
    fireEvent.error(container.querySelector('img') as HTMLElement);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Interiör 360°',
      'Exteriör 360°',
    ]);
    expect(screen.getByRole('tab', { name: 'Interiör 360°' }).getAttribute('aria-selected')).toBe('true');
  });
});

describe('CarGallery: 360° view', () => {
  const renderSpin = (loaded = true) => {
    const rendered = renderGallery({ images: [], exterior360: frames });
    if (loaded) loadFrames(rendered.container);
    return rendered;
  };
  const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  it('turns one frame every SPIN_FRAME_MS, going round', () => {
    vi.useFakeTimers();
    const { container } = renderSpin();
    expect(currentFrame(container)).toBe(frames[0]);
    advance(SPIN_FRAME_MS);
    expect(currentFrame(container)).toBe(frames[1]);
    advance(SPIN_FRAME_MS * 36);
    expect(currentFrame(container)).toBe(frames[1]);
  });

  it('stops after a drag, which turns one frame per SPIN_DRAG_STEP_PX the way it goes', () => {
    vi.useFakeTimers();
    const { container } = renderSpin();
    advance(SPIN_FRAME_MS * 2);
    const stage = screen.getByRole('img', { name: 'Exteriör 360°' });
    fireEvent.pointerDown(stage, { pointerId: 1, isPrimary: true, button: 0, clientX: 200 });
    fireEvent.pointerMove(stage, { pointerId: 1, clientX: 200 + SPIN_DRAG_STEP_PX * 10 + 3 });
    expect(currentFrame(container)).toBe(frames[12]);
    fireEvent.pointerMove(stage, { pointerId: 1, clientX: 200 - SPIN_DRAG_STEP_PX * 4 });
    expect(currentFrame(container)).toBe(frames[36 - 2]);
    fireEvent.pointerUp(stage, { pointerId: 1, clientX: 200 - SPIN_DRAG_STEP_PX * 4 });
    advance(SPIN_FRAME_MS * 10);
    expect(currentFrame(container)).toBe(frames[34]);
    expect(screen.getByRole('button', { name: 'Pausa rotationen' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('pauses and resumes with the toggle, and turns step by step with its buttons', () => {
    vi.useFakeTimers();
    const { container } = renderSpin();
    const toggle = screen.getByRole('button', { name: 'Pausa rotationen' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    advance(SPIN_FRAME_MS * 5);
    expect(currentFrame(container)).toBe(frames[0]);
    fireEvent.click(screen.getByRole('button', { name: 'Vrid bilen åt vänster' }));
    expect(currentFrame(container)).toBe(frames[35]);
    fireEvent.click(toggle);
    advance(SPIN_FRAME_MS);
    expect(currentFrame(container)).toBe(frames[0]);
  });

  it('starts paused for a visitor who prefers reduced motion', () => {
    stubReducedMotion(true);
    vi.useFakeTimers();
    const { container } = renderSpin();
    advance(SPIN_FRAME_MS * 5);
    expect(currentFrame(container)).toBe(frames[0]);
    expect(screen.getByRole('button', { name: 'Pausa rotationen' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('waits for every frame to load before it turns', () => {
    vi.useFakeTimers();
    const { container } = renderSpin(false);
    advance(SPIN_FRAME_MS * 3);
    expect(currentFrame(container)).toBe(frames[0]);
    loadFrames(container);
    advance(SPIN_FRAME_MS);
    expect(currentFrame(container)).toBe(frames[1]);
  });
});
