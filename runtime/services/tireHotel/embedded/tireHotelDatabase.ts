/**
 * The embedded tyre hotel's one `node:sqlite` file (TIREHOTEL_DATA_DIR/tirehotel.sqlite, through
 * SqliteFile: created on first use, every commit durable): the customers with agreements, the one-time
 * codes and the sessions they open, the login requests the per-registration limit counts, the bookings
 * and the places they took, the reviews and the SMS outbox. Codes and session tokens are kept only as
 * hashes. Writes that read what they change run in `immediately`, so two processes sharing the file
 * cannot both take a last place or count one wrong code.
 */
import type { DatabaseSync } from 'node:sqlite';

export const TIRE_HOTEL_SCHEMA = `
CREATE TABLE IF NOT EXISTS customers (
  reg_no TEXT PRIMARY KEY,
  encrypted_phone TEXT NOT NULL UNIQUE,
  phone TEXT NOT NULL,
  vehicle TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS codes (
  token_hash TEXT PRIMARY KEY,
  reg_no TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  wrong_tries INTEGER NOT NULL DEFAULT 0,
  used_at INTEGER
);
CREATE TABLE IF NOT EXISTS sessions (
  token_hash TEXT PRIMARY KEY,
  reg_no TEXT NOT NULL,
  last_used_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS login_requests (
  reg_no TEXT NOT NULL,
  requested_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS login_requests_by_reg_no ON login_requests (reg_no, requested_at);
CREATE TABLE IF NOT EXISTS slot_use (
  erp_id TEXT NOT NULL,
  day TEXT NOT NULL,
  time TEXT NOT NULL,
  used INTEGER NOT NULL,
  PRIMARY KEY (erp_id, day, time)
);
CREATE TABLE IF NOT EXISTS bookings (
  id TEXT PRIMARY KEY,
  reg_no TEXT NOT NULL,
  erp_id TEXT NOT NULL,
  day TEXT NOT NULL,
  time TEXT NOT NULL,
  confirmation TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS reviews (
  id TEXT PRIMARY KEY,
  session_hash TEXT NOT NULL UNIQUE,
  reg_no TEXT NOT NULL,
  rating INTEGER NOT NULL,
  comment TEXT NOT NULL,
  date TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS sms_outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  reg_no TEXT NOT NULL,
  phone TEXT NOT NULL,
  message TEXT NOT NULL,
  sent_at INTEGER NOT NULL
);`;

/** The file's name in its data folder. */
export const TIRE_HOTEL_FILE = 'tirehotel.sqlite';

/** Runs `work` in a `BEGIN IMMEDIATE` transaction: committed when it returns, rolled back when it throws. */
export function immediately<T>(database: DatabaseSync, work: () => T): T {
  database.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    database.exec('COMMIT');
    return result;
  } catch (error) {
    database.exec('ROLLBACK');
    throw error;
  }
}
