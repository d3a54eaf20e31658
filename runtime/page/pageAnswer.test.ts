import { describe, expect, it } from 'vitest';
import { recordPageAnswer } from './pageAnswer';

describe('recordPageAnswer (what loaders decide about the HTTP answer)', () => {
  it('is a 200 with no redirect and no head patch until a loader decides', () => {
    expect(recordPageAnswer().state()).toEqual({ status: 200, head: {} });
  });

  it('keeps the first status and the first redirect, and merges head patches', () => {
    const { answer, state } = recordPageAnswer();
    answer.status(404);
    answer.status(503);
    answer.redirect('/kopa-bil/bil/1/volvo', 302);
    answer.redirect('/elsewhere', 302);
    answer.head({ title: 'Volvo XC60', description: 'first' });
    answer.head({ description: 'second' });
    expect(state()).toEqual({
      status: 404,
      redirect: { location: '/kopa-bil/bil/1/volvo', status: 302 },
      head: { title: 'Volvo XC60', description: 'second' },
    });
  });

  it('refuses a redirect that would leave the site', () => {
    const { answer, state } = recordPageAnswer();
    for (const location of ['https://evil.example/', '//evil.example/', '/\\evil.example', 'relative'])
      expect(() => answer.redirect(location, 302)).toThrow('Not a path of this site');
    expect(state().redirect).toBeUndefined();
  });
});
