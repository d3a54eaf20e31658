/**
 * The embedded Jotform service, the default when JOTFORM_API_URL is unset: it serves the demo form
 * definitions kept in demoForms.json (a "book a test drive" and a "contact the dealer" form in each
 * market's language, checked against schemas/jotformDefinition.schema.json when the service starts) and
 * does with a submission what the Jotform host does: it refuses a body the request schema does not take
 * and answers that break the form's rules (answerRules.ts) or name questions it does not have
 * (JotformRequestError, 400), an unknown form (UnknownJotformError, 404), and stores the rest in a
 * `node:sqlite` file, answering Jotform's envelope with the stored answers in `content[0].answers`.
 *
 * The file is bounded: beyond MAX_STORED_SUBMISSIONS the oldest rows go first, so a flood of submissions
 * cannot fill the disk. A typical demo submission is ~620 bytes on disk (measured over 2,000), one with every
 * demo answer at its longest under 3 kB: 30 MB typical, 150 MB at most for the demo forms.
 */
import { randomInt } from 'node:crypto';
import { schemaProblems } from '../../../config/schemaProblems';
import { SqliteFile } from '../../embedded/SqliteFile';
import { jotformAnswerProblems } from '../answerRules';
import {
  type JotformAnswer,
  type JotformDefinition,
  type JotformRequest,
  JotformRequestError,
  type JotformResponse,
  type JotformService,
  type JotformSubmission,
  jotformIdOf,
  UnknownJotformError,
} from '../contract';
import demoForms from './demoForms.json';

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS submissions (
    id TEXT PRIMARY KEY,
    form_id TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    answers TEXT NOT NULL
  ) STRICT;
`;

/** The most submissions the file keeps (the header says why this many). */
export const MAX_STORED_SUBMISSIONS = 50_000;

export interface EmbeddedJotformOptions {
  /** The sqlite file (created with its folder on the first submission). */
  file: string;
  /** The forms it serves; the demo forms unless a test hands in its own. */
  forms?: readonly unknown[];
  /** The clock (tests fix it). */
  now?: () => Date;
  /** The most submissions kept, the oldest removed first; MAX_STORED_SUBMISSIONS unless a test sets fewer. */
  maxSubmissions?: number;
}

/** The forms by id, each checked against the definition schema: a broken demo form stops the service. */
function formsById(forms: readonly unknown[]): ReadonlyMap<string, JotformDefinition> {
  const byId = new Map<string, JotformDefinition>();
  forms.forEach((form, index) => {
    const problems = schemaProblems('jotformDefinition', form);
    if (problems) throw new Error(`Jotform demo form ${index}: ${problems}`);
    const definition = form as JotformDefinition;
    if (byId.has(definition.id)) throw new Error(`Jotform demo form ${index}: id ${definition.id} twice`);
    byId.set(definition.id, definition);
  });
  return byId;
}

/** `YYYY-MM-DD HH:mm:ss` in UTC, as Jotform writes `created_at`. */
const jotformTime = (time: Date) => time.toISOString().slice(0, 19).replace('T', ' ');

export class EmbeddedJotform implements JotformService {
  readonly #store: SqliteFile;
  readonly #forms: ReadonlyMap<string, JotformDefinition>;
  readonly #now: () => Date;
  readonly #maxSubmissions: number;

  constructor({
    file,
    forms = demoForms,
    now = () => new Date(),
    maxSubmissions = MAX_STORED_SUBMISSIONS,
  }: EmbeddedJotformOptions) {
    this.#store = new SqliteFile(file, SCHEMA);
    this.#forms = formsById(forms);
    this.#now = now;
    this.#maxSubmissions = maxSubmissions;
  }

  async form(formId: string): Promise<JotformDefinition> {
    const id = jotformIdOf(formId);
    const form = this.#forms.get(id);
    if (!form) throw new UnknownJotformError(`No Jotform form has the id ${id}.`);
    return form;
  }

  async submit(request: JotformRequest): Promise<JotformResponse> {
    const problems = schemaProblems('jotformRequest', request);
    if (problems) throw new JotformRequestError(problems);
    const form = await this.form(request.formId);
    const unknown = Object.keys(request.answers).filter(
      (qid) => !form.questions.some((question) => question.qid === qid),
    );
    if (unknown.length > 0)
      throw new JotformRequestError(`/answers: form ${form.id} has no question ${unknown.join(', ')}`);
    const broken = jotformAnswerProblems(form, request.answers);
    if (broken.length > 0)
      throw new JotformRequestError(
        broken
          .map((problem) => `/answers/${problem.qid} (${problem.name}): breaks ${problem.rule}`)
          .join('; '),
      );
    const now = this.#now();
    const answers: Record<string, JotformAnswer> = {};
    for (const question of form.questions) {
      const answer = request.answers[question.qid]?.trim();
      if (answer)
        answers[question.qid] = { name: question.name, text: question.text, type: question.type, answer };
    }
    const submission: JotformSubmission = {
      id: `${now.getTime()}${String(randomInt(1_000_000)).padStart(6, '0')}`,
      form_id: form.id,
      created_at: jotformTime(now),
      answers,
    };
    this.#keep(submission, now);
    return { responseCode: 200, message: 'success', content: [submission] };
  }

  /** The stored submissions of a form, newest first. */
  list(formId: string): JotformSubmission[] {
    return this.#store.database
      .prepare(
        'SELECT id, form_id, created_at, answers FROM submissions WHERE form_id = ? ORDER BY rowid DESC',
      )
      .all(formId)
      .map((row) => ({
        id: String(row.id),
        form_id: String(row.form_id),
        created_at: jotformTime(new Date(Number(row.created_at))),
        answers: JSON.parse(String(row.answers)) as Record<string, JotformAnswer>,
      }));
  }

  close(): void {
    this.#store.close();
  }

  /** Stores the submission and forgets those beyond the cap, oldest first (rowids grow with each insert). */
  #keep(submission: JotformSubmission, now: Date): void {
    const database = this.#store.database;
    database
      .prepare('INSERT INTO submissions (id, form_id, created_at, answers) VALUES (?, ?, ?, ?)')
      .run(submission.id, submission.form_id, now.getTime(), JSON.stringify(submission.answers));
    database
      .prepare('DELETE FROM submissions WHERE rowid <= (SELECT max(rowid) FROM submissions) - ?')
      .run(this.#maxSubmissions);
  }
}
