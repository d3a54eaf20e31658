/**
 * How this site connects to Redis: a client that neither queues commands while disconnected nor waits
 * long for an answer, so a caller learns at once that Redis is away and uses its local store, and that
 * keeps reconnecting. It imports only packages, because the page cache handler (sharedPageCache.ts)
 * is loaded by Next.js's server straight from its file, outside every bundle. Server-only.
 */
import { createClient } from 'redis';

type Env = Record<string, string | undefined>;

export type SharedRedis = ReturnType<typeof createClient>;

/** How long one command may take before the caller treats Redis as unavailable. */
export const REDIS_COMMAND_TIMEOUT_MS = 1_000;
/** Longest pause between two reconnection attempts. */
const MAX_RECONNECT_DELAY_MS = 2_000;

export const redisUrlFromEnv = (env: Env = process.env): string | undefined =>
  env.REDIS_URL?.trim() || undefined;

/** A client for `url` that fails fast while disconnected and keeps reconnecting; connecting starts at once. */
export function connectRedis(url: string, log: (message: string) => void = console.warn): SharedRedis {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    commandOptions: { timeout: REDIS_COMMAND_TIMEOUT_MS },
    socket: {
      connectTimeout: REDIS_COMMAND_TIMEOUT_MS,
      reconnectStrategy: (retries: number) => Math.min(50 * 2 ** retries, MAX_RECONNECT_DELAY_MS),
    },
  });
  let reported = false;
  client.on('error', (error: unknown) => {
    // Each failed reconnection repeats the error: say it once per outage.
    if (reported) return;
    reported = true;
    log(`Redis unavailable (${error instanceof Error ? error.message : String(error)}); using local stores.`);
  });
  client.on('ready', () => {
    reported = false;
  });
  client.connect().catch(() => undefined);
  return client;
}
