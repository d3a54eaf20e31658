import { describe, expect, it } from 'vitest';
import { readUpstreamSettings } from './upstreamSettings';

describe('readUpstreamSettings', () => {
  it('uses the constants without environment', () => {
    expect(readUpstreamSettings({})).toEqual({
      settings: {
        pageBudgetMs: 5_000,
        contentTimeoutMs: 3_000,
        searchTimeoutMs: 3_000,
        sitecoreProxyTimeoutMs: 10_000,
        breakerFailureThreshold: 5,
        breakerCoolDownMs: 15_000,
        degradedRevalidateSeconds: 10,
      },
      problems: [],
    });
  });

  it('takes each variable that is a positive whole number', () => {
    const { settings } = readUpstreamSettings({
      PAGE_BUDGET_MS: '2500',
      CONTENT_TIMEOUT_MS: ' 800 ',
      BREAKER_FAILURE_THRESHOLD: '2',
      DEGRADED_REVALIDATE_SECONDS: '5',
    });
    expect(settings).toMatchObject({
      pageBudgetMs: 2500,
      contentTimeoutMs: 800,
      breakerFailureThreshold: 2,
      degradedRevalidateSeconds: 5,
      searchTimeoutMs: 3_000,
    });
  });

  it('keeps the default for anything else and says which variable was wrong', () => {
    const { settings, problems } = readUpstreamSettings({
      SEARCH_TIMEOUT_MS: '3s',
      BREAKER_COOL_DOWN_MS: '0',
      SITECORE_PROXY_TIMEOUT_MS: '-1',
      PAGE_BUDGET_MS: '1.5',
    });
    expect(settings).toMatchObject({
      searchTimeoutMs: 3_000,
      breakerCoolDownMs: 15_000,
      sitecoreProxyTimeoutMs: 10_000,
      pageBudgetMs: 5_000,
    });
    expect(problems).toEqual([
      'PAGE_BUDGET_MS="1.5" is not a positive whole number; using 5000',
      'SEARCH_TIMEOUT_MS="3s" is not a positive whole number; using 3000',
      'SITECORE_PROXY_TIMEOUT_MS="-1" is not a positive whole number; using 10000',
      'BREAKER_COOL_DOWN_MS="0" is not a positive whole number; using 15000',
    ]);
  });
});
