/**
 * The embedded tyre hotel's SMS outbox (issue 19): it has no SMS gateway, so the text a customer would get
 * is written to the `sms_outbox` table of its sqlite file (and, outside production, to the server log).
 * The readers here are for the e2e test, which reads the code the served app sent, and for a developer
 * (`npm run tirehotel:sms`); they open the file read-only and never create it.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { TIRE_HOTEL_FILE } from './tireHotelDatabase';

export interface SmsMessage {
  regNo: string;
  /** The customer's mobile, digits only. */
  phone: string;
  message: string;
  /** ISO time it was sent. */
  sentAt: string;
}

/** The text of the code's SMS. */
export const codeSmsText = (code: string): string =>
  `Din kod till Hedin Automotive Däckhotell är ${code}. Koden gäller i 5 minuter.`;

/** The code an SMS text carries. */
const CODE_IN_TEXT = /\b(\d{4})\b/;

export function writeSms(
  database: DatabaseSync,
  { regNo, phone, message, sentAt }: { regNo: string; phone: string; message: string; sentAt: number },
): void {
  database
    .prepare('INSERT INTO sms_outbox (reg_no, phone, message, sent_at) VALUES (?, ?, ?, ?)')
    .run(regNo, phone, message, sentAt);
}

/** Reads the outbox of `dataDir`'s file; nothing when the file does not exist yet. */
function readOutbox<T>(dataDir: string, read: (database: DatabaseSync) => T, none: T): T {
  const file = path.join(dataDir, TIRE_HOTEL_FILE);
  if (!existsSync(file)) return none;
  const database = new DatabaseSync(file, { readOnly: true, timeout: 5_000 });
  try {
    return read(database);
  } catch {
    // The file exists but no code was ever asked for: no outbox table yet.
    return none;
  } finally {
    database.close();
  }
}

type SmsRow = { reg_no: string; phone: string; message: string; sent_at: number };

const smsMessage = (row: SmsRow): SmsMessage => ({
  regNo: row.reg_no,
  phone: row.phone,
  message: row.message,
  sentAt: new Date(row.sent_at).toISOString(),
});

/** The newest `limit` messages, newest first. */
export function recentSms(dataDir: string, limit = 10): SmsMessage[] {
  return readOutbox(
    dataDir,
    (database) =>
      (
        database
          .prepare('SELECT reg_no, phone, message, sent_at FROM sms_outbox ORDER BY id DESC LIMIT ?')
          .all(limit) as SmsRow[]
      ).map(smsMessage),
    [],
  );
}

/** The code of the newest SMS sent for `regNo`, or null when none was sent. */
export function latestSmsCode(dataDir: string, regNo: string): string | null {
  const message = readOutbox(
    dataDir,
    (database) =>
      (
        database
          .prepare('SELECT message FROM sms_outbox WHERE reg_no = ? ORDER BY id DESC LIMIT 1')
          .get(regNo) as { message: string } | undefined
      )?.message ?? null,
    null,
  );
  return message === null ? null : (CODE_IN_TEXT.exec(message)?.[1] ?? null);
}
