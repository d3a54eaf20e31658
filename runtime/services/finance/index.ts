/**
 * The finance quote service as the server sees it: with FINANCE_API_URL set, the hosted service
 * (`httpClient.ts`, with FINANCE_API_KEY); without it, the embedded PCP lender (`embedded/`, the default),
 * which keeps its quotes in FINANCE_DATA_DIR (default `data/finance/`). One instance per process, shared
 * by the car page's loader and `/api/codeweaver/*`, which Next.js bundles apart (onePerProcess).
 * Server-only.
 */
import path from 'node:path';
import { onePerProcess } from '../../cache/onePerProcess';
import { projectRoot } from '../../config/projectPaths';
import type { FinanceService } from './contract';
import { EmbeddedFinanceQuotes } from './embedded/EmbeddedFinanceQuotes';
import { httpFinanceService } from './httpClient';

type Env = Record<string, string | undefined>;

/** Where the embedded service's sqlite file lives. */
export function financeDataDir(env: Env = process.env): string {
  return env.FINANCE_DATA_DIR?.trim() || path.join(projectRoot(), 'data', 'finance');
}

export function financeServiceFromEnv(env: Env = process.env): FinanceService {
  const url = env.FINANCE_API_URL?.trim();
  if (url) {
    const apiKey = env.FINANCE_API_KEY?.trim();
    return httpFinanceService(url, apiKey ? { apiKey } : {});
  }
  return new EmbeddedFinanceQuotes({ file: path.join(financeDataDir(env), 'quotes.sqlite') });
}

export function serverFinanceService(): FinanceService {
  return onePerProcess('financeService', () => financeServiceFromEnv());
}
