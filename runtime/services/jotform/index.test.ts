import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EmbeddedJotform } from './embedded/EmbeddedJotform';
import { jotformDataDir, jotformServiceFromEnv } from './index';

describe('the Jotform service switch', () => {
  it('is the HTTP client when JOTFORM_API_URL is set, else the embedded service', () => {
    expect(jotformServiceFromEnv({ JOTFORM_API_URL: 'https://api.jotform.example' })).not.toBeInstanceOf(
      EmbeddedJotform,
    );
    const dir = mkdtempSync(path.join(os.tmpdir(), 'jotform-switch-'));
    const embedded = jotformServiceFromEnv({ JOTFORM_API_URL: ' ', JOTFORM_DATA_DIR: dir });
    expect(embedded).toBeInstanceOf(EmbeddedJotform);
    (embedded as EmbeddedJotform).close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps its sqlite file in JOTFORM_DATA_DIR, else data/jotform', () => {
    expect(jotformDataDir({ JOTFORM_DATA_DIR: ' /srv/jotform ' })).toBe('/srv/jotform');
    expect(jotformDataDir({})).toMatch(/data\/jotform$/);
  });
});
