// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chromeOf, editableImage } from '../../tests/fixtures/editableMarkup';
import { renderInSitecoreContext } from '../../tests/render/renderInSitecoreContext';
import { SlideImage } from './SlideImage';

const value = { src: '/-/media/hero/slide-1.jpg', alt: 'Volvo XC60 i skogen', width: 1920, height: 800 };

describe('SlideImage', () => {
  it("covers the slide with the field's picture, full width, loading at once when near", () => {
    renderInSitecoreContext(<SlideImage image={{ value }} near fetchPriority="high" />);
    const image = screen.getByRole('img', { name: 'Volvo XC60 i skogen' });
    expect(image.getAttribute('src')).toMatch(
      /^\/_next\/image\?url=%2F-%2Fmedia%2Fhero%2Fslide-1\.jpg&w=\d+&q=75$/,
    );
    expect(image.getAttribute('sizes')).toBe('100vw');
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('fetchpriority')).toBe('high');
    expect(image.getAttribute('draggable')).toBe('false');
    expect(image.style.objectFit).toBe('cover');
  });

  it("gives editors the image field's chrome, covering the slide", () => {
    const { container } = renderInSitecoreContext(
      <SlideImage
        image={editableImage('slide-1-image', value)}
        near={false}
        blurDataUrl="data:image/jpeg;base64,AAAA"
      />,
      { editing: true },
    );
    expect(chromeOf(container, 'slide-1-image')).not.toBeNull();
    expect(screen.getByRole('img', { name: 'Volvo XC60 i skogen' }).getAttribute('src')).toBe(
      '/-/media/hero/slide-1.jpg?h=800&iar=0&w=1920',
    );
    expect(container.innerHTML).not.toContain('base64');
  });
});
