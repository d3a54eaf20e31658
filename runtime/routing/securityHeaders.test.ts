import { describe, expect, it } from 'vitest';
import { YOUTUBE_EMBED_ORIGIN as PLAYER_ORIGIN } from '../../ui/video/youtubeEmbedUrl';
import {
  HUBSPOT_SCRIPT_SOURCES,
  parseEditingHosts,
  securityHeaders,
  YOUTUBE_EMBED_ORIGIN,
} from './securityHeaders';

type Options = Parameters<typeof securityHeaders>[0];

/** The headers a path gets: every matching route in order, a later one overriding the same header. */
function headersFor(
  path: '/' | '/api/search' | '/-/media/brochure.pdf',
  options: Options,
): Record<string, string> {
  const routes = securityHeaders(options).filter(
    (route) => route.source === '/:path*' || path.startsWith(route.source.replace(':path*', '')),
  );
  return Object.fromEntries(routes.flatMap((route) => route.headers.map(({ key, value }) => [key, value])));
}

/** A policy as directive → sources. */
const directives = (policy = '') =>
  Object.fromEntries(
    policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]),
  );

const production: Options = { production: true, editingHosts: [] };

describe('securityHeaders', () => {
  it('gives pages nosniff, the referrer policy, HSTS in production and a restrictive permissions policy', () => {
    const headers = headersFor('/', production);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Strict-Transport-Security']).toBe('max-age=31536000');
    expect(headers['Permissions-Policy']).toContain('camera=()');
    expect(headers['Permissions-Policy']).toContain('geolocation=(self)');
    expect(headers['Permissions-Policy']).toContain(`fullscreen=(self "${YOUTUBE_EMBED_ORIGIN}")`);
    expect(
      headersFor('/', { ...production, production: false })['Strict-Transport-Security'],
    ).toBeUndefined();
  });

  it("lets pages load the site's own files, GTM, HubSpot's forms and the YouTube player, and nothing run from elsewhere", () => {
    const policy = directives(headersFor('/', production)['Content-Security-Policy']);
    expect(policy['default-src']).toEqual(["'self'"]);
    // HubSpot's hosts pass the header; a page's own policy lists them only where it holds a HubSpot form.
    expect(policy['script-src']).toEqual([
      "'self'",
      'https://www.googletagmanager.com',
      ...HUBSPOT_SCRIPT_SOURCES,
      "'unsafe-inline'",
    ]);
    expect(policy['frame-src']).toEqual([PLAYER_ORIGIN, 'https://*.hsforms.net', 'https://*.hsforms.com']);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['img-src']).not.toContain('http:');
    const development = directives(
      headersFor('/', { ...production, production: false })['Content-Security-Policy'],
    );
    expect(development['script-src']).toContain("'unsafe-eval'");
  });

  it('lets no site frame the site unless an editing host is configured, and then only that host', () => {
    expect(directives(headersFor('/', production)['Content-Security-Policy'])['frame-ancestors']).toEqual([
      "'none'",
    ]);
    expect(headersFor('/', production)['X-Frame-Options']).toBe('DENY');
    const editing = headersFor('/', { ...production, editingHosts: ['https://pages.sitecorecloud.io'] });
    expect(directives(editing['Content-Security-Policy'])['frame-ancestors']).toEqual([
      'https://pages.sitecorecloud.io',
    ]);
    expect(editing['X-Frame-Options']).toBeUndefined();
  });

  it('gives API routes a policy that loads nothing, and media one that runs no script but opens a PDF', () => {
    const api = headersFor('/api/search', production);
    expect(api['Content-Security-Policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api['X-Content-Type-Options']).toBe('nosniff');
    const media = directives(headersFor('/-/media/brochure.pdf', production)['Content-Security-Policy']);
    expect(media['default-src']).toEqual(["'none'"]);
    expect(media['script-src']).toBeUndefined();
    expect(media['object-src']).toEqual(["'self'"]);
  });
});

describe('parseEditingHosts', () => {
  it('reads comma-separated origins', () => {
    expect(parseEditingHosts(undefined)).toEqual([]);
    expect(parseEditingHosts(' https://pages.sitecorecloud.io/, https://*.example.com:8443 ')).toEqual([
      'https://pages.sitecorecloud.io',
      'https://*.example.com:8443',
    ]);
  });

  it('refuses what is not an origin, naming it', () => {
    expect(() => parseEditingHosts("https://pages.sitecorecloud.io/x, 'unsafe-inline'")).toThrow(
      `SITECORE_EDITING_HOSTS: "https://pages.sitecorecloud.io/x", "'unsafe-inline'" is not an origin`,
    );
  });
});
