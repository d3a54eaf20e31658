import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EmbeddedFinanceQuotes } from './embedded/EmbeddedFinanceQuotes';
import { financeDataDir, financeServiceFromEnv } from './index';

describe('the finance service switch', () => {
  it('is the hosted client when FINANCE_API_URL is set, else the embedded lender', () => {
    const hosted = financeServiceFromEnv({ FINANCE_API_URL: 'https://finance.example.com/api/codeweaver' });
    expect(hosted).not.toBeInstanceOf(EmbeddedFinanceQuotes);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'finance-switch-'));
    const embedded = financeServiceFromEnv({ FINANCE_API_URL: '  ', FINANCE_DATA_DIR: dir });
    expect(embedded).toBeInstanceOf(EmbeddedFinanceQuotes);
    (embedded as EmbeddedFinanceQuotes).close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps its sqlite file in FINANCE_DATA_DIR, else data/finance', () => {
    expect(financeDataDir({ FINANCE_DATA_DIR: ' /srv/finance ' })).toBe('/srv/finance');
    expect(financeDataDir({})).toMatch(/data\/finance$/);
  });
});
