// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { layoutWith, registryTestComponents, renderSitePage } from '../../tests/render/renderSitePage';
import { createComponentFactory } from '../rendering/componentFactory';

function Thrower(): never {
  throw new Error('boom');
}
const factoryWithThrower = createComponentFactory({ ...registryTestComponents, Thrower });

const richText = (uid: string, html: string) => ({
  uid,
  componentName: 'RichText',
  fields: { text: { value: html } },
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('Layout and registry', () => {
  it('renders root and nested placeholders through the registry', () => {
    renderSitePage(
      layoutWith([
        richText('a', '<p>Top text</p>'),
        {
          uid: 'b',
          componentName: 'TwoColumnContainer',
          params: { ratio: '60-40' },
          fields: {},
          placeholders: {
            'column-left': [richText('c', '<p>Left column</p>')],
            'column-right': [
              {
                uid: 'd',
                componentName: 'ContentCard',
                fields: { title: { value: 'Card title' }, text: { value: '<p>Card text</p>' } },
              },
            ],
          },
        },
      ]),
    );
    expect(screen.getByText('Top text')).toBeTruthy();
    expect(within(screen.getByRole('main')).getByText('Left column')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Card title' })).toBeTruthy();
  });

  it('shows a notice for an unknown component in development', () => {
    vi.stubEnv('NODE_ENV', 'development');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderSitePage(
      layoutWith([{ uid: 'x', componentName: 'Carousel3D' }, richText('a', '<p>Still here</p>')]),
    );
    expect(screen.getByRole('note').textContent).toContain('Carousel3D');
    expect(screen.getByText('Still here')).toBeTruthy();
  });

  it('shows the notice in editing mode, and nothing but a logged error in production', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { unmount } = renderSitePage(
      layoutWith([{ uid: 'x', componentName: 'Carousel3D' }, richText('a', '<p>Visible</p>')]),
    );
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByText('Visible')).toBeTruthy();
    expect(logged.mock.calls.flat().join(' ')).toContain('Carousel3D');
    unmount();
    renderSitePage(layoutWith([{ uid: 'x', componentName: 'Carousel3D' }], { pageEditing: true }));
    expect(screen.getByRole('note').textContent).toContain('Carousel3D');
  });

  it('isolates a throwing rendering behind the section error (browser render)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderSitePage(
      layoutWith([
        richText('a', '<p>Before</p>'),
        { uid: 't', componentName: 'Thrower' },
        richText('b', '<p>After</p>'),
      ]),
      {
        factory: factoryWithThrower,
      },
    );
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Aj då' })).toBeTruthy();
    expect(alert.textContent).toContain('Prova ladda om sidan');
    expect(within(alert).getByRole('button', { name: 'Ladda om' })).toBeTruthy();
    expect(screen.getByText('Before')).toBeTruthy();
    expect(screen.getByText('After')).toBeTruthy();
  });

  it('takes the section error texts from the market dictionary', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderSitePage(layoutWith([{ uid: 't', componentName: 'Thrower' }]), {
      factory: factoryWithThrower,
      dictionary: { sectionErrorHeading: 'Oops', sectionErrorReload: 'Reload' },
    });
    expect(screen.getByRole('heading', { name: 'Oops' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Prova ladda om sidan');
  });

  it('shows the section error for a rendering whose server loader failed', () => {
    renderSitePage(layoutWith([richText('a', '<p>Fine</p>'), richText('b', '<p>Needs data</p>')]), {
      renderingData: { data: {}, failed: ['b'] },
    });
    expect(screen.getByText('Fine')).toBeTruthy();
    expect(screen.queryByText('Needs data')).toBeNull();
    expect(screen.getByRole('alert')).toBeTruthy();
  });

  it('suppresses link clicks in editing mode only', () => {
    const card = {
      uid: 'c',
      componentName: 'ContentCard',
      fields: {
        title: { value: 'T' },
        text: { value: '<p>x</p>' },
        link: { value: { href: '/om-oss', text: 'Läs mer' } },
      },
    };
    const { unmount } = renderSitePage(layoutWith([card], { pageEditing: true }));
    const editingClick = new MouseEvent('click', { bubbles: true, cancelable: true });
    screen.getByRole('link', { name: 'Läs mer' }).dispatchEvent(editingClick);
    expect(editingClick.defaultPrevented).toBe(true);
    unmount();
    renderSitePage(layoutWith([card]));
    const normalClick = new MouseEvent('click', { bubbles: true, cancelable: true });
    screen.getByRole('link', { name: 'Läs mer' }).dispatchEvent(normalClick);
    expect(screen.getByRole('link', { name: 'Läs mer' }).getAttribute('href')).toBe('/om-oss');
  });
});

describe('createComponentFactory', () => {
  it('returns null for names outside the registry, including prototype keys', () => {
    const factory = createComponentFactory(registryTestComponents);
    expect(factory('RichText')).not.toBeNull();
    expect(factory('RichText')).toBe(factory('RichText'));
    expect(factory('Nope')).toBeNull();
    expect(factory('toString')).toBeNull();
  });
});
