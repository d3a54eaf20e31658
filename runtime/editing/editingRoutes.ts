/**
 * The page-editing host: the API routes through which Sitecore's editor renders pages of this rendering
 * host, and through which a developer opens a recorded editing payload offline.
 *
 * - `POST /api/editing/render` (JSS's EditingRenderMiddleware, chromes mode): the editor posts the item
 *   path, the Layout Service payload in edit mode and the view bag; JSS keeps them in its editing data
 *   service, switches Next.js preview mode on and renders the page through the host with the preview
 *   cookies, answering `{ html }`. The page renders the posted payload (editingPreview.ts).
 * - `GET|PUT /api/editing/data/[key]` (JSS's EditingDataMiddleware): where JSS's serverless editing data
 *   service keeps the payload between the two requests when the host runs as serverless functions.
 * - `GET <page>?sc_mode=edit&secret=…` (rewritten to `/api/editing/open/<page>`): opens the page's
 *   recorded payload (recordedEditing.ts) in preview mode for an hour, scoped to that page's path, and
 *   redirects to the page; `?sc_mode=normal` leaves it.
 *
 * In front of JSS's handlers: the secret in constant time (401, also when no secret is configured, where
 * JSS would throw), bodies read with a size and depth bound and validated (400 with the reason), and a
 * key that is one string. Server-only.
 */
import { existsSync } from 'node:fs';
import { EditingDataMiddleware, EditingRenderMiddleware } from '@sitecore-jss/sitecore-jss-nextjs/editing';
import type { NextApiRequest, NextApiResponse } from 'next';
import { onePerProcess } from '../cache/onePerProcess';
import { isJsonObject } from '../config/jsonObject';
import { projectSubschemaValidator, projectValidator, validateWith } from '../config/schemaValidator';
import type { SiteConfig } from '../config/SiteConfig';
import { jsonNestingDepth, readJsonBody } from '../http/readJsonBody';
import { MalformedLayoutError, layoutFromPayload } from '../services/content/layoutPayload';
import { requestedSite } from '../site/requestedSite';
import { localisedPath, splitLanguage } from '../site/localisedPath';
import { EDITING_SECRET_PARAM, editingSecretMatches } from './editingSecret';
import type { RecordedEditingPreview } from './editingPreview';
import { serverEditingDataService, sharedEditingDataCache } from './editingDataStore';
import { recordedEditingFile } from './recordedEditing';

/** A page's payload with its chromes: a few hundred kB for a long page; the view bag's dictionary adds more. */
export const EDITING_BODY_LIMITS = { maxBytes: 4 * 1024 * 1024, maxDepth: 8 } as const;
/** Deepest nesting accepted in a posted layout payload (each nested rendering adds three levels). */
export const EDITING_LAYOUT_MAX_DEPTH = 96;
/** How long a recorded editing session opened with `?sc_mode=edit` lasts. */
export const RECORDED_EDITING_SECONDS = 60 * 60;

const INVALID_SECRET = 'Missing or invalid editing secret.';

/** The answer shape of the render route, which the editor shows as the page: `{ html }`. */
function renderError(res: NextApiResponse, status: number, message: string): void {
  const escaped = message.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
  res.status(status).json({ html: `<html><body>${escaped}</body></html>`, error: message });
}

function parseJson(text: string, what: string): { value: unknown } | { problem: string } {
  if (jsonNestingDepth(text, EDITING_LAYOUT_MAX_DEPTH) > EDITING_LAYOUT_MAX_DEPTH)
    return { problem: `${what} nests deeper than ${EDITING_LAYOUT_MAX_DEPTH} levels` };
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return { problem: `${what} is not valid JSON` };
  }
}

function problemList(errors: readonly { pointer: string; message: string }[], prefix: string): string {
  return errors.map((error) => `${prefix}${error.pointer}: ${error.message}`).join('; ');
}

/** An item path the page is fetched at (`${host}${path}`): a path of this host, never another host. */
const ITEM_PATH = /^\/[^\s\\]*$/;

/** What is wrong with the editor's render request, or null when the page can be rendered from it. */
export function renderRequestProblem(body: unknown): string | null {
  const outer = validateWith(projectValidator('editingRenderRequest'), body, 'body');
  if (outer.length > 0) return problemList(outer, 'body#');
  const [itemPath, layoutText, viewBagText] = (body as { args: [string, string, string] }).args;
  const layout = parseJson(layoutText, 'args[1] (the layout payload)');
  if ('problem' in layout) return layout.problem;
  const viewBag = parseJson(viewBagText, 'args[2] (the view bag)');
  if ('problem' in viewBag) return viewBag.problem;
  const viewBagErrors = validateWith(
    projectSubschemaValidator('editingRenderRequest', '/$defs/ViewBag'),
    viewBag.value,
    'view bag',
  );
  if (viewBagErrors.length > 0) return problemList(viewBagErrors, 'args[2]#');
  const language = (viewBag.value as { language: string }).language;
  try {
    const data = layoutFromPayload(layout.value, { source: 'editor render request', site: '', language });
    if (!data) return 'args[1] (the layout payload) has no route: the item does not exist';
    const path = data.sitecore.context.itemPath ?? itemPath;
    if (!ITEM_PATH.test(path)) return `the item path "${path}" is not a path starting with "/"`;
  } catch (error) {
    if (error instanceof MalformedLayoutError)
      return `args[1] (the layout payload): ${error.problems.join('; ')}`;
    throw error;
  }
  return null;
}

/** JSS's middlewares over the editing data kept for every instance (editingDataStore.ts), made on first use. */
const renderMiddleware = () =>
  onePerProcess(
    'editingRenderMiddleware',
    () => new EditingRenderMiddleware({ editingDataService: serverEditingDataService() }),
  );
const dataMiddleware = () =>
  onePerProcess('editingDataMiddleware', () => {
    const editingDataCache = sharedEditingDataCache();
    return new EditingDataMiddleware(editingDataCache ? { editingDataCache } : {});
  });

/** `POST /api/editing/render` (Next's body parser off: the body is read here, bounded). */
export async function editingRenderRoute(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  res.setHeader('Cache-Control', 'no-store');
  if (req.method === 'POST') {
    const read = await readJsonBody(req, EDITING_BODY_LIMITS);
    if (!read.ok) return renderError(res, read.status, read.error);
    req.body = read.value;
  } else {
    req.resume();
  }
  const bodySecret = isJsonObject(req.body) ? req.body.jssEditingSecret : undefined;
  if (!editingSecretMatches(req.query[EDITING_SECRET_PARAM] ?? bodySecret))
    return renderError(res, 401, INVALID_SECRET);
  if (req.method === 'POST') {
    const problem = renderRequestProblem(req.body);
    if (problem) return renderError(res, 400, problem);
  }
  return renderMiddleware().getHandler()(req, res);
}

/** `GET|PUT /api/editing/data/[key]` (Next's body parser off: a PUT's body is read here, bounded). */
export async function editingDataRoute(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  res.setHeader('Cache-Control', 'no-store');
  if (req.method === 'PUT') {
    const read = await readJsonBody(req, {
      maxBytes: EDITING_BODY_LIMITS.maxBytes,
      maxDepth: EDITING_LAYOUT_MAX_DEPTH,
    });
    if (!read.ok) return void res.status(read.status).json({ error: read.error });
    req.body = read.value;
  } else {
    req.resume();
  }
  if (!editingSecretMatches(req.query[EDITING_SECRET_PARAM]))
    return void res.status(401).json({ error: INVALID_SECRET });
  const key = req.query.key;
  if (typeof key !== 'string' || key.length > 200)
    return void res.status(400).json({ error: 'The key must be one value of at most 200 characters.' });
  return dataMiddleware().getHandler()(req, res);
}

/** The page a request to `/api/editing/open/<path>` is for: its site (by host), language and path. */
function openedPage(
  req: NextApiRequest,
): { site: SiteConfig; language: string; routePath: string; publicPath: string } | null {
  const override = req.query.sc_site;
  const site = requestedSite(req.headers.host, typeof override === 'string' ? override : undefined);
  const segments = req.query.path ?? [];
  if (!site || !Array.isArray(segments)) return null;
  const { language, routePath } = splitLanguage(site, `/${segments.join('/')}`);
  return { site, language, routePath, publicPath: localisedPath(site, language, routePath) };
}

/** `GET /api/editing/open/<path>`: `<path>?sc_mode=edit&secret=…` and `?sc_mode=normal`, rewritten here. */
export function editingOpenRoute(req: NextApiRequest, res: NextApiResponse): void {
  res.setHeader('Cache-Control', 'no-store');
  req.resume();
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET');
    return void res.status(405).json({ error: 'Only GET is supported.' });
  }
  const page = openedPage(req);
  if (!page) return void res.status(404).json({ error: 'No site serves this host.' });
  // Outside production `?sc_site=` chooses the site; the page it leads to must keep choosing it.
  const back =
    typeof req.query.sc_site === 'string'
      ? `${page.publicPath}?sc_site=${encodeURIComponent(page.site.name)}`
      : page.publicPath;
  if (req.query.sc_mode !== 'edit') {
    res.clearPreviewData({ path: page.publicPath });
    return void res.redirect(307, back);
  }
  if (!editingSecretMatches(req.query[EDITING_SECRET_PARAM]))
    return void res.status(401).json({ error: INVALID_SECRET });
  // Relative to the project root, the working directory: checked for, and named when it is missing. The
  // page reads and checks the payload itself; a file `npm run validate` refused is its problem, not this route's.
  const file = recordedEditingFile(page.site.name, page.language, page.routePath, '.');
  if (!file || !existsSync(file)) {
    return void res.status(404).json({
      error: `No recorded editing payload for ${page.publicPath} of ${page.site.name}${file ? ` (${file})` : ''}.`,
    });
  }
  const preview: RecordedEditingPreview = {
    recorded: { site: page.site.name, language: page.language, routePath: page.routePath },
  };
  res.setPreviewData(preview, { maxAge: RECORDED_EDITING_SECONDS, path: page.publicPath });
  res.redirect(307, back);
}
