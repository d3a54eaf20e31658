/**
 * The embedded default of the search service: every index the site configs name, each a
 * LocalSearchEngine over the demo stock in `data/search/<index>.json`, built on first use and kept for
 * the life of the process. The engine only reads: `npm run seed` writes the files (`dev`, `build` and
 * `start` run it first), and a missing file fails like a hosted index that does not exist, naming the
 * file and the command.
 */
import { existsSync } from 'node:fs';
import type { SearchRequest } from '../../../../schemas/generated/searchRequest';
import type { SearchResponse } from '../../../../schemas/generated/searchResponse';
import type { SiteConfig } from '../../../config/SiteConfig';
import { SEARCH_INDEX_KINDS, type SearchIndexKind, UnknownSearchIndexError } from '../contract';
import { INDEX_DEFINITIONS } from './indexDefinitions';
import { indexFile, SEARCH_DATA_DIR } from './indexFile';
import { LocalSearchEngine, type SearchRecord } from './LocalSearchEngine';
import { IndexFileError, readIndexFile } from './readIndexFile';

export interface EmbeddedSearchOptions {
  sites: readonly SiteConfig[];
  /** Folder of `<index>.json` data files. */
  dataDir?: string;
}

/** The kind of an index name (vehicles, sites or kits), or null when no site names it. */
function indexKind(sites: readonly SiteConfig[], indexName: string): SearchIndexKind | null {
  return (
    SEARCH_INDEX_KINDS.find((kind) => sites.some((site) => site.searchIndexes[kind] === indexName)) ?? null
  );
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

  /** The engine of an index, loading its data once; a failed load is retried next time. */
  engine(indexName: string): Promise<LocalSearchEngine> {
    const kind = indexKind(this.sites, indexName);
    if (!kind) return Promise.reject(new UnknownSearchIndexError(`unknown index "${indexName}"`));
    let engine = this.engines.get(indexName);
    if (!engine) {
      engine = this.load(indexName, kind);
      engine.catch(() => this.engines.delete(indexName));
      this.engines.set(indexName, engine);
    }
    return engine;
  }

  private async load(indexName: string, kind: SearchIndexKind): Promise<LocalSearchEngine> {
    const file = indexFile(indexName, this.dataDir);
    if (!existsSync(file))
      throw new IndexFileError(file, 'no such index file; run `npm run seed` to write the demo stock');
    const records = (await readIndexFile(file)) as SearchRecord[];
    return new LocalSearchEngine(records, INDEX_DEFINITIONS[kind]);
  }
}
