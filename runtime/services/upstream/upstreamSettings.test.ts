import { describe, expect, it } from 'vitest';
import { readUpstreamSettings } from './upstreamSettings';

describe('readUpstreamSettings', () => {
  it('uses the constants without environment', () => {
    expect(readUpstreamSettings({})).toEqual({
      settings: {
        pageBudgetMs: 5_000,
        contentTimeoutMs: 3_000,
        searchTimeoutMs: 3_000,
        autosOnShowTimeoutMs: 2_000,
        financeTimeoutMs: 2_000,
        jotformTimeoutMs: 5_000,
        mechmateTimeoutMs: 5_000,
        tireHotelTimeoutMs: 5_000,
        placesTimeoutMs: 2_000,
        sitecoreProxyTimeoutMs: 10_000,
        breakerFailureThreshold: 5,
        breakerCoolDownMs: 15_000,
        degradedRevalidateSeconds: 10,
      },
      problems: [],
    });
  });

  it('gives pages prerendered by next build a budget of a minute, unless PAGE_BUDGET_MS is set', () => {
    const build = { NEXT_PHASE: 'phase-production-build' };
    expect(readUpstreamSettings(build).settings).toMatchObject({
      pageBudgetMs: 60_000,
      searchTimeoutMs: 3_000,
      autosOnShowTimeoutMs: 2_000,
      financeTimeoutMs: 2_000,
      jotformTimeoutMs: 5_000,
      mechmateTimeoutMs: 5_000,
      tireHotelTimeoutMs: 5_000,
    });
    expect(readUpstreamSettings({ ...build, PAGE_BUDGET_MS: '2000' }).settings.pageBudgetMs).toBe(2000);
    expect(readUpstreamSettings({ NEXT_PHASE: 'phase-production-server' }).settings.pageBudgetMs).toBe(5_000);
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
      autosOnShowTimeoutMs: 2_000,
      financeTimeoutMs: 2_000,
      jotformTimeoutMs: 5_000,
      mechmateTimeoutMs: 5_000,
      tireHotelTimeoutMs: 5_000,
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
      autosOnShowTimeoutMs: 2_000,
      financeTimeoutMs: 2_000,
      jotformTimeoutMs: 5_000,
      mechmateTimeoutMs: 5_000,
      tireHotelTimeoutMs: 5_000,
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
