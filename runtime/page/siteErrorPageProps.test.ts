import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { renderingsOf } from './runLoaders';
import { siteErrorPageProps } from './siteErrorPageProps';

const request = (url: string, headers: Record<string, string> = {}) =>
  ({ url, headers }) as unknown as IncomingMessage;

// No registry entries: these pages' renderings have no loaders, and the runtime is tested on its own.
describe('siteErrorPageProps', () => {
  it('renders the market of the site route the request was rewritten to, with its own 404 content', async () => {
    const props = await siteErrorPageProps(
      {},
      request('/site/hedinautomotiveuksite/en-GB/no-such-page', { host: 'localhost:3000' }),
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

  it('resolves the market from the host and the language from the path otherwise', async () => {
    const props = await siteErrorPageProps(
      {},
      request('/no-such-page', { host: 'hedinautomotive.co.uk' }),
      404,
    );
    expect(props.site.name).toBe('hedinautomotiveuksite');
    const swedish = await siteErrorPageProps(
      {},
      request('/sv-se/saknas', { host: 'hedinmobility.com' }),
      404,
    );
    expect(swedish.site.name).toBe('hedingroupsite');
    expect(swedish.language).toBe('sv-SE');
  });

  it('falls back to an empty route (the runtime message) when the market has no 500 page', async () => {
    const props = await siteErrorPageProps({}, request('/site/carstoresesite/xx-XX/broken'), 500);
    expect(props.statusCode).toBe(500);
    expect(props.language).toBe('sv-SE');
    expect(props.layoutData.sitecore.route?.placeholders).toEqual({});
  });
});
