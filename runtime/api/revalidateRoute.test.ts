import { describe, expect, it, vi } from 'vitest';
import { handleRevalidate, pageKeysOf } from './revalidateRoute';

const sites = [{ name: 'carstoresesite', languages: ['sv-SE'] as [string] }];
const context = (expire = vi.fn(async () => undefined)) => ({ expectedSecret: 's3cret', sites, expire });

describe('on-demand revalidation', () => {
  it('marks one path of a market in each of its languages', async () => {
    const expire = vi.fn(async () => undefined);
    const answer = await handleRevalidate(
      { secret: 's3cret', site: 'carstoresesite', path: '/Bilagande/' },
      context(expire),
    );
    expect(answer.status).toBe(200);
    expect(expire).toHaveBeenCalledWith({ keys: ['/site/carstoresesite/sv-SE/bilagande'] });
  });

  it('marks every page of a market when no path is given', async () => {
    const expire = vi.fn(async () => undefined);
    await handleRevalidate({ secret: 's3cret', site: 'carstoresesite', path: undefined }, context(expire));
    expect(expire).toHaveBeenCalledWith({ markets: ['carstoresesite'] });
  });

  it('refuses a wrong or missing secret, and answers 404 when no secret is configured', async () => {
    const expire = vi.fn(async () => undefined);
    expect(
      (await handleRevalidate({ secret: 'nope', site: 'carstoresesite', path: undefined }, context(expire)))
        .status,
    ).toBe(401);
    expect(
      (
        await handleRevalidate(
          { secret: undefined, site: 'carstoresesite', path: undefined },
          context(expire),
        )
      ).status,
    ).toBe(401);
    const unconfigured = { ...context(expire), expectedSecret: undefined };
    expect(
      (await handleRevalidate({ secret: 'x', site: 'carstoresesite', path: undefined }, unconfigured)).status,
    ).toBe(404);
    expect(expire).not.toHaveBeenCalled();
  });

  it('refuses an unknown market and a path that is not one (400), never 500', async () => {
    const ask = (site: unknown, path: unknown) =>
      handleRevalidate({ secret: 's3cret', site, path }, context());
    expect((await ask('nosuchsite', undefined)).status).toBe(400);
    expect((await ask(['carstoresesite'], undefined)).status).toBe(400);
    expect((await ask('carstoresesite', 'no-slash')).status).toBe(400);
    expect((await ask('carstoresesite', ['/a', '/b'])).status).toBe(400);
    expect((await ask('carstoresesite', `/${'a'.repeat(600)}`)).status).toBe(400);
  });

  it('answers 503 with Retry-After when the shared cache cannot be reached', async () => {
    const expire = vi.fn(async () => Promise.reject(new Error('ECONNREFUSED')));
    const answer = await handleRevalidate(
      { secret: 's3cret', site: 'carstoresesite', path: undefined },
      { ...context(expire), logError: () => undefined },
    );
    expect(answer).toMatchObject({ status: 503, retryAfterSeconds: 5 });
  });

  it('keys the home page by the language alone', () => {
    expect(pageKeysOf({ name: 'x', languages: ['en', 'sv-SE'] }, '/')).toEqual([
      '/site/x/en',
      '/site/x/sv-SE',
    ]);
  });
});
