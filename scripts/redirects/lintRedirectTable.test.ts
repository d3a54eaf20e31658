import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RedirectRule } from '../../schemas/generated/redirects';
import { readSiteConfigs } from '../../runtime/config/loadSiteConfigs';
import { lintRedirectTable } from './lintRedirectTable';

const root = path.join(import.meta.dirname, '../../tests/fixtures/project');
const alpha = readSiteConfigs(root).sites.find((site) => site.name === 'alpha');
if (!alpha) throw new Error('fixture site alpha missing');
const rule = (source: string, destination: string, extra: Partial<RedirectRule> = {}): RedirectRule => ({
  source,
  destination,
  permanent: true,
  ...extra,
});
const lint = (rules: RedirectRule[]) => lintRedirectTable(root, alpha, rules);

describe('lintRedirectTable', () => {
  it('counts rules and is quiet about a clean table', () => {
    expect(lint([rule('/old', '/'), rule('/gammal', '/sv-se')])).toEqual({
      ruleCount: 2,
      errors: [],
      warnings: [],
      duplicates: [],
      chains: [],
    });
  });

  it('names duplicates and which one wins', () => {
    const report = lint([
      rule('/Offers', '/'),
      rule('/offers/', '/sv-se'),
      rule('/offers', '/', { query: { a: 'b' } }),
    ]);
    expect(report.duplicates).toEqual(['/offers/: rule 0 wins (→ /); rule 1 (→ /sv-se) never applies']);
  });

  it('shows collapsed chains', () => {
    expect(lint([rule('/a', '/b'), rule('/b', '/')]).chains).toEqual([
      'rule 0 /a → /b → … → / (via /b; visitors get one hop)',
    ]);
  });

  it('reports loops and foreign hosts as errors', () => {
    const report = lint([rule('/a', '/b'), rule('/b', '/a'), rule('/x', 'https://elsewhere.example.org/')]);
    expect(report.errors).toEqual([
      'rule 2 /x (destination): external host "elsewhere.example.org" is not in the site\'s externalRedirectHosts',
      'rule 0 /a (destination): redirect loop: /a → /b → /a',
      'rule 1 /b (destination): redirect loop: /b → /a → /b',
    ]);
  });

  it('warns once per missing content page, in any language and case', () => {
    const rules = [
      rule('/a', '/nowhere?x=1'),
      rule('/b', '/sv-se'),
      rule('/c', '/sv-se/saknas'),
      rule('/d', '/nowhere'),
      rule('/e', '/NOWHERE/'),
    ];
    expect(lint(rules).warnings).toEqual([
      'no content page at /nowhere: rule 0 /a and 2 more send visitors there',
      'no content page at /sv-se/saknas: rule 2 /c sends visitors there',
    ]);
  });

  it('knows the pages wildcard items serve, such as dealer pages, which no content file names', () => {
    const rules = [rule('/old-dealer', '/Find-Us/Leeds'), rule('/gone-dealer', '/find-us/closed')];
    const report = lintRedirectTable(root, alpha, rules, { wildcardPages: new Set(['/find-us/leeds']) });
    expect(report.warnings).toEqual([
      'no content page at /find-us/closed: rule 1 /gone-dealer sends visitors there',
    ]);
  });

  it('warns about rules an earlier rule always beats', () => {
    const report = lint([
      rule('/used/{path*}', '/'),
      rule('/used/{brand}', '/sv-se'),
      rule('/used/bmw', '/sv-se'),
      rule('/{slug}/x', '/'),
      rule('/news/x', '/', { query: { a: 'b' } }),
    ]);
    expect(report.warnings).toEqual([
      'rule 1 /used/{brand} never applies: rule 0 /used/{path*} always matches first',
      'rule 2 /used/bmw never applies: rule 0 /used/{path*} always matches first',
      'rule 4 /news/x?a=b never applies: rule 3 /{slug}/x always matches first',
    ]);
  });
});
