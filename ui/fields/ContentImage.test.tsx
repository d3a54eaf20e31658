// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chromeOf, editableImage } from '../../tests/fixtures/editableMarkup';
import { renderInSitecoreContext } from '../../tests/render/renderInSitecoreContext';
import { ContentImage } from './ContentImage';
import styles from './ContentImage.module.css';
import { hasContentImage } from './hasContentImage';

const value = {
  src: '/-/media/hero/carstore-desktop.jpg',
  alt: 'En Volvo EX30 vid havet',
  width: 1600,
  height: 900,
};
const BLUR = 'data:image/jpeg;base64,AAAA';

describe('ContentImage for visitors', () => {
  it('is next/image of the field: its alt, the optimiser on the /-/media/ URL, the given sizes', () => {
    renderInSitecoreContext(
      <ContentImage field={{ value }} fill sizes="100vw" style={{ objectFit: 'cover' }} />,
    );
    const image = screen.getByRole('img', { name: 'En Volvo EX30 vid havet' });
    expect(image.getAttribute('src')).toBe(
      '/_next/image?url=%2F-%2Fmedia%2Fhero%2Fcarstore-desktop.jpg&w=3840&q=75',
    );
    expect(image.getAttribute('srcset')).toContain(
      '/_next/image?url=%2F-%2Fmedia%2Fhero%2Fcarstore-desktop.jpg&w=640&q=75 640w',
    );
    expect(image.getAttribute('srcset')).not.toContain('jssmedia');
    expect(image.getAttribute('sizes')).toBe('100vw');
    expect(image.style.objectFit).toBe('cover');
    expect(image.style.position).toBe('absolute');
  });

  it('keeps the size, placeholder and loading it is given, and an alt that overrides the field', () => {
    renderInSitecoreContext(
      <ContentImage
        field={{ value }}
        alt=""
        width={400}
        height={225}
        sizes="400px"
        placeholder="blur"
        blurDataURL={BLUR}
        loading="eager"
      />,
    );
    const image = document.querySelector('img');
    expect(image?.getAttribute('alt')).toBe('');
    expect(image?.getAttribute('width')).toBe('400');
    expect(image?.getAttribute('height')).toBe('225');
    expect(image?.getAttribute('loading')).toBe('eager');
    expect(image?.style.backgroundImage).toContain(BLUR);
  });

  it('renders nothing for an empty image field', () => {
    const { container } = renderInSitecoreContext(<ContentImage field={{ value: {} }} fill sizes="100vw" />);
    expect(container.innerHTML).toBe('');
    expect(hasContentImage({ value: {} })).toBe(false);
    expect(hasContentImage(undefined)).toBe(false);
    expect(hasContentImage({ value })).toBe(true);
  });
});

describe('ContentImage in the page editor', () => {
  it("renders the field's chrome around Sitecore's own picture, laid over the box like the picture", () => {
    const field = editableImage('hero-image', value);
    const { container } = renderInSitecoreContext(
      <ContentImage
        field={field}
        fill
        sizes="100vw"
        style={{ objectFit: 'cover' }}
        placeholder="blur"
        blurDataURL={BLUR}
      />,
      { editing: true },
    );
    expect(chromeOf(container, 'hero-image')).not.toBeNull();
    expect(container.querySelector('code[chrometype="field"][kind="open"]')).not.toBeNull();
    const image = screen.getByRole('img', { name: 'En Volvo EX30 vid havet' });
    expect(image.getAttribute('src')).toBe('/-/media/hero/carstore-desktop.jpg?h=900&iar=0&w=1600');
    // Only the size, class and style reach the editor's <img>: no placeholder or data URL.
    expect(image.getAttributeNames().sort()).toEqual(['alt', 'height', 'src', 'style', 'width']);
    expect(image.getAttribute('style')).toBe('object-fit:cover');
    expect(image.closest('.sc-image-wrapper')?.parentElement?.className).toBe(styles.fill);
  });

  it("gives the editor's picture the style it is given, as CSS", () => {
    const field = editableImage('logo', { src: '/-/media/brands/volvo.svg', alt: 'Volvo' });
    renderInSitecoreContext(
      <ContentImage field={field} width={80} height={40} style={{ height: 32, width: 'auto' }} />,
      { editing: true },
    );
    const image = screen.getByRole('img', { name: 'Volvo' });
    expect(image.style.height).toBe('32px');
    expect(image.style.width).toBe('auto');
    expect(image.closest('.sc-image-wrapper')?.parentElement?.className).toBe(styles.contents);
  });

  it('shows an empty image field, so editors can choose a picture', () => {
    const field = { ...editableImage('poster', value), value: {} };
    const { container } = renderInSitecoreContext(<ContentImage field={field} width={400} height={300} />, {
      editing: true,
    });
    expect(hasContentImage(field)).toBe(true);
    expect(chromeOf(container, 'poster')).not.toBeNull();
    expect(container.querySelector('img')?.getAttribute('width')).toBe('400');
  });

  it('never writes an event handler or an unset prop into the markup', () => {
    const field = editableImage('logo', { src: '/-/media/brands/volvo.svg', alt: 'Volvo' });
    const { container } = renderInSitecoreContext(
      <ContentImage field={field} alt="Volvo" width={80} height={40} onError={() => undefined} />,
      { editing: true },
    );
    expect(container.innerHTML).not.toContain('onError');
    expect(container.innerHTML).not.toContain('undefined');
  });
});
