/**
 * The embedded form hub of the e2e build, as the lead tests read it: scripts/e2e.ts builds and serves
 * `.e2e/app`, whose hub stores each lead in data/forms/hub.sqlite.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Request } from '@playwright/test';
import { servedAppDir } from './servedApp';

const HUB_FILE = path.join(servedAppDir, 'data', 'forms', 'hub.sqlite');

/** The lead the hub stored under a submission id, as it was posted. */
export function storedLead(formSubmissionId: string): unknown {
  if (!existsSync(HUB_FILE)) return undefined;
  const database = new DatabaseSync(HUB_FILE, { readOnly: true });
  try {
    const row = database
      .prepare('SELECT submission FROM submissions WHERE form_submission_id = ?')
      .get(formSubmissionId);
    return row ? JSON.parse(String(row.submission)) : undefined;
  } finally {
    database.close();
  }
}

export const postedBody = (request: Request) => request.postDataJSON() as { formSubmissionId: string };
