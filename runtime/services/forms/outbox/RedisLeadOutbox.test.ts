import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeFormHub, startFakeFormHub } from '../../../../tests/fixtures/fakeFormHub';
import { sellCarSubmission } from '../../../../tests/fixtures/leadSubmissions';
import { redisAway, redisForTests, redisReady } from '../../../../tests/fixtures/redisForTests';
import { redisServerBinary } from '../../../../tests/fixtures/redisServer';
import type { FormSubmission } from '../contract';
import { LeadDeliverer } from './LeadDeliverer';
import { LeadOutbox } from './LeadOutbox';
import { keepSharedOrLocal, listSharedLeads, RedisLeadOutbox } from './RedisLeadOutbox';

/** Short back-off and polling, so a test waits milliseconds for what takes seconds in production. */
const FAST = { retryPolicy: { baseMs: 20, capMs: 100 }, idlePollMs: 20 };
const quietLog = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });

const deliveredOnce = (submissions: FormSubmission[]) =>
  Object.fromEntries(submissions.map((submission) => [submission.formSubmissionId, 1]));

describe.skipIf(!redisServerBinary())('lead outbox shared through Redis', () => {
  const testRedis = redisForTests();
  let dir: string;
  let fakeHub: FakeFormHub;
  const opened: LeadOutbox[] = [];
  const running: LeadDeliverer[] = [];
  /** How far the shared outboxes' clock runs ahead of the wall clock, so a test can let a back-off pass. */
  let clockAheadMs = 0;

  /** One instance of the site: its own Redis connection, sqlite outbox and hub client. */
  function instance(name: string) {
    const redis = testRedis.connect();
    const local = new LeadOutbox({ file: path.join(dir, name, 'outbox.sqlite'), ...FAST });
    opened.push(local);
    const shared = new RedisLeadOutbox({
      redis,
      local,
      retryPolicy: FAST.retryPolicy,
      now: () => Date.now() + clockAheadMs,
    });
    const hub = fakeHub.client({ timeoutMs: 1_000 });
    const deliverer = (claimMs = 60_000) => {
      const created = new LeadDeliverer({ outbox: shared, hub, claimMs, idlePollMs: 20, log: quietLog() });
      running.push(created);
      return created;
    };
    return { redis, local, shared, keeper: keepSharedOrLocal(shared, local), deliverer };
  }

  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'redis-outbox-'));
    clockAheadMs = 0;
    fakeHub = await startFakeFormHub('down');
  });

  // Runs before redisForTests' own (after-hooks run last registered first): deliverers stop while their
  // clients are still open.
  afterEach(async () => {
    await Promise.all(running.splice(0).map((deliverer) => deliverer.stop()));
    for (const outbox of opened.splice(0)) outbox.close();
    await fakeHub.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('delivers every lead kept by either instance exactly once, whichever instance claims it', async () => {
    const a = instance('a');
    const b = instance('b');
    await Promise.all([redisReady(a.redis), redisReady(b.redis)]);
    const leads = Array.from({ length: 8 }, () => sellCarSubmission());
    for (const [index, lead] of leads.entries())
      expect(await (index % 2 ? b : a).keeper.keepPending(lead, 'hub down')).toBe(true);
    expect(await b.keeper.keepPending(leads[0] ?? sellCarSubmission(), 'again')).toBe(false);
    fakeHub.mode = 'accept';
    clockAheadMs = FAST.retryPolicy.capMs; // every lead's first back-off has passed
    const [fromA, fromB] = await Promise.all([a.deliverer().deliverDue(), b.deliverer().deliverDue()]);
    expect(fromA.delivered + fromB.delivered).toBe(leads.length);
    expect(Object.fromEntries(fakeHub.accepted)).toEqual(deliveredOnce(leads));
    expect(await a.shared.msUntilNextDue()).toBeUndefined();
  });

  it('hands a crashed instance’s claimed leads to another once the lease lapses; the crashed one’s late word changes nothing', async () => {
    const a = instance('a');
    const b = instance('b');
    await Promise.all([redisReady(a.redis), redisReady(b.redis)]);
    const lead = sellCarSubmission();
    await a.keeper.keepPending(lead, 'hub down');
    await vi.waitFor(async () => expect(await a.shared.claimDue(10, 300)).toHaveLength(1), { interval: 10 });
    // Instance A is gone with its claim. B finds nothing to claim until the lease lapses, then delivers it.
    fakeHub.mode = 'accept';
    expect(await b.shared.claimDue(10, 60_000)).toEqual([]);
    await vi.waitFor(async () => expect((await b.deliverer().deliverDue()).delivered).toBe(1), {
      timeout: 5_000,
      interval: 20,
    });
    await a.shared.release(lead.formSubmissionId);
    await a.shared.markDelivered(lead.formSubmissionId);
    expect((await b.deliverer().deliverDue()).delivered).toBe(0);
    expect(Object.fromEntries(fakeHub.accepted)).toEqual(deliveredOnce([lead]));
  });

  it('keeps leads on the instance’s disk while Redis is down and hands them over, delivered once, when it returns', async () => {
    const a = instance('a');
    await redisReady(a.redis);
    await testRedis.server().stop();
    await redisAway(a.redis);
    const leads = [sellCarSubmission(), sellCarSubmission()];
    for (const lead of leads) expect(await a.keeper.keepPending(lead, 'hub down')).toBe(true);
    expect(a.local.list().map((kept) => kept.state)).toEqual(['pending', 'pending']);
    expect(await a.shared.claimDue(10, 60_000)).toEqual([]);

    await testRedis.server().start();
    await redisReady(a.redis);
    const b = instance('b');
    await redisReady(b.redis);
    fakeHub.mode = 'accept';
    // A's shared deliverer hands its local leads over; B's may well be the one that delivers them.
    await a.shared.claimDue(0, 60_000);
    expect(a.local.list()).toEqual([]);
    expect((await b.deliverer().deliverDue()).delivered).toBe(2);
    expect(Object.fromEntries(fakeHub.accepted)).toEqual(deliveredOnce(leads));
  });

  it('lists every lead it holds for npm run leads, newest first, the delivered ones too', async () => {
    const a = instance('a');
    await redisReady(a.redis);
    const [kept, refused, later] = [sellCarSubmission(), sellCarSubmission(), sellCarSubmission()];
    await a.keeper.keepPending(kept, 'hub down');
    await a.keeper.keepFailed(refused, 'The form hub answered 400: unknown plate');
    await a.keeper.keepPending(later, 'hub down');
    expect(await listSharedLeads(a.redis)).toHaveLength(3);
    fakeHub.mode = 'accept';
    // A kept lead is due after the first back-off (milliseconds here).
    const deliverer = a.deliverer();
    await vi.waitFor(
      async () => {
        await deliverer.deliverDue();
        expect(fakeHub.accepted.size).toBe(2);
      },
      { interval: 10 },
    );
    const listed = await listSharedLeads(a.redis);
    expect(new Map(listed.map((lead) => [lead.submission.formSubmissionId, lead.state]))).toEqual(
      new Map([
        [kept.formSubmissionId, 'delivered'],
        [refused.formSubmissionId, 'failed'],
        [later.formSubmissionId, 'delivered'],
      ]),
    );
    expect(listed.find((lead) => lead.state === 'failed')).toMatchObject({
      submission: refused,
      lastError: 'The form hub answered 400: unknown plate',
    });
    const received = listed.map((lead) => lead.receivedAt);
    expect(received).toEqual(received.toSorted((x, y) => y - x));
  });

  it('backs off a lead the hub could not take and sends it again when due', async () => {
    const a = instance('a');
    await redisReady(a.redis);
    const lead = sellCarSubmission();
    await a.keeper.keepPending(lead, 'hub down');
    const deliverer = a.deliverer();
    await vi.waitFor(async () => expect((await deliverer.deliverDue()).retrying).toBe(1), { interval: 10 });
    expect(await a.shared.msUntilNextDue()).toBeGreaterThan(0);
    fakeHub.mode = 'accept';
    deliverer.start();
    await vi.waitFor(() => expect(fakeHub.accepted.get(lead.formSubmissionId)).toBe(1), {
      timeout: 5_000,
      interval: 20,
    });
  });
});
