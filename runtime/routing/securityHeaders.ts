/**
 * The security headers of every response, as `next.config.ts` `headers()` routes (fixed at build, like
 * the rewrites). One policy for pages and everything else the site serves, a tighter one for API routes
 * (JSON, never a document) and for Sitecore media (`/-/…`: files an editor uploaded, which must not run
 * scripts on the site's origin, but a PDF must still open in Chrome's viewer, which needs `object-src`).
 *
 * Pages are statically generated, so a per-request nonce would force every page through the proxy. The
 * header therefore allows the site's own scripts and GTM, and each page narrows its inline scripts to the
 * hashes of the ones it carries with a `<meta>` policy of its own (pageScriptPolicy.ts); a script must
 * pass both. Styles stay `'unsafe-inline'`: emotion inserts style elements at run time. Images and
 * videos may come from any HTTPS host (content links them, GTM's pixels), never from plain HTTP. With a
 * maps key (runtime/services/maps/mapsSettings.ts) the page policy also allows Google's map hosts.
 *
 * HubSpot's form embed (components/HubSpotForm) needs its hosts for scripts, calls and frames. The header
 * allows them on every page, but a script must also pass the page's own `<meta>` policy, which lists
 * HubSpot's script hosts only on pages whose HTML holds a HubSpot form (HUBSPOT_FORM_MARKER): elsewhere
 * no HubSpot script can run, and without one nothing calls or frames HubSpot's hosts.
 */
import { GTM_ORIGIN } from '../analytics/googleTagManager';
import { MAPS_POLICY_SOURCES, mapsKey } from '../services/maps/mapsSettings';

export interface SecurityHeaderOptions {
  /** A production build: HSTS on, no `'unsafe-eval'` (the development server's React needs it). */
  production: boolean;
  /** Origins that may show the site in a frame: the Sitecore editor's (`SITECORE_EDITING_HOSTS`). */
  editingHosts: readonly string[];
  /** A maps provider key is configured (`MAPS_API_KEY`): Google's map hosts are allowed. Default: the env's. */
  maps?: boolean;
}

export interface HeaderRoute {
  source: string;
  headers: { key: string; value: string }[];
}

/** YouTube's privacy-enhanced player, the one embed the site frames (ui/video/youtubeEmbedUrl.ts). */
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/** HubSpot's form embed script and the scripts it loads (HubSpotForm). */
export const HUBSPOT_SCRIPT_SOURCES: readonly string[] = [
  'https://*.hsforms.net',
  'https://*.hsforms.com',
  'https://*.hubspot.com',
  'https://*.hscollectedforms.net',
];

/** Where a HubSpot form sends its submission and tracking calls. */
const HUBSPOT_CONNECT_SOURCES = [
  'https://*.hsforms.com',
  'https://*.hubspot.com',
  'https://*.hscollectedforms.net',
];

/** The frames a HubSpot form may draw (legacy forms, its captcha). */
const HUBSPOT_FRAME_SOURCES = ['https://*.hsforms.net', 'https://*.hsforms.com'];

/** The attribute of the element a HubSpot form is created in: the page may run HubSpot's scripts. */
export const HUBSPOT_FORM_MARKER = 'data-hubspot-form';

/** Script sources every page allows, besides the hashes of its own inline scripts. */
export const PAGE_SCRIPT_SOURCES: readonly string[] = ["'self'", GTM_ORIGIN];

/** The page's script sources, with the maps provider's when a maps key is configured. */
export const pageScriptSources = (maps = mapsKey() !== undefined): readonly string[] =>
  maps ? [...PAGE_SCRIPT_SOURCES, ...MAPS_POLICY_SOURCES['script-src']] : PAGE_SCRIPT_SOURCES;

/** Where GTM's Google Analytics tags send their hits. */
const ANALYTICS_CONNECT_SOURCES = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];

const EDITING_HOST = /^https?:\/\/(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d{1,5})?$/i;

/** The editing hosts of `SITECORE_EDITING_HOSTS` (comma-separated origins); throws on anything else. */
export function parseEditingHosts(value: string | undefined): string[] {
  const hosts = (value ?? '')
    .split(',')
    .map((host) => host.trim().replace(/\/$/, ''))
    .filter(Boolean);
  const invalid = hosts.filter((host) => !EDITING_HOST.test(host));
  if (invalid.length > 0) {
    throw new Error(
      `SITECORE_EDITING_HOSTS: ${invalid.map((host) => `"${host}"`).join(', ')} is not an origin such as https://pages.sitecorecloud.io`,
    );
  }
  return hosts;
}

const policy = (directives: Record<string, readonly string[]>): string =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

function frameAncestors(editingHosts: readonly string[]): string[] {
  return editingHosts.length > 0 ? [...editingHosts] : ["'none'"];
}

/** The policy of pages and the files that come with them. */
export function pageContentSecurityPolicy({
  production,
  editingHosts,
  maps = mapsKey() !== undefined,
}: SecurityHeaderOptions): string {
  const mapSources = (directive: Exclude<keyof typeof MAPS_POLICY_SOURCES, 'script-src'>) =>
    maps ? MAPS_POLICY_SOURCES[directive] : [];
  return policy({
    'default-src': ["'self'"],
    'script-src': [
      ...pageScriptSources(maps),
      ...HUBSPOT_SCRIPT_SOURCES,
      "'unsafe-inline'",
      ...(production ? [] : ["'unsafe-eval'"]),
    ],
    'style-src': ["'self'", "'unsafe-inline'", ...mapSources('style-src')],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:', ...mapSources('font-src')],
    'connect-src': [
      "'self'",
      ...ANALYTICS_CONNECT_SOURCES,
      ...HUBSPOT_CONNECT_SOURCES,
      ...mapSources('connect-src'),
    ],
    'media-src': ["'self'", 'https:'],
    'frame-src': [YOUTUBE_EMBED_ORIGIN, ...HUBSPOT_FRAME_SOURCES, ...mapSources('frame-src')],
    ...(maps && { 'worker-src': ["'self'", ...MAPS_POLICY_SOURCES['worker-src']] }),
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': frameAncestors(editingHosts),
  });
}

const YOUTUBE = `"${YOUTUBE_EMBED_ORIGIN}"`;

/**
 * Browser features the site never uses are off; the YouTube player keeps what it asks for, and the
 * service booking's 'Använd min position' (spec 002 §5) may ask this site, not a frame, for the position.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=(self)',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'clipboard-write=(self)',
  `autoplay=(self ${YOUTUBE})`,
  `encrypted-media=(self ${YOUTUBE})`,
  `fullscreen=(self ${YOUTUBE})`,
  `picture-in-picture=(self ${YOUTUBE})`,
].join(', ');

export function securityHeaders(options: SecurityHeaderOptions): HeaderRoute[] {
  const header = (key: string, value: string) => ({ key, value });
  const framing = frameAncestors(options.editingHosts);
  const common = [
    header('X-Content-Type-Options', 'nosniff'),
    header('Referrer-Policy', 'strict-origin-when-cross-origin'),
    header('Permissions-Policy', PERMISSIONS_POLICY),
    ...(options.editingHosts.length === 0 ? [header('X-Frame-Options', 'DENY')] : []),
    ...(options.production ? [header('Strict-Transport-Security', 'max-age=31536000')] : []),
  ];
  // Later routes override the same header of earlier ones (Next.js applies every matching route in order).
  return [
    {
      source: '/:path*',
      headers: [...common, header('Content-Security-Policy', pageContentSecurityPolicy(options))],
    },
    {
      source: '/api/:path*',
      headers: [
        header(
          'Content-Security-Policy',
          policy({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] }),
        ),
      ],
    },
    {
      source: '/-/:path*',
      headers: [
        header(
          'Content-Security-Policy',
          policy({
            'default-src': ["'none'"],
            'img-src': ["'self'", 'data:'],
            'media-src': ["'self'"],
            'style-src': ["'unsafe-inline'"],
            'object-src': ["'self'"],
            'frame-ancestors': framing,
          }),
        ),
      ],
    },
  ];
}
