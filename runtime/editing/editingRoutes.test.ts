/**
 * The page-editing host's API routes as the Sitecore editor and a developer meet them: the secret, the
 * bounded and validated bodies, JSS's editing data kept between two requests, and a recorded payload
 * opened in preview mode. The editor's whole render (the page fetched through the host with the preview
 * cookies) runs against the built site in tests/e2e/editing.spec.ts.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import editingData from '../../pages/api/editing/data/[key]';
import editingOpen from '../../pages/api/editing/open/[[...path]]';
import editingRender from '../../pages/api/editing/render';
import { apiRequest, type ApiRequestParts, apiResponse } from '../../tests/fixtures/apiExchange';
import { editorRenderBody, recordedEditingLayout } from '../../tests/fixtures/editorRenderRequest';
import { RECORDED_EDITING_SECONDS, renderRequestProblem } from './editingRoutes';

type Route = (req: NextApiRequest, res: NextApiResponse) => unknown;

const SECRET = 'editing-secret-for-tests';

async function call(route: Route, parts: ApiRequestParts) {
  const { res, sent } = apiResponse();
  await route(apiRequest({ host: 'carstoresesite.localhost:3000', ...parts }), res);
  return sent;
}

beforeEach(() => {
  vi.stubEnv('JSS_EDITING_SECRET', SECRET);
});
afterEach(() => {
  vi.unstubAllEnvs();
});

describe("renderRequestProblem (the editor's render request)", () => {
  it('accepts a page in edit mode as the editor posts it', () => {
    expect(renderRequestProblem(editorRenderBody())).toBeNull();
  });

  it('names what is wrong with a body that is not the editor’s', () => {
    expect(renderRequestProblem({ args: ['/om-oss'] })).toMatch(
      /^body#\/args: must NOT have fewer than 3 items/,
    );
    expect(renderRequestProblem({ ...editorRenderBody(), args: ['/om-oss', '{"sitecore":', '{}'] })).toBe(
      'args[1] (the layout payload) is not valid JSON',
    );
    expect(renderRequestProblem(editorRenderBody(undefined, { dictionary: {} }))).toBe(
      'args[2]#: missing required property "language"',
    );
  });

  it('refuses a payload nested too deep to walk, before parsing it', () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    expect(
      renderRequestProblem({ ...editorRenderBody(), args: ['/om-oss', deep, '{"language":"sv-SE"}'] }),
    ).toBe('args[1] (the layout payload) nests deeper than 96 levels');
  });

  it('refuses a payload with nothing to render, with the pointer of the problem', () => {
    expect(renderRequestProblem(editorRenderBody({ sitecore: { context: {}, route: { fields: {} } } }))).toBe(
      'args[1] (the layout payload): /sitecore/route: missing required property "name"; /sitecore/route: must be null',
    );
    expect(renderRequestProblem(editorRenderBody({ sitecore: { context: {}, route: null } }))).toBe(
      'args[1] (the layout payload) has no route: the item does not exist',
    );
  });

  it('refuses an item path that would make the page request leave this host', () => {
    const layout = recordedEditingLayout();
    delete layout.sitecore.context.itemPath;
    const body = editorRenderBody(layout);
    body.args[0] = '@attacker.example/om-oss';
    expect(renderRequestProblem(body)).toBe(
      'the item path "@attacker.example/om-oss" is not a path starting with "/"',
    );
  });
});

describe('POST /api/editing/render', () => {
  const post = (query: Record<string, string>, body: unknown = editorRenderBody()) =>
    call(editingRender, { method: 'POST', query, body: JSON.stringify(body) });

  it('answers 401 without the secret, with a wrong one, and when no secret is configured', async () => {
    const refused = {
      status: 401,
      body: expect.objectContaining({ error: 'Missing or invalid editing secret.' }),
    };
    expect(await post({})).toMatchObject(refused);
    expect(await post({ secret: 'guess' })).toMatchObject(refused);
    vi.stubEnv('JSS_EDITING_SECRET', '');
    expect(await post({ secret: '' })).toMatchObject(refused);
  });

  it('takes the secret from the body too, as older editors send it', async () => {
    const sent = await post({}, { ...editorRenderBody(), args: ['/om-oss'], jssEditingSecret: SECRET });
    expect(sent.status).toBe(400);
  });

  it('answers a bad body 400 with the reason, in the editor’s { html } shape, never cached', async () => {
    const sent = await post({ secret: SECRET }, { args: 'not a list' });
    expect(sent).toMatchObject({ status: 400, headers: { 'cache-control': 'no-store' } });
    expect(sent.body).toEqual({
      error: 'body#/args: must be array',
      html: '<html><body>body#/args: must be array</body></html>',
    });
  });

  it('leaves other methods to JSS, which allows POST only', async () => {
    const sent = await call(editingRender, { method: 'GET', query: { secret: SECRET } });
    expect(sent).toMatchObject({ status: 405, headers: { allow: 'POST' } });
  });
});

describe('/api/editing/data/[key] (JSS editing data between two requests)', () => {
  const editingDataOf = () => ({
    path: '/om-oss',
    language: 'sv-SE',
    layoutData: recordedEditingLayout(),
    dictionary: {},
  });

  it('keeps what is put under a key and gives it back once', async () => {
    const key = `test-${Date.now()}`;
    const put = await call(editingData, {
      method: 'PUT',
      query: { key, secret: SECRET },
      body: JSON.stringify(editingDataOf()),
    });
    expect(put.status).toBe(200);
    const got = await call(editingData, { method: 'GET', query: { key, secret: SECRET } });
    expect(got).toMatchObject({ status: 200, body: editingDataOf() });
  });

  it('answers 401 without the secret and 400 for a repeated key or a body nested too deep', async () => {
    expect(await call(editingData, { method: 'GET', query: { key: 'k' } })).toMatchObject({ status: 401 });
    expect(
      await call(editingData, { method: 'GET', query: { key: ['a', 'b'], secret: SECRET } }),
    ).toMatchObject({
      status: 400,
      body: { error: 'The key must be one value of at most 200 characters.' },
    });
    const deep = await call(editingData, {
      method: 'PUT',
      query: { key: 'k', secret: SECRET },
      body: `${'['.repeat(200)}${']'.repeat(200)}`,
    });
    expect(deep).toMatchObject({
      status: 400,
      body: { error: 'The request body nests deeper than 96 levels.' },
    });
  });
});

describe('<page>?sc_mode=edit (a recorded editing payload, opened offline)', () => {
  const open = (path: string[], query: Record<string, string>) =>
    call(editingOpen, { method: 'GET', query: { path, ...query } });

  it('opens the page in preview mode for an hour, scoped to its path, and goes back to it', async () => {
    const sent = await open(['om-oss'], { sc_mode: 'edit', secret: SECRET });
    expect(sent).toMatchObject({
      status: 307,
      headers: { location: '/om-oss', 'cache-control': 'no-store' },
    });
    expect(sent.preview).toEqual({
      data: { recorded: { site: 'carstoresesite', language: 'sv-SE', routePath: '/om-oss' } },
      options: { maxAge: RECORDED_EDITING_SECONDS, path: '/om-oss' },
    });
  });

  it('keeps the site chosen with sc_site on the way back', async () => {
    const sent = await open(['om-oss'], { sc_mode: 'edit', secret: SECRET, sc_site: 'carstoresesite' });
    expect(sent.headers.location).toBe('/om-oss?sc_site=carstoresesite');
  });

  it('answers 401 without the right secret and opens nothing', async () => {
    for (const secret of [undefined, 'guess']) {
      const sent = await open(['om-oss'], secret ? { sc_mode: 'edit', secret } : { sc_mode: 'edit' });
      expect(sent).toMatchObject({ status: 401, body: { error: 'Missing or invalid editing secret.' } });
      expect(sent.preview).toBeUndefined();
    }
  });

  it('says which file to record when the page has no recorded payload', async () => {
    expect(await open(['kopa-bil'], { sc_mode: 'edit', secret: SECRET })).toMatchObject({
      status: 404,
      body: {
        error:
          'No recorded editing payload for /kopa-bil of carstoresesite (sites/carstoresesite/editing/sv-SE/kopa-bil.json).',
      },
    });
  });

  it('leaves editing with sc_mode=normal, no secret needed', async () => {
    const sent = await open(['om-oss'], { sc_mode: 'normal' });
    expect(sent).toMatchObject({ status: 307, headers: { location: '/om-oss' }, preview: null });
  });

  it('answers another method 405', async () => {
    expect(await call(editingOpen, { method: 'POST', query: { path: ['om-oss'] } })).toMatchObject({
      status: 405,
      headers: { allow: 'GET' },
    });
  });
});
