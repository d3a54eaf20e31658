/**
 * A `node:sqlite` database file the embedded services keep their state in (the form hub's submissions,
 * the lead outbox, the autos-on-show media, the finance quotes). Opened on first use, so nothing is written to disk until there is something to keep;
 * its folder is created then. Every commit is flushed to disk before it returns (WAL, synchronous FULL):
 * a lead the visitor was told is received must survive a crash. Several connections, in this process or
 * another, may share a file: a writer waits up to five seconds for another's lock.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';

const BUSY_TIMEOUT_MS = 5_000;

export class SqliteFile {
  #database: DatabaseSync | undefined;

  /** `schema`: idempotent DDL (`CREATE … IF NOT EXISTS`) run when the file is opened. */
  constructor(
    readonly file: string,
    private readonly schema: string,
  ) {}

  get database(): DatabaseSync {
    if (!this.#database) {
      mkdirSync(path.dirname(this.file), { recursive: true });
      const database = new DatabaseSync(this.file, { timeout: BUSY_TIMEOUT_MS });
      database.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL;');
      database.exec(this.schema);
      this.#database = database;
    }
    return this.#database;
  }

  close(): void {
    this.#database?.close();
    this.#database = undefined;
  }
}
