// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BrandItems } from '../../schemas/generated/fields';
import { chromeOf, editableImage } from '../../tests/fixtures/editableMarkup';
import { renderInSitecoreContext } from '../../tests/render/renderInSitecoreContext';
import { dealerBrands } from './dealerBrands';
import { DealerBrandLogos } from './DealerBrandLogos';

const volvoLogo = { src: '/-/media/brands/volvo.svg', alt: 'Volvo', width: 120, height: 40 };
const items = (logo: BrandItems[number]['fields']['Logo']): BrandItems => [
  { id: 'volvo', fields: { BrandCode: { value: 'VOLVO' }, Name: { value: 'Volvo' }, Logo: logo } },
];

describe('DealerBrandLogos', () => {
  it("shows each brand item's logo at the row's height, named by the brand, and the name of a brand without one", () => {
    const brands = dealerBrands(['VOLVO', 'KIA'], { KIA: 'Kia' }, items({ value: volvoLogo }));
    renderInSitecoreContext(<DealerBrandLogos brands={brands} label="Märken" height={24} />);
    const logo = screen.getByRole('img', { name: 'Volvo' });
    // An SVG is not optimised; next/image sets the source again once mounted, so it reads absolute.
    expect(new URL(logo.getAttribute('src') ?? '', 'http://localhost').pathname).toBe(
      '/-/media/brands/volvo.svg',
    );
    expect(logo.getAttribute('width')).toBe('72');
    expect(logo.getAttribute('height')).toBe('24');
    expect(screen.getByText('Kia')).toBeTruthy();
    act(() => fireEvent.error(logo));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Volvo')).toBeTruthy();
  });

  it("gives editors the logo field's chrome", () => {
    const brands = dealerBrands(['VOLVO'], {}, items(editableImage('volvo-logo', volvoLogo)));
    const { container } = renderInSitecoreContext(
      <DealerBrandLogos brands={brands} label="Märken" height={24} />,
      {
        editing: true,
      },
    );
    expect(chromeOf(container, 'volvo-logo')).not.toBeNull();
    const logo = screen.getByRole('img', { name: 'Volvo' });
    expect(logo.getAttribute('height')).toBe('24');
    expect(logo.getAttribute('src')).toBe('/-/media/brands/volvo.svg?h=40&iar=0&w=120');
  });
});
