import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeFormHub, startFakeFormHub } from '../../../tests/fixtures/fakeFormHub';
import { LEAD_SITE_NAMES, sellCarSubmission } from '../../../tests/fixtures/leadSubmissions';
import { EmbeddedFormHub } from './embedded/EmbeddedFormHub';
import { embeddedHubFile, formHubFromEnv, formsDataDir, leadOutboxFile } from './index';

let dir: string;
let fakeHub: FakeFormHub;

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'forms-env-'));
  fakeHub = await startFakeFormHub();
});

afterEach(async () => {
  await fakeHub.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('formHubFromEnv (the switch)', () => {
  it('posts to FORM_HUB_URL with FORM_HUB_KEY when the URL is set', async () => {
    const hub = formHubFromEnv(
      { FORM_HUB_URL: fakeHub.url, FORM_HUB_KEY: ' hub-key ', FORMS_DATA_DIR: dir },
      LEAD_SITE_NAMES,
    );
    await hub.submit(sellCarSubmission());
    expect(hub).not.toBeInstanceOf(EmbeddedFormHub);
    expect(fakeHub.requests[0]?.headers['x-api-key']).toBe('hub-key');
    expect(existsSync(embeddedHubFile(dir))).toBe(false);
  });

  it('is the embedded hub, keeping its file in FORMS_DATA_DIR, when no URL is set', async () => {
    const hub = formHubFromEnv({ FORM_HUB_URL: ' ', FORMS_DATA_DIR: dir }, LEAD_SITE_NAMES);
    expect(hub).toBeInstanceOf(EmbeddedFormHub);
    await hub.submit(sellCarSubmission());
    (hub as EmbeddedFormHub).close();
    expect(existsSync(embeddedHubFile(dir))).toBe(true);
    expect(fakeHub.requests).toEqual([]);
  });

  it('keeps the sqlite files in data/forms/ unless FORMS_DATA_DIR says otherwise', () => {
    expect(formsDataDir({})).toBe(path.join(process.cwd(), 'data', 'forms'));
    expect(leadOutboxFile(formsDataDir({ FORMS_DATA_DIR: dir }))).toBe(path.join(dir, 'outbox.sqlite'));
  });
});
