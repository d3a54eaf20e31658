/**
 * The autos-on-show service as the server sees it: with AUTOS_ON_SHOW_API_URL set, the hosted service
 * (`httpClient.ts`, with AUTOS_ON_SHOW_API_KEY); without it, the embedded one (`embedded/`, the default),
 * which serves the cars on show of the vehicle indexes of every site with `features.carsOnShowExtras` and
 * keeps its sqlite file in AUTOS_ON_SHOW_DATA_DIR (default `data/autosonshow/`). One instance per process,
 * shared by the pages' loaders and `/api/autosonshow/[regNo]`, which Next.js bundles apart
 * (onePerProcess). Server-only.
 */
import path from 'node:path';
import { onePerProcess } from '../../cache/onePerProcess';
import type { SiteConfig } from '../../config/SiteConfig';
import { loadSiteConfigs } from '../../config/loadSiteConfigs';
import { projectRoot } from '../../config/projectPaths';
import { indexFile } from '../search/embedded/indexFile';
import type { AutosOnShowService } from './contract';
import { EmbeddedAutosOnShow, type VehicleIndexSource } from './embedded/EmbeddedAutosOnShow';
import { httpAutosOnShowService } from './httpClient';

type Env = Record<string, string | undefined>;

/** Where the embedded service's sqlite file lives. */
export function autosOnShowDataDir(env: Env = process.env): string {
  return env.AUTOS_ON_SHOW_DATA_DIR?.trim() || path.join(projectRoot(), 'data', 'autosonshow');
}

/** The vehicle indexes of the sites that show cars on show, each once. */
export function carsOnShowIndexes(sites: readonly SiteConfig[]): VehicleIndexSource[] {
  const names = new Set(
    sites.filter((site) => site.features.carsOnShowExtras).map((site) => site.searchIndexes.vehicles),
  );
  return [...names].map((name) => ({ name, file: indexFile(name) }));
}

export function autosOnShowServiceFromEnv(
  env: Env = process.env,
  sites: readonly SiteConfig[] = loadSiteConfigs(),
): AutosOnShowService {
  const url = env.AUTOS_ON_SHOW_API_URL?.trim();
  if (url) {
    const apiKey = env.AUTOS_ON_SHOW_API_KEY?.trim();
    return httpAutosOnShowService(url, apiKey ? { apiKey } : {});
  }
  return new EmbeddedAutosOnShow({
    file: path.join(autosOnShowDataDir(env), 'media.sqlite'),
    indexes: carsOnShowIndexes(sites),
  });
}

export function serverAutosOnShowService(): AutosOnShowService {
  return onePerProcess('autosOnShowService', () => autosOnShowServiceFromEnv());
}
