/**
 * The Jotform service as the server sees it: with JOTFORM_API_URL set, the Jotform host (`httpClient.ts`,
 * with JOTFORM_API_KEY); without it, the embedded service (`embedded/`, the default), which serves the
 * demo forms and keeps submissions in JOTFORM_DATA_DIR (default `data/jotform/`). One instance per
 * process, shared by the JotformEmbed loader and `/api/jotform`, which Next.js bundles apart
 * (onePerProcess). Server-only.
 */
import path from 'node:path';
import { onePerProcess } from '../../cache/onePerProcess';
import { projectRoot } from '../../config/projectPaths';
import type { JotformService } from './contract';
import { EmbeddedJotform } from './embedded/EmbeddedJotform';
import { httpJotformService } from './httpClient';

type Env = Record<string, string | undefined>;

/** Where the embedded service's sqlite file lives. */
export function jotformDataDir(env: Env = process.env): string {
  return env.JOTFORM_DATA_DIR?.trim() || path.join(projectRoot(), 'data', 'jotform');
}

export function jotformServiceFromEnv(env: Env = process.env): JotformService {
  const url = env.JOTFORM_API_URL?.trim();
  if (url) {
    const apiKey = env.JOTFORM_API_KEY?.trim();
    return httpJotformService(url, apiKey ? { apiKey } : {});
  }
  return new EmbeddedJotform({ file: path.join(jotformDataDir(env), 'submissions.sqlite') });
}

export function serverJotformService(): JotformService {
  return onePerProcess('jotformService', () => jotformServiceFromEnv());
}
