/**
 * The workshop booking backend as the server sees it: with MECHMATE_URL set, the workshop host
 * (`httpClient.ts`, with MECHMATE_API_KEY); without it, the embedded backend (`embedded/`, the default),
 * whose calendars and bookings live in MECHMATE_DATA_DIR (default `data/mechmate/`) and whose workshops
 * are each market's dealer sites read through the server's search service. One instance per process,
 * shared by the `/api/mechmate/*` routes, which Next.js bundles apart (onePerProcess). Server-only.
 */
import path from 'node:path';
import { onePerProcess } from '../../cache/onePerProcess';
import { projectRoot } from '../../config/projectPaths';
import { serverSearchService } from '../search';
import type { SearchService } from '../search/contract';
import type { MechmateService } from './contract';
import { EmbeddedMechmate } from './embedded/EmbeddedMechmate';
import { httpMechmateService } from './httpClient';

type Env = Record<string, string | undefined>;

/** Where the embedded backend's sqlite file lives. */
export function mechmateDataDir(env: Env = process.env): string {
  return env.MECHMATE_DATA_DIR?.trim() || path.join(projectRoot(), 'data', 'mechmate');
}

export function mechmateServiceFromEnv(
  env: Env = process.env,
  search: () => SearchService = serverSearchService,
): MechmateService {
  const url = env.MECHMATE_URL?.trim();
  if (url) {
    const apiKey = env.MECHMATE_API_KEY?.trim();
    return httpMechmateService(url, apiKey ? { apiKey } : {});
  }
  return new EmbeddedMechmate({ file: path.join(mechmateDataDir(env), 'bookings.sqlite'), search: search() });
}

export function serverMechmateService(): MechmateService {
  return onePerProcess('mechmateService', () => mechmateServiceFromEnv());
}
