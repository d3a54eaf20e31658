import { describe, expect, it } from 'vitest';
import { catalogueAccess } from './catalogueAccess';

describe('catalogue access', () => {
  it('is open outside production, and keeps no secret in the links', () => {
    expect(catalogueAccess({}, false, undefined)).toEqual({ allowed: true, secret: null });
    expect(catalogueAccess({ secret: 'anything' }, false, 'dev')).toEqual({ allowed: true, secret: null });
  });

  it('in production needs the editing secret, which the catalogue’s links then carry', () => {
    expect(catalogueAccess({ secret: 's3cret' }, true, 's3cret')).toEqual({
      allowed: true,
      secret: 's3cret',
    });
    expect(catalogueAccess({}, true, 's3cret')).toEqual({ allowed: false });
    expect(catalogueAccess({ secret: 's3cre' }, true, 's3cret')).toEqual({ allowed: false });
    expect(catalogueAccess({ secret: ['s3cret', 's3cret'] }, true, 's3cret')).toEqual({ allowed: false });
  });

  it('is closed in production when no editing secret is configured', () => {
    expect(catalogueAccess({ secret: '' }, true, undefined)).toEqual({ allowed: false });
    expect(catalogueAccess({ secret: 'x' }, true, '')).toEqual({ allowed: false });
  });
});
