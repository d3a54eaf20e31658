/**
 * The embedded form hub, the default when FORM_HUB_URL is unset: it does what the hosted hub does, in this
 * process. It checks the envelope and the values by the form's schema (leadForms.ts), refusing with
 * FormValidationError and every failing pointer (400, unknown form included), keeps each accepted
 * submission in a `node:sqlite` file (created on first use) and is idempotent on `formSubmissionId`: a
 * repeat is accepted again and stores nothing. `npm run leads` lists what it holds.
 */
import type { FormHub, FormSubmission } from '../contract';
import { FormValidationError } from '../contract';
import { checkFormSubmission, describeProblems } from '../leadForms';
import { SqliteFile } from '../../embedded/SqliteFile';

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS submissions (
    form_submission_id TEXT PRIMARY KEY,
    form_name TEXT NOT NULL,
    submission TEXT NOT NULL,
    received_at INTEGER NOT NULL
  ) STRICT;
`;

export interface StoredSubmission {
  submission: FormSubmission;
  /** When the hub first accepted it, ms since the epoch. */
  receivedAt: number;
}

export interface EmbeddedFormHubOptions {
  /** The sqlite file (created with its folder on the first submission). */
  file: string;
  /** Configured site names: `<site>SellCarForm` names one of them. */
  siteNames: ReadonlySet<string>;
  now?: () => number;
}

export class EmbeddedFormHub implements FormHub {
  readonly #store: SqliteFile;
  readonly #siteNames: ReadonlySet<string>;
  readonly #now: () => number;

  constructor({ file, siteNames, now = Date.now }: EmbeddedFormHubOptions) {
    this.#store = new SqliteFile(file, SCHEMA);
    this.#siteNames = siteNames;
    this.#now = now;
  }

  async submit(body: FormSubmission): Promise<void> {
    const check = checkFormSubmission(body, this.#siteNames);
    if (!check.ok) throw new FormValidationError(describeProblems(check.problems), check.problems);
    const { submission } = check;
    this.#store.database
      .prepare(
        `INSERT INTO submissions (form_submission_id, form_name, submission, received_at)
         VALUES (?, ?, ?, ?) ON CONFLICT (form_submission_id) DO NOTHING`,
      )
      .run(submission.formSubmissionId, submission.formName, JSON.stringify(submission), this.#now());
  }

  /** Every stored submission, newest first. */
  list(): StoredSubmission[] {
    return this.#store.database
      .prepare('SELECT submission, received_at FROM submissions ORDER BY received_at DESC, rowid DESC')
      .all()
      .map((row) => ({
        submission: JSON.parse(String(row.submission)) as FormSubmission,
        receivedAt: Number(row.received_at),
      }));
  }

  close(): void {
    this.#store.close();
  }
}
