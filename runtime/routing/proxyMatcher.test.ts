import { describe, expect, it } from 'vitest';
import { loadSiteConfigs } from '../config/loadSiteConfigs';
import { readRedirectRules } from '../redirects/redirectTables';
import { proxyMatchers, redirectSourceMatcher } from './proxyMatcher';

describe('redirectSourceMatcher', () => {
  it('matches literal segments in any case and placeholders as segments', () => {
    expect(redirectSourceMatcher('/Used-Cars/{make}/{rest*}')).toBe(
      '/([uU][sS][eE][dD]-[cC][aA][rR][sS])/:segment1/:rest*',
    );
    expect(redirectSourceMatcher('/old.aspx')).toBe('/([oO][lL][dD]\\.[aA][sS][pP][xX])');
    expect(redirectSourceMatcher('/')).toBe('/');
  });
});

describe('proxyMatchers (the requests the proxy sees)', () => {
  const sites = loadSiteConfigs();
  const matchers = proxyMatchers(sites, (site) => readRedirectRules(process.cwd(), site.name));

  it('lists the Sitecore paths', () => {
    expect(matchers).toContain('/sitecore/api/:path*');
    expect(matchers).toContain('/-/media/:path*');
  });

  it('lists the sources of rules that depend on the query, the one-segment ones in one matcher, and no others', () => {
    expect(matchers).toContain('/([uU][sS][eE][dD])/:rest*'); // keepQuery
    expect(matchers).toContain('/([uU][sS][eE][dD]-[cC][aA][rR][sS])/([sS][eE][aA][rR][cC][hH])');
    const oneSegment = new RegExp(`^${String(matchers.find((m) => m.includes('|')))}$`);
    expect(oneSegment.test('/new-cars')).toBe(true); // query condition
    expect(oneSegment.test('/BILER')).toBe(true);
    expect(oneSegment.test('/om-oss')).toBe(false); // no rule
    expect(oneSegment.test('/about')).toBe(false); // a rule without query condition or keepQuery (UK)
  });
});
