/**
 * The embedded autos-on-show service, the default when AUTOS_ON_SHOW_API_URL is unset: it answers what
 * the hosted one answers, from this process. Its cars are those marked `autos_on_show` in the vehicle
 * indexes of the sites that show cars on show (`data/search/<index>.json`, written by `npm run seed`);
 * what it serves for each (carMedia.ts) is kept in a `node:sqlite` file, rebuilt for an index only when
 * its file or the showroom catalogue changed, so a restarted server answers without reading 20 MB of
 * JSON again. It refuses a malformed registration number like the hosted one (AutosOnShowRequestError)
 * and has nothing (null) for a car that is unknown or not on show; a missing index file is a failure
 * whose message names the file and `npm run seed`.
 */
import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { readIndexFile } from '../../search/embedded/readIndexFile';
import { SqliteFile } from '../../embedded/SqliteFile';
import { type AutosOnShowMedia, type AutosOnShowService, registrationKey } from '../contract';
import { carMedia, type CarOnShow } from './carMedia';
import { STYLE_VERSION } from './frameUrls';
import { type AutosOnShowCatalogue, showroomCatalogue } from './showroomCatalogue';

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS sources (
    index_name TEXT PRIMARY KEY,
    stamp TEXT NOT NULL,
    cars INTEGER NOT NULL
  ) STRICT;
  CREATE TABLE IF NOT EXISTS media (
    reg_key TEXT NOT NULL,
    index_name TEXT NOT NULL,
    car_id TEXT NOT NULL,
    media TEXT NOT NULL,
    PRIMARY KEY (reg_key, index_name)
  ) STRICT;
`;

/** A vehicle index the service takes its cars from. */
export interface VehicleIndexSource {
  name: string;
  file: string;
}

export interface EmbeddedAutosOnShowOptions {
  /** The sqlite file (created with its folder on the first lookup). */
  file: string;
  indexes: readonly VehicleIndexSource[];
  catalogue?: AutosOnShowCatalogue;
}

function isCarOnShow(record: unknown): record is CarOnShow {
  if (!record || typeof record !== 'object') return false;
  const car = record as Record<string, unknown>;
  return car.autos_on_show === true && typeof car.car_id === 'string' && typeof car.car_regno === 'string';
}

/** The registration key of a record's plate, or null for a plate that could not be asked for. */
function storedKey(car: CarOnShow): string | null {
  try {
    return registrationKey(car.car_regno);
  } catch {
    return null;
  }
}

export class EmbeddedAutosOnShow implements AutosOnShowService {
  readonly #store: SqliteFile;
  readonly #indexes: readonly VehicleIndexSource[];
  readonly #catalogue: AutosOnShowCatalogue;
  readonly #catalogueStamp: string;
  #synced: Promise<void> | undefined;

  constructor({ file, indexes, catalogue = showroomCatalogue() }: EmbeddedAutosOnShowOptions) {
    this.#store = new SqliteFile(file, SCHEMA);
    this.#indexes = indexes;
    this.#catalogue = catalogue;
    this.#catalogueStamp = createHash('sha256')
      .update(`${STYLE_VERSION}\n${JSON.stringify(catalogue)}`)
      .digest('hex')
      .slice(0, 16);
  }

  async media(regNo: string): Promise<AutosOnShowMedia | null> {
    const key = registrationKey(regNo);
    await this.#sync();
    const row = this.#store.database
      .prepare('SELECT media FROM media WHERE reg_key = ? ORDER BY index_name LIMIT 1')
      .get(key);
    return row ? (JSON.parse(String(row.media)) as AutosOnShowMedia) : null;
  }

  /** How many cars on show each index has, once synced. */
  async carsByIndex(): Promise<Record<string, number>> {
    await this.#sync();
    const rows = this.#store.database.prepare('SELECT index_name, cars FROM sources').all();
    return Object.fromEntries(rows.map((row) => [String(row.index_name), Number(row.cars)]));
  }

  close(): void {
    this.#store.close();
  }

  /** Once per process; a failed sync (a missing file) is tried again by the next lookup. */
  #sync(): Promise<void> {
    this.#synced ??= this.#syncIndexes().catch((error: unknown) => {
      this.#synced = undefined;
      throw error;
    });
    return this.#synced;
  }

  async #syncIndexes(): Promise<void> {
    for (const index of this.#indexes) {
      const stats = await stat(index.file).catch((error: unknown) => {
        throw new Error(`Vehicle index ${index.name} is missing (${index.file}): run npm run seed`, {
          cause: error,
        });
      });
      const stamp = `${stats.size}:${stats.mtimeMs}:${this.#catalogueStamp}`;
      const known = this.#store.database
        .prepare('SELECT stamp FROM sources WHERE index_name = ?')
        .get(index.name);
      if (known?.stamp !== stamp) this.#replaceIndex(index.name, stamp, await readIndexFile(index.file));
    }
  }

  #replaceIndex(indexName: string, stamp: string, records: readonly unknown[]): void {
    const database = this.#store.database;
    const insert = database.prepare(
      'INSERT OR REPLACE INTO media (reg_key, index_name, car_id, media) VALUES (?, ?, ?, ?)',
    );
    database.exec('BEGIN IMMEDIATE');
    try {
      database.prepare('DELETE FROM media WHERE index_name = ?').run(indexName);
      let cars = 0;
      for (const car of records.filter(isCarOnShow)) {
        const key = storedKey(car);
        if (key === null) continue;
        insert.run(key, indexName, car.car_id, JSON.stringify(carMedia(car, this.#catalogue)));
        cars += 1;
      }
      database
        .prepare('INSERT OR REPLACE INTO sources (index_name, stamp, cars) VALUES (?, ?, ?)')
        .run(indexName, stamp, cars);
      database.exec('COMMIT');
    } catch (error) {
      database.exec('ROLLBACK');
      throw error;
    }
  }
}
