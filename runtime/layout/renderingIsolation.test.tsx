// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  layoutWith,
  registryTestComponents,
  renderSitePage,
  sitePage,
} from '../../tests/render/renderSitePage';
import { createComponentFactory } from '../rendering/componentFactory';
import {
  isRenderingIsolated,
  RENDERING_ISOLATION_ATTRIBUTE,
  renderDocumentIsolatingFailures,
  type withRenderingIsolation,
} from './renderingIsolation';

function Thrower(): never {
  throw new Error('boom');
}
const factory = createComponentFactory({ ...registryTestComponents, Thrower });

const richText = (uid: string, html: string) => ({
  uid,
  componentName: 'RichText',
  fields: { text: { value: html } },
});
const page = (throwing: boolean) =>
  layoutWith([
    richText('a', '<p>Before</p>'),
    ...(throwing ? [{ uid: 't', componentName: 'Thrower' }] : []),
    richText('b', '<p>After</p>'),
  ]);

/** The document's render: the app with the page, through the enhancer when the document passes one. */
const documentRender = (throwing: boolean) =>
  vi.fn(async (enhanceApp?: typeof withRenderingIsolation) => {
    const App = ({ pageProps }: { pageProps: { renderingIsolation?: boolean } }) =>
      sitePage(page(throwing), { factory, isolated: pageProps.renderingIsolation === true });
    const Rendered = enhanceApp ? enhanceApp(App) : App;
    return { html: renderToString(<Rendered pageProps={{}} />) };
  });

afterEach(() => {
  vi.restoreAllMocks();
  document.body.removeAttribute(RENDERING_ISOLATION_ATTRIBUTE);
});

describe('rendering isolation on the server', () => {
  it('renders a healthy page once, its sections in place with no Suspense boundary to outline', async () => {
    const render = documentRender(false);
    const props = await renderDocumentIsolatingFailures(render, '/om-oss');
    expect(render).toHaveBeenCalledTimes(1);
    expect(props.renderingIsolation).toBe(false);
    expect(props.html).toContain('Before');
    expect(props.html).toContain('After');
    expect(props.html).not.toContain('<!--$');
    expect(props.html).not.toContain('Aj då');
  });

  it('renders the page again with each rendering isolated when one throws, and logs the path', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const render = documentRender(true);
    const props = await renderDocumentIsolatingFailures(render, '/trasig');
    expect(render).toHaveBeenCalledTimes(2);
    expect(props.renderingIsolation).toBe(true);
    expect(props.html).toContain('Aj då');
    expect(props.html).toContain('Before');
    expect(props.html).toContain('After');
    expect(log).toHaveBeenCalledWith(
      '/trasig: a rendering failed on the server; rendering the page again with each rendering isolated',
      expect.objectContaining({ message: 'boom' }),
    );
  });

  it('fails when the page fails outside its renderings, isolated or not', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const render = vi.fn(() => Promise.reject(new Error('document broken')));
    await expect(renderDocumentIsolatingFailures(render, '/')).rejects.toThrow('document broken');
    expect(render).toHaveBeenCalledTimes(2);
  });
});

describe('rendering isolation in the browser', () => {
  it('keeps the section error of an isolated page (the body says so) and the rest of the page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.setAttribute(RENDERING_ISOLATION_ATTRIBUTE, '');
    renderSitePage(page(true), { factory, isolated: isRenderingIsolated(undefined) });
    expect(screen.getByRole('heading', { name: 'Aj då' })).toBeTruthy();
    expect(screen.getByText('Before')).toBeTruthy();
    expect(screen.getByText('After')).toBeTruthy();
  });
});
