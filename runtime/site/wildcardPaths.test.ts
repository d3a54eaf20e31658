import { describe, expect, it } from 'vitest';
import { wildcardBaseOf, wildcardBases, wildcardItemPath } from './wildcardPaths';

const site = {
  paths: {
    carList: '/kopa-bil',
    carDetail: '/kopa-bil/bil',
    siteDetail: '/hitta-hit',
    storiesIndex: '/nyheter',
    search: '/kopa-bil',
  },
};

describe('wildcard items', () => {
  it('are the car detail path and the site detail path of the site', () => {
    expect(wildcardBases(site)).toEqual(['/kopa-bil/bil', '/hitta-hit']);
  });

  it('render the paths below them, not themselves nor their neighbours', () => {
    expect(wildcardBaseOf(site, '/kopa-bil/bil/3309000001/volvo-v90')).toBe('/kopa-bil/bil');
    expect(wildcardBaseOf(site, '/kopa-bil/bil/3309000001')).toBe('/kopa-bil/bil');
    expect(wildcardBaseOf(site, '/kopa-bil/bil')).toBeUndefined();
    expect(wildcardBaseOf(site, '/kopa-bil/bil/')).toBeUndefined();
    expect(wildcardBaseOf(site, '/kopa-bil/bilar/1/x')).toBeUndefined();
    expect(wildcardBaseOf(site, '/om-oss')).toBeUndefined();
    expect(wildcardBaseOf(site, '/hitta-hit/car-store-malmo')).toBe('/hitta-hit');
    expect(wildcardBaseOf(site, '/hitta-hit')).toBeUndefined();
  });
});

describe('the wildcard item of a base', () => {
  it("is the base's child named `*`, as in Sitecore", () => {
    expect(wildcardItemPath('/kopa-bil/bil')).toBe('/kopa-bil/bil/*');
  });
});
