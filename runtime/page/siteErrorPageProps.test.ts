import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { renderingsOf } from './runLoaders';
import { siteErrorPageProps } from './siteErrorPageProps';

const request = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;

// No registry entries: these pages' renderings have no loaders, and the runtime is tested on its own.
describe('siteErrorPageProps', () => {
  it('renders the market named by the proxy header with its own 404 content', async () => {
    const props = await siteErrorPageProps(
      {},
      request({ host: 'localhost:3000', 'x-site-name': 'hedinautomotiveuksite' }),
      404,
    );
    expect(props.site.name).toBe('hedinautomotiveuksite');
    expect(props.language).toBe('en-GB');
    expect(props.statusCode).toBe(404);
    expect(props.head.title).toBe('Page not found | Hedin Automotive UK');
    expect(props.dictionary.notFoundHeading).toBe('Page not found');
    expect(
      renderingsOf(props.layoutData.sitecore.route?.placeholders ?? {}).map((r) => r.componentName),
    ).toContain('PageIntro');
  });

  it('resolves the market from the host when the proxy did not run', async () => {
    const props = await siteErrorPageProps({}, request({ host: 'hedinautomotive.co.uk' }), 404);
    expect(props.site.name).toBe('hedinautomotiveuksite');
  });

  it('falls back to an empty route (the runtime message) when the market has no 500 page', async () => {
    const props = await siteErrorPageProps(
      {},
      request({ 'x-site-name': 'carstoresesite', 'x-site-language': 'xx-XX' }),
      500,
    );
    expect(props.statusCode).toBe(500);
    expect(props.language).toBe('sv-SE');
    expect(props.layoutData.sitecore.route?.placeholders).toEqual({});
  });
});
