/**
 * `npm run test:multi-instance`: proves on this machine that N instances behind a load balancer share one
 * page cache through Redis (docs/DEPLOYMENT.md). It starts `redis-server` on a loopback port (installing
 * Debian's package as root when it is missing, as ensureChromium does for Chromium) and two `next start`
 * of one build, each with its own data folders as two machines would have, then shows:
 *   1. a page revalidated through instance A (POST /api/revalidate) is served fresh by instance B;
 *   2. leads sent alternately to A and B while the form hub is down are each delivered exactly once after
 *      it returns, though A is killed in between (B delivers A's leads from the shared outbox);
 *   3. tyre hotel code guesses spread over A and B are counted together (the fifth wrong one locks the
 *      code on both), and so are the codes a registration number is sent;
 *   4. one visitor's leads spread over A and B are rate limited together, the visitor named by the load
 *      balancer in X-Forwarded-For (TRUSTED_PROXY_COUNT=1), and another visitor is not refused;
 *   5. the Sitecore editor's render request to A, whose page render the balancer sends to B, is rendered
 *      in edit mode by B from the editing data A kept (each instance has its own temp folder);
 *   6. with Redis stopped, both instances keep serving pages and /healthz says degraded.
 * The build is the end-to-end build in .e2e/app when one is there (npm test keeps it for this), else this
 * checkout's own `.next` (`npm run build` first). Every wait polls; nothing sleeps a fixed time.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { editorRenderBody, recordedEditingLayout } from '../tests/fixtures/editorRenderRequest';
import { startFakeFormHub } from '../tests/fixtures/fakeFormHub';
import { spawnRedisServer, untilAccepting } from '../tests/fixtures/redisServer';
import { sellCarSubmission } from '../tests/fixtures/leadSubmissions';
import { LEAD_FORM_RATE_LIMIT } from '../runtime/services/forms/handlers/handleFormPost';
import { latestSmsCode } from '../runtime/services/tireHotel/embedded/smsOutbox';
import { healthOf, httpRequest, readyWithRedis } from './bench/lib/http';
import { ensureRedisServer } from './ensureRedisServer';
import { decodeCharacterReferences } from './lib/characterReferences';
import { freePort } from './lib/freePort';
import { pollUntil } from './lib/pollUntil';
import { childEnv } from './lib/run';

const root = process.cwd();
const e2eApp = path.join(root, '.e2e', 'app');
const appDir = existsSync(path.join(e2eApp, '.next', 'BUILD_ID')) ? e2eApp : root;
// Free ports unless given, so that two runs on one machine do not meet.
const REDIS_PORT = Number(process.env.MULTI_REDIS_PORT ?? (await freePort()));
const PORTS = {
  A: Number(process.env.MULTI_PORT_A ?? (await freePort())),
  B: Number(process.env.MULTI_PORT_B ?? (await freePort())),
};
const SECRET = 'multi-instance-secret';
const HOST = 'carstoresesite.localhost';
const PAGE = '/bilagande';
const CONTENT_FILE = path.join(appDir, 'sites/carstoresesite/content/sv-SE/bilagande.json');
const TITLE = 'Bilägande – garanti, service och finansiering';
/** Leads sent while the hub is down, alternately to A and B (under either instance's rate limit). */
const LEADS = 8;
/** Leads one address may send at once (LEAD_FORM_RATE_LIMIT), and two visitors behind the balancer. */
const LEAD_BURST = LEAD_FORM_RATE_LIMIT.burst;
const VISITOR = '203.0.113.7';
const OTHER_VISITOR = '198.51.100.23';
/** The embedded tyre hotel's demo customer. */
const REG_NO = 'ABC123';

const started: ChildProcess[] = [];
const hub = await startFakeFormHub('down');
const scratch = mkdtempSync(path.join(tmpdir(), 'multi-instance-'));
const originalContent = readFileSync(CONTENT_FILE, 'utf8');

function check(condition: boolean, what: string): void {
  console.log(`${condition ? '✓' : '✗'} ${what}`);
  if (!condition) throw new Error(`failed: ${what}`);
}

function startRedis(binary: string): ChildProcess {
  const redis = spawnRedisServer(binary, REDIS_PORT);
  started.push(redis);
  return redis;
}

function startInstance(name: keyof typeof PORTS): ChildProcess {
  // Its own temp folder, as another machine has: JSS keeps editing data there without Redis.
  const tmp = path.join(scratch, name, 'tmp');
  mkdirSync(tmp, { recursive: true });
  const server = spawn(
    process.execPath,
    ['node_modules/next/dist/bin/next', 'start', '-p', String(PORTS[name])],
    {
      cwd: appDir,
      env: childEnv({
        REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`,
        REVALIDATE_SECRET: SECRET,
        FORMS_DATA_DIR: path.join(scratch, name, 'forms'),
        TIREHOTEL_DATA_DIR: path.join(scratch, name, 'tirehotel'),
        TMPDIR: tmp,
        JSS_EDITING_SECRET: SECRET,
        FORM_HUB_URL: hub.url,
        // The hub is back within seconds here: the instances' breakers let a probe through soon.
        BREAKER_COOL_DOWN_MS: '500',
        // As behind a load balancer; a request the script sends straight is the loopback's.
        TRUSTED_PROXY_COUNT: '1',
      }),
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  started.push(server);
  return server;
}

interface Answer {
  status: number;
  text: string;
}

/** Instance `name` as the market's host name reaches it. */
const targetOf = (name: keyof typeof PORTS) => ({ port: PORTS[name], host: `${HOST}:${PORTS[name]}` });

/**
 * A request to instance `name` on the market's host name, or on `host` (node:http sends the Host header
 * given; fetch sends its own).
 */
async function send(
  name: keyof typeof PORTS,
  pathAndQuery: string,
  { host = targetOf(name).host, ...request }: Parameters<typeof httpRequest>[2] & { host?: string } = {},
): Promise<Answer> {
  const answer = await httpRequest({ port: PORTS[name], host }, pathAndQuery, request);
  return { status: answer.status, text: answer.body.toString('utf8') };
}

const json = <T>(answer: Answer): T => JSON.parse(answer.text) as T;

const health = (name: keyof typeof PORTS) => healthOf(targetOf(name));

/** Revalidates the page through instance `name`; the answer's status. */
async function revalidate(name: keyof typeof PORTS, secret = SECRET): Promise<number> {
  const query = `site=carstoresesite&path=${encodeURIComponent(PAGE)}`;
  const answer = await send(name, `/api/revalidate?${query}`, {
    method: 'POST',
    headers: { 'x-revalidate-secret': secret },
  });
  return answer.status;
}

/**
 * Sends a lead to instance `name` as a browser would, through the load balancer when `visitor` is given
 * (which names the visitor in X-Forwarded-For); the answer's status and delivery.
 */
async function sendLead(name: keyof typeof PORTS, submission: object, visitor?: string): Promise<string> {
  const answer = await send(name, '/api/forms/comhub', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(visitor ? { 'x-forwarded-for': visitor } : {}) },
    body: JSON.stringify(submission),
  });
  return `${answer.status} ${json<{ delivery?: string }>(answer).delivery ?? ''}`;
}

/**
 * The Sitecore editor's render request for the recorded /om-oss, sent to instance `at`; the page render
 * JSS then asks for goes to the host the request names, here instance `via` as a balancer would pick it.
 */
async function editorRender(
  at: keyof typeof PORTS,
  via: keyof typeof PORTS,
): Promise<{ status: number; html: string }> {
  // The page JSS fetches from `http://<Host>/om-oss`: `localhost` resolves, and is the default market.
  const answer = await send(at, `/api/editing/render?secret=${SECRET}`, {
    host: `localhost:${PORTS[via]}`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(editorRenderBody(recordedEditingLayout(appDir))),
  });
  return { status: answer.status, html: json<{ html?: string }>(answer).html ?? '' };
}

async function healthy(name: keyof typeof PORTS): Promise<void> {
  await pollUntil(`instance ${name} is healthy`, async () => readyWithRedis(await health(name)));
}

/** Calls a tyre hotel route of instance `name`; the answer's status and body. */
async function tireHotel(
  name: keyof typeof PORTS,
  method: 'GET' | 'POST',
  route: string,
  query: Record<string, string>,
): Promise<{ status: number; body: Record<string, string> }> {
  const answer = await send(name, `/api/tirehotel/${route}?${new URLSearchParams(query)}`, { method });
  return { status: answer.status, body: json<Record<string, string>>(answer) };
}

/** Has instance `name` send the demo customer a code; the login's status and token. */
async function askCode(name: keyof typeof PORTS): Promise<{ status: number; token: string }> {
  const found = await tireHotel(name, 'GET', 'authorization/search', { regNo: REG_NO });
  const encryptedPhoneNumber = found.body.encryptedPhoneNumber ?? '';
  const login = await tireHotel(name, 'POST', 'authorization/login', { encryptedPhoneNumber });
  return { status: login.status, token: login.body.authorizationToken ?? '' };
}

/** The page's title as a browser shows it: a page from the cache writes its en dash as a reference. */
const titleOf = async (name: keyof typeof PORTS) =>
  decodeCharacterReferences(/<title[^>]*>([^<]*)<\/title>/.exec((await send(name, PAGE)).text)?.[1] ?? '');

const began = Date.now();
let code = 1;
try {
  const binary = await ensureRedisServer('multi-instance');
  if (!binary) {
    console.log('multi-instance: skipped, no redis-server.');
    code = 0;
  } else {
    console.log(`multi-instance: the build in ${path.relative(root, appDir) || '.'}, Redis on ${REDIS_PORT}`);
    const redis = startRedis(binary);
    // The instances connect at once: started before Redis listens, each would begin degraded.
    await untilAccepting(REDIS_PORT);
    let instanceA = startInstance('A');
    startInstance('B');
    for (const name of ['A', 'B'] as const) await healthy(name);

    // 1. Both instances serve the page; its content changes; A is told; B serves the new content. The
    // title before is whatever this build's cache holds (an earlier run may have rendered it).
    const before = await titleOf('B');
    check(before !== '' && (await titleOf('A')) === before, `A and B serve the same page (${before})`);
    const published = `Publicerad ${Date.now()}`;
    writeFileSync(CONTENT_FILE, originalContent.replace(TITLE, published));
    check((await titleOf('B')) === before, 'B still serves its cached page after the publish');
    check((await revalidate('A')) === 200, 'A accepts the revalidation (200)');
    check((await titleOf('B')).startsWith(published), 'B serves the page fresh, revalidated through A');
    check((await titleOf('A')).startsWith(published), 'A serves it fresh too');
    // The publish is taken back, through B this time, so the build's cache ends as the content is.
    writeFileSync(CONTENT_FILE, originalContent);
    check((await revalidate('B')) === 200, 'B accepts the revalidation of the original content');
    check((await titleOf('A')).startsWith(TITLE), 'A serves the original page again, revalidated through B');
    check((await titleOf('B')).startsWith(TITLE), 'B too');
    check((await revalidate('B', 'wrong')) === 401, 'a wrong secret is refused (401)');

    // 2. The hub is down: leads wait in the shared outbox; A dies; the hub returns; B delivers them all.
    const leads = Array.from({ length: LEADS }, () => sellCarSubmission());
    const answers = [];
    for (const [index, lead] of leads.entries()) answers.push(await sendLead(index % 2 ? 'B' : 'A', lead));
    check(
      answers.every((answer) => answer === '202 queued'),
      `${LEADS} leads sent to A and B alternately while the hub is down are queued (202)`,
    );
    const killed = new Promise((resolve) => instanceA.once('exit', resolve));
    instanceA.kill('SIGKILL');
    await killed;
    hub.mode = 'accept';
    await pollUntil('the hub has every lead', async () => hub.accepted.size === LEADS);
    check(
      leads.every((lead) => hub.accepted.get(lead.formSubmissionId) === 1),
      `A killed, the hub back: each of the ${LEADS} leads is delivered exactly once`,
    );
    instanceA = startInstance('A');
    await healthy('A');

    // 3. Tyre hotel codes: wrong guesses alternately on A and B lock the code after five in all.
    const { token } = await askCode('A');
    const smsCode = latestSmsCode(path.join(scratch, 'A', 'tirehotel'), REG_NO) ?? '';
    const wrong = String((Number(smsCode) + 1) % 10_000).padStart(smsCode.length, '0');
    const guesses = [];
    for (let guess = 0; guess < 6; guess += 1) {
      const at = guess % 2 ? 'B' : 'A';
      guesses.push(
        (await tireHotel(at, 'POST', 'authorization/validate', { authToken: token, otpToken: wrong })).status,
      );
    }
    check(
      guesses.join(' ') === '400 400 400 400 403 403',
      `6 wrong codes alternately on A and B: the fifth locks it (${guesses.join(' ')})`,
    );
    const right = await tireHotel('B', 'POST', 'authorization/validate', {
      authToken: token,
      otpToken: smsCode,
    });
    check(right.status === 403, 'the right code is refused on B once locked (403)');
    const codes = [(await askCode('B')).status, (await askCode('A')).status, (await askCode('B')).status];
    check(
      codes.join(' ') === '200 200 429',
      `a registration number gets 3 codes in 10 minutes across A and B (${codes.join(' ')})`,
    );

    // 4. One visitor's leads, through the balancer to A and B alternately: ten in all, then refused.
    const flood = [];
    for (let lead = 0; lead < LEAD_BURST + 2; lead += 1)
      flood.push((await sendLead(lead % 2 ? 'B' : 'A', sellCarSubmission(), VISITOR)).split(' ')[0]);
    check(
      flood.join(' ') === [...Array(LEAD_BURST).fill('202'), '429', '429'].join(' '),
      `${LEAD_BURST + 2} leads from one visitor alternately to A and B: ${LEAD_BURST} taken, then 429 (${flood.join(' ')})`,
    );
    check(
      (await sendLead('A', sellCarSubmission(), OTHER_VISITOR)).startsWith('202'),
      'another visitor behind the same balancer is not refused',
    );

    // 5. The editor's render request reaches A, which asks for the page through the balancer: B renders it
    // from the editing data A kept.
    const edited = await editorRender('A', 'B');
    check(
      edited.status === 200 && edited.html.includes('chrometype="placeholder"'),
      `the editor's page posted to A is rendered in edit mode by B (${edited.status})`,
    );

    // 6. Redis stops: both instances keep answering from their own caches and say so.
    redis.kill('SIGKILL');
    for (const name of ['A', 'B'] as const) {
      await pollUntil(
        `instance ${name} reports Redis down`,
        async () => (await health(name)).redis === 'down',
      );
      const report = await health(name);
      check(report.status === 'degraded', `${name}: /healthz says degraded (200) with Redis down`);
      check((await send(name, PAGE)).status === 200, `${name}: the page still answers 200`);
      check((await send(name, '/')).status === 200, `${name}: the home page still answers 200`);
    }
    code = 0;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  writeFileSync(CONTENT_FILE, originalContent);
  for (const child of started) child.kill('SIGTERM');
  await hub.close();
  rmSync(scratch, { recursive: true, force: true });
}
console.log(
  `multi-instance: ${code === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - began) / 1000).toFixed(1)} s`,
);
process.exit(code);
