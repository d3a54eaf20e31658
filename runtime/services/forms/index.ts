/**
 * The forms services as the server sees them. The form hub: with FORM_HUB_URL set, the hosted hub
 * (`httpClient.ts`, with FORM_HUB_KEY); without it, the embedded hub (`embedded/`, the default). The lead
 * outbox and the embedded hub keep their sqlite files in FORMS_DATA_DIR (default `data/forms/`). One of
 * each per process, memoised here. Next.js bundles the API route and instrumentation.ts apart, each with
 * its own copy of this module: the outbox file is where they meet, so the deliverer started with the server
 * finds the leads the route stored. With REDIS_URL set, the outbox is shared by every instance
 * (outbox/RedisLeadOutbox.ts): the route keeps leads there, or in the sqlite file while Redis is away, and
 * each instance runs two deliverers, one over each, the shared one taking the local leads over once Redis
 * answers. Server-only.
 */
import path from 'node:path';
import { loadSiteConfigs } from '../../config/loadSiteConfigs';
import { projectRoot } from '../../config/projectPaths';
import { serverSearchClient } from '../search';
import { carContactRecipientCheck } from './carContactCheck';
import type { FormHub } from './contract';
import { EmbeddedFormHub } from './embedded/EmbeddedFormHub';
import { type FormPostContext, LEAD_FORM_RATE_LIMIT } from './handlers/handleFormPost';
import { httpFormHub } from './httpClient';
import { LeadDeliverer } from './outbox/LeadDeliverer';
import { type LeadKeeper, LeadOutbox } from './outbox/LeadOutbox';
import { keepSharedOrLocal, RedisLeadOutbox } from './outbox/RedisLeadOutbox';
import { requestRateLimiter } from '../../shared/requestRateLimiter';
import { sharedRedis } from '../../shared/sharedRedis';

type Env = Record<string, string | undefined>;

/** Where the embedded hub's and the outbox's sqlite files live. */
export function formsDataDir(env: Env = process.env): string {
  return env.FORMS_DATA_DIR?.trim() || path.join(projectRoot(), 'data', 'forms');
}

export const embeddedHubFile = (dataDir: string): string => path.join(dataDir, 'hub.sqlite');
export const leadOutboxFile = (dataDir: string): string => path.join(dataDir, 'outbox.sqlite');

const configuredSiteNames = (): ReadonlySet<string> => new Set(loadSiteConfigs().map((site) => site.name));

export function formHubFromEnv(env: Env = process.env, siteNames = configuredSiteNames()): FormHub {
  const url = env.FORM_HUB_URL?.trim();
  if (url) {
    const apiKey = env.FORM_HUB_KEY?.trim();
    return httpFormHub(url, apiKey ? { apiKey } : {});
  }
  return new EmbeddedFormHub({ file: embeddedHubFile(formsDataDir(env)), siteNames });
}

let context: FormPostContext | undefined;
let deliverers: LeadDeliverer[] | undefined;

const localOutbox = (): LeadOutbox => new LeadOutbox({ file: leadOutboxFile(formsDataDir()) });

/** The outbox shared through Redis when REDIS_URL is set, taking over `local`'s pending leads. */
function sharedOutbox(local: LeadOutbox): RedisLeadOutbox | undefined {
  const redis = sharedRedis();
  return redis ? new RedisLeadOutbox({ redis, local }) : undefined;
}

/** Where the route keeps the leads the hub did not take. */
function leadKeeper(): LeadKeeper {
  const local = localOutbox();
  const shared = sharedOutbox(local);
  return shared ? keepSharedOrLocal(shared, local) : local;
}

/** What `POST /api/forms/comhub` works with: the hub, the outbox, the sites and the rate limiter. */
export function serverFormsContext(): FormPostContext {
  if (!context) {
    const siteNames = configuredSiteNames();
    context = {
      hub: formHubFromEnv(process.env, siteNames),
      outbox: leadKeeper(),
      siteNames,
      checkRecipient: carContactRecipientCheck(serverSearchClient()),
      rateLimiter: requestRateLimiter('leads', LEAD_FORM_RATE_LIMIT),
    };
  }
  return context;
}

/** Starts delivering the outboxes' pending leads in the background (once per process, at server start). */
export function startLeadDelivery(): void {
  if (deliverers) return;
  const hub = formHubFromEnv();
  const local = localOutbox();
  const shared = sharedOutbox(local);
  deliverers = [local, ...(shared ? [shared] : [])].map((outbox) => new LeadDeliverer({ outbox, hub }));
  for (const deliverer of deliverers) deliverer.start();
}
