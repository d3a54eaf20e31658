/**
 * A lead sent while the form hub is down, in Chromium: the visitor gets the success text once the lead is
 * durably in the outbox, and the outbox hands it to the hub exactly once when the hub is back.
 *
 * The hub must be configured (FORM_HUB_URL) for this, which the suite's shared server is not (it runs the
 * embedded hub), so this spec starts one more `next start` of the same build (`.e2e/app`,
 * servedAppServer.ts) with a fake hub on loopback that the test switches from "down" (503) to "up" (202),
 * and an outbox folder of its own.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { expect, test } from './hydratedPage';
import { port as suitePort } from './markets';
import { type ServedAppServer, startServedAppServer } from './servedAppServer';

const SERVER_PORT = Number(suitePort) + 7;

interface FakeHub {
  origin: string;
  up: boolean;
  /** Bodies of the submissions it answered 202. */
  accepted: { formSubmissionId: string }[];
  refused: number;
  close(): Promise<void>;
}

async function startFakeHub(): Promise<FakeHub> {
  const hub: Omit<FakeHub, 'origin' | 'close'> = { up: false, accepted: [], refused: 0 };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (!hub.up) {
        hub.refused += 1;
        response.writeHead(503).end();
        return;
      }
      hub.accepted.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as { formSubmissionId: string });
      response.writeHead(202, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(hub, {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

function leadState(dataDir: string, formSubmissionId: string): string | undefined {
  const database = new DatabaseSync(path.join(dataDir, 'outbox.sqlite'), { readOnly: true });
  try {
    const row = database
      .prepare('SELECT state FROM leads WHERE form_submission_id = ?')
      .get(formSubmissionId);
    return row ? String(row.state) : undefined;
  } finally {
    database.close();
  }
}

let hub: FakeHub;
let server: ServedAppServer;
let dataDir: string;

test.beforeAll(async ({ request }) => {
  test.setTimeout(90_000);
  hub = await startFakeHub();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'e2e-outbox-'));
  server = await startServedAppServer(request, {
    port: SERVER_PORT,
    env: { FORM_HUB_URL: `${hub.origin}/forms`, FORMS_DATA_DIR: dataDir },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await hub?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('a lead sent while the hub is down gets the success text and reaches the hub once when it is back', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto(server.siteUrl('carstoresesite', '/salja-bil'));
  await expect(page.getByRole('button', { name: 'Skicka' })).toBeEnabled();
  await page.getByLabel('Registreringsnummer').fill('DEF 456');
  await page.getByLabel('Miltal').fill('12000');
  await page.getByRole('radio', { name: 'Byta in bilen' }).check();
  await page.getByLabel('Namn').fill('Anna Andersson');
  await page.getByLabel('Telefon').fill('070 987 65 43');
  await page.getByRole('textbox', { name: 'E-post', exact: true }).fill('anna.andersson@example.se');
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/forms/comhub'));
  await page.getByRole('button', { name: 'Skicka' }).click();
  const response = await answered;
  const { formSubmissionId } = response.request().postDataJSON() as { formSubmissionId: string };

  expect(response.status()).toBe(202);
  await expect(page.getByText('Tack! Vi har fått dina uppgifter.')).toBeVisible();
  expect(hub.refused).toBeGreaterThan(0);
  expect(hub.accepted).toEqual([]);
  expect(leadState(dataDir, formSubmissionId)).toBe('pending');

  hub.up = true;
  await expect.poll(() => leadState(dataDir, formSubmissionId), { timeout: 60_000 }).toBe('delivered');
  expect(hub.accepted.map((lead) => lead.formSubmissionId)).toEqual([formSubmissionId]);
});
