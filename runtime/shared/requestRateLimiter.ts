/**
 * The rate limiter a route asks (RateLimiter): the visitor found by clientAddress.ts (TRUSTED_PROXY_COUNT
 * behind a load balancer), counted in Redis when REDIS_URL is set (shared by every instance, the local
 * buckets while Redis is away) or in this process's buckets when it is not. Server-only.
 */
import { clientAddress, trustedProxyCount } from '../http/clientAddress';
import { type ClientRateLimit, ClientRateLimiter, type RateLimiter } from '../http/ClientRateLimiter';
import { RedisRateLimiter } from './RedisRateLimiter';
import { sharedRedis } from './sharedRedis';

type Env = Record<string, string | undefined>;

/** A limiter named `name` (its Redis keys) with `limit`, configured from `env`; `now` is the local buckets' clock. */
export function requestRateLimiter(
  name: string,
  limit: ClientRateLimit,
  { env = process.env, now }: { env?: Env; now?: () => number } = {},
): RateLimiter {
  const local = new ClientRateLimiter(limit, now);
  const redis = sharedRedis(env);
  const shared = redis ? new RedisRateLimiter({ redis, name, limit, local }) : undefined;
  const trustedProxies = trustedProxyCount(env);
  return {
    take: (request) => {
      const address = clientAddress(request, trustedProxies);
      return shared ? shared.take(address) : Promise.resolve(local.take(address));
    },
  };
}
