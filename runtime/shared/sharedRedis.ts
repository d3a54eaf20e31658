/**
 * The one Redis connection of a serving process, when REDIS_URL names a server (docs/DEPLOYMENT.md):
 * several instances of the site then share the lead outbox, the tyre hotel's codes, tries and sessions
 * and the per-address rate limits through it. Unset, there is none and every store stays embedded in
 * the process, as on one machine. The client is one per process (Next.js bundles the API routes and
 * instrumentation apart), reconnects on its own, and neither queues commands while disconnected nor
 * waits long for an answer: a caller learns at once that Redis is away and falls back to its local store.
 * Server-only.
 */
import { onePerProcess } from '../cache/onePerProcess';
import { connectRedis, redisUrlFromEnv, type SharedRedis } from './redisConnection';

export { REDIS_COMMAND_TIMEOUT_MS, type SharedRedis } from './redisConnection';

type Env = Record<string, string | undefined>;

/** The process's Redis client, or undefined when REDIS_URL is unset. */
export function sharedRedis(env: Env = process.env): SharedRedis | undefined {
  const url = redisUrlFromEnv(env);
  return url ? onePerProcess(`redis:${url}`, () => connectRedis(url)) : undefined;
}

/** True while the client is connected and can be asked. */
export const isRedisReady = (client: SharedRedis | undefined): client is SharedRedis =>
  client?.isReady === true;

/**
 * Redis's answer to `ask` while the client is ready, else `local`'s: also when the command fails on the
 * way (Redis went away, or took longer than its timeout). An error `isAnswer` accepts is Redis's answer
 * (a refusal the caller reports), not a failure, and is thrown on.
 */
export async function sharedOrLocal<T>(
  client: SharedRedis,
  ask: () => Promise<T>,
  local: () => T | Promise<T>,
  isAnswer: (error: unknown) => boolean = () => false,
): Promise<T> {
  if (!isRedisReady(client)) return local();
  try {
    return await ask();
  } catch (error) {
    if (isAnswer(error)) throw error;
    return local();
  }
}
