/**
 * The embedded default of the search service: every index the site configs name, each a
 * LocalSearchEngine over the demo stock in `data/search/<index>.json`, built on first use and kept for
 * the life of the process. A missing data file is seeded first (`npm run seed` does the same ahead of
 * time), so the site runs on a fresh checkout.
 */
import type { SearchRequest } from '../../../../schemas/generated/searchRequest';
import type { SearchResponse } from '../../../../schemas/generated/searchResponse';
import type { SiteConfig } from '../../../config/SiteConfig';
import { readIndexFile } from '../../../search/demoStock/readIndexFile';
import { ensureSeeded, indexFile, SEARCH_DATA_DIR } from '../../../search/demoStock/seedIndexes';
import { SEARCH_INDEX_KINDS, type SearchIndexKind, UnknownSearchIndexError } from '../contract';
import { INDEX_DEFINITIONS } from './indexDefinitions';
import { LocalSearchEngine, type SearchRecord } from './LocalSearchEngine';

export interface EmbeddedSearchOptions {
  sites: readonly SiteConfig[];
  /** Folder of `<index>.json` data files. */
  dataDir?: string;
}

/** The kind of an index name (vehicles, sites or kits) and the sites that name it. */
function findIndex(sites: readonly SiteConfig[], indexName: string) {
  for (const kind of SEARCH_INDEX_KINDS) {
    const naming = sites.filter((site) => site.searchIndexes[kind] === indexName);
    if (naming.length > 0) return { kind, sites: naming };
  }
  return null;
}

export class EmbeddedSearchService {
  private readonly engines = new Map<string, Promise<LocalSearchEngine>>();
  private readonly sites: readonly SiteConfig[];
  private readonly dataDir: string;

  constructor({ sites, dataDir = SEARCH_DATA_DIR }: EmbeddedSearchOptions) {
    this.sites = sites;
    this.dataDir = dataDir;
  }

  async search(request: SearchRequest): Promise<SearchResponse> {
    return (await this.engine(request.index)).search(request);
  }

  /** The engine of an index, loading (and if need be seeding) its data once; a failed load is retried next time. */
  engine(indexName: string): Promise<LocalSearchEngine> {
    const found = findIndex(this.sites, indexName);
    if (!found) return Promise.reject(new UnknownSearchIndexError(`unknown index "${indexName}"`));
    let engine = this.engines.get(indexName);
    if (!engine) {
      engine = this.load(indexName, found.kind, found.sites);
      engine.catch(() => this.engines.delete(indexName));
      this.engines.set(indexName, engine);
    }
    return engine;
  }

  private async load(
    indexName: string,
    kind: SearchIndexKind,
    sites: readonly SiteConfig[],
  ): Promise<LocalSearchEngine> {
    await ensureSeeded(sites, { dir: this.dataDir, kinds: [kind] });
    const records = (await readIndexFile(indexFile(indexName, this.dataDir))) as SearchRecord[];
    return new LocalSearchEngine(records, INDEX_DEFINITIONS[kind]);
  }
}
