/**
 * What `npm run redirects:check` tells a site manager about one table: duplicates and which wins,
 * chains the compiler collapses, loops and foreign hosts (errors), destinations with no content page,
 * and rules that can never apply because an earlier one always matches first (warnings).
 */
import { existsSync } from 'node:fs';
import type { RedirectRule } from '../../schemas/generated/redirects';
import type { SiteConfig } from '../../runtime/config/SiteConfig';
import { routeFile } from '../../runtime/services/content/embedded/LocalContentSource';
import {
  type CompiledRule,
  compileRedirectTable,
  findRule,
} from '../../runtime/redirects/compileRedirectTable';
import { pathKey, patternCovers } from '../../runtime/redirects/redirectPattern';
import { splitLanguage } from '../../runtime/site/localisedPath';

export interface RedirectLintReport {
  ruleCount: number;
  errors: string[];
  warnings: string[];
  duplicates: string[];
  chains: string[];
}

const describeRule = (rule: CompiledRule | { index: number; rule: RedirectRule }): string => {
  const query = rule.rule.query ? `?${new URLSearchParams(rule.rule.query).toString()}` : '';
  return `rule ${rule.index} ${rule.rule.source}${query}`;
};

const conditionKey = (rule: RedirectRule): string =>
  JSON.stringify(
    Object.entries(rule.query ?? {})
      .map(([name, value]) => [name, value.toLowerCase()])
      .sort(),
  );

function duplicates(rules: readonly CompiledRule[]): string[] {
  const first = new Map<string, CompiledRule>();
  const found: string[] = [];
  for (const rule of rules) {
    const key = `${pathKey(rule.rule.source)} ${conditionKey(rule.rule)}`;
    const winner = first.get(key);
    if (!winner) {
      first.set(key, rule);
    } else {
      found.push(
        `${rule.rule.source}: rule ${winner.index} wins (→ ${winner.rule.destination}); rule ${rule.index} (→ ${rule.rule.destination}) never applies`,
      );
    }
  }
  return found;
}

/** Earlier rules that always match first: a covering pattern without query conditions. */
function unreachable(
  table: ReturnType<typeof compileRedirectTable>,
  duplicateIndexes: ReadonlySet<number>,
): string[] {
  const warnings: string[] = [];
  const unconditionalPatterns = table.rules.filter((rule) => !rule.pattern.exact && rule.query.length === 0);
  for (const rule of table.rules) {
    if (duplicateIndexes.has(rule.index)) continue;
    if (rule.pattern.exact) {
      const winner = findRule(table, rule.rule.source, new URLSearchParams(rule.rule.query ?? {}));
      if (winner && winner.rule.index < rule.index && !winner.rule.pattern.exact) {
        warnings.push(
          `${describeRule(rule)} never applies: ${describeRule(winner.rule)} always matches first`,
        );
      }
      continue;
    }
    const cover = unconditionalPatterns.find(
      (earlier) => earlier.index < rule.index && patternCovers(earlier.pattern, rule.pattern),
    );
    if (cover)
      warnings.push(`${describeRule(rule)} never applies: ${describeRule(cover)} always matches first`);
  }
  return warnings;
}

export interface RedirectLintOptions {
  /**
   * Paths below wildcard bases that have a page (runtime/site/wildcardPaths.ts), lower case: the dealer
   * pages of the site's dealers, which no content file names.
   */
  wildcardPages?: ReadonlySet<string>;
}

export function lintRedirectTable(
  root: string,
  site: SiteConfig,
  rules: readonly RedirectRule[],
  { wildcardPages = new Set() }: RedirectLintOptions = {},
): RedirectLintReport {
  const table = compileRedirectTable(rules, site.externalRedirectHosts);
  const errors = table.errors.map((error) => {
    const rule = rules[error.index];
    return `rule ${error.index} ${rule?.source ?? ''} (${error.field}): ${error.message}`;
  });
  const duplicateLines = duplicates(table.rules);
  const duplicateIndexes = new Set<number>();
  const seen = new Set<string>();
  for (const rule of table.rules) {
    const key = `${pathKey(rule.rule.source)} ${conditionKey(rule.rule)}`;
    if (seen.has(key)) duplicateIndexes.add(rule.index);
    seen.add(key);
  }
  const chains = table.rules
    .filter((rule) => rule.chain.length > 0)
    .map(
      (rule) =>
        `${describeRule(rule)} → ${rule.rule.destination} → … → ${rule.target} (via ${rule.chain.join(', ')}; visitors get one hop)`,
    );
  // One line per missing page, not per rule: a page many legacy URLs point at is one piece of work.
  const missing = new Map<string, CompiledRule[]>();
  for (const rule of table.rules) {
    if (/^https?:/i.test(rule.target) || /\{/.test(rule.target)) continue;
    const [path = '/'] = rule.target.split('?', 1);
    const { language, routePath } = splitLanguage(site, path);
    const file = routeFile(root, site.name, language, routePath);
    if ((file && existsSync(file)) || wildcardPages.has(routePath.toLowerCase())) continue;
    const key = pathKey(path);
    missing.set(key, [...(missing.get(key) ?? []), rule]);
  }
  const warnings = [
    ...unreachable(table, duplicateIndexes),
    ...[...missing.values()].map((pointing) => {
      const first = pointing[0] as CompiledRule;
      const [path] = first.target.split('?', 1);
      const who =
        pointing.length > 1
          ? `${describeRule(first)} and ${pointing.length - 1} more send`
          : `${describeRule(first)} sends`;
      return `no content page at ${path}: ${who} visitors there`;
    }),
  ];
  return { ruleCount: rules.length, errors, warnings, duplicates: duplicateLines, chains };
}
