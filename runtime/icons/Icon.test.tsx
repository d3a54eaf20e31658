// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContentIcon, Icon, isIconName, type IconName } from './Icon';
import { ICON_PATHS } from './iconPaths';

const DRAWABLE = 'path, circle, rect, ellipse, line, polyline, polygon';
const iconNames = Object.keys(ICON_PATHS) as IconName[];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Icon', () => {
  it('has about fifty icons, including the ones the spec names', () => {
    expect(iconNames.length).toBeGreaterThanOrEqual(50);
    for (const name of ['Battery', 'Car', 'Calendar', 'Phone', 'Pin', 'Star', 'Tire', 'Truck']) {
      expect(isIconName(name)).toBe(true);
    }
  });

  it.each(iconNames)('%s renders an inline svg with something to draw', (name) => {
    const { container } = render(<Icon name={name} />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(svg?.getAttribute('stroke')).toBe('currentColor');
    expect(svg?.querySelectorAll(DRAWABLE).length).toBeGreaterThan(0);
  });

  it('is decorative by default and sized 24', () => {
    const { container } = render(<Icon name="Car" />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('width')).toBe('24');
    expect(svg?.getAttribute('height')).toBe('24');
    expect(svg?.querySelector('title')).toBeNull();
  });

  it('takes a size, and with a title is an image named by it', () => {
    const { container } = render(<Icon name="Phone" size={20} title="Ring oss" />);
    const svg = screen.getByRole('img', { name: 'Ring oss' });
    expect(svg.getAttribute('width')).toBe('20');
    expect(svg.getAttribute('aria-hidden')).toBeNull();
    expect(container.querySelector('title')?.textContent).toBe('Ring oss');
  });

  it('only accepts names of the set at compile time', () => {
    // @ts-expect-error an icon that is not drawn is a type error
    const unknown = <Icon name="Spaceship" />;
    expect(unknown).toBeTruthy();
  });
});

describe('ContentIcon', () => {
  it('renders a known name from content', () => {
    const { container } = render(<ContentIcon name="Pin" size={16} />);
    expect(container.querySelector('svg[data-icon="Pin"]')?.getAttribute('width')).toBe('16');
  });

  it('logs an unknown name and renders nothing', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = render(<ContentIcon name="Spaceship" />);
    expect(container.innerHTML).toBe('');
    expect(logged).toHaveBeenCalledWith('Unknown icon "Spaceship"');
  });

  it('treats prototype keys as unknown and an empty name as no icon', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(isIconName('toString')).toBe(false);
    const { container } = render(
      <>
        <ContentIcon name="toString" />
        <ContentIcon name="" />
        <ContentIcon name={undefined} />
      </>,
    );
    expect(container.innerHTML).toBe('');
    expect(logged).toHaveBeenCalledTimes(1);
  });
});
