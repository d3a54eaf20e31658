/**
 * `npm run redirects:check [site]`: lints the redirect tables (all sites, or one) and prints per site
 * the rule count, duplicates and which wins, collapsed chains, errors and warnings. Exit 1 on errors.
 * Dealer pages come from each site's sites index (the demo stock is seeded first, as for `npm run dev`).
 */
import { loadSiteConfigs } from '../runtime/config/loadSiteConfigs';
import { readRedirectRules } from '../runtime/redirects/redirectTables';
import { searchServiceFromEnv } from '../runtime/services/search';
import { dealerPagePaths } from '../runtime/site/dealerPages';
import { lintRedirectTable } from './redirects/lintRedirectTable';

const root = process.cwd();
const only = process.argv[2];
const sites = loadSiteConfigs(root).filter((site) => !only || site.name === only);
if (only && sites.length === 0) {
  console.error(`No site named "${only}".`);
  process.exit(1);
}

const search = searchServiceFromEnv();
let errorCount = 0;
for (const site of sites) {
  const wildcardPages = await dealerPagePaths(site, search);
  const report = lintRedirectTable(root, site, readRedirectRules(root, site.name), { wildcardPages });
  errorCount += report.errors.length;
  console.log(
    `\n${site.name}: ${report.ruleCount} rules, ${report.errors.length} errors, ${report.warnings.length} warnings`,
  );
  const section = (title: string, lines: string[]) => {
    if (lines.length === 0) return;
    console.log(`  ${title} (${lines.length}):`);
    for (const line of lines) console.log(`    ${line}`);
  };
  section('errors', report.errors);
  section('duplicates', report.duplicates);
  section('chains', report.chains);
  section('warnings', report.warnings);
}
console.log(errorCount > 0 ? `\nredirects:check: ${errorCount} error(s).` : '\nredirects:check: no errors.');
process.exit(errorCount > 0 ? 1 : 0);
