/**
 * A token bucket per client for API routes a flood could abuse (lead forms, tyre hotel logins and code
 * tries). Each client may make `burst` requests at once, then one every `1 / refillPerSecond` seconds; a
 * refused request learns when to come back (Retry-After). The client is the visitor's address
 * (clientAddress.ts: the connection's, or the one a trusted load balancer names); an IPv6 client is its
 * /64, which one machine usually has all of. This is the bucket store of one process: at most
 * `maxClients` buckets are kept, the least recently seen dropped first (that client starts again with a
 * full bucket), so memory is bounded whatever the number of addresses. Several instances share their
 * buckets through Redis instead (runtime/shared/RedisRateLimiter.ts).
 */
import { isIPv6 } from 'node:net';
import { type ClientSource, unmapped } from './clientAddress';

export interface ClientRateLimit {
  /** Requests a client may make at once. */
  burst: number;
  /** Requests a client regains per second. */
  refillPerSecond: number;
  /** Clients remembered at most. */
  maxClients: number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** What a route asks before it does a request's work: may this visitor make one more? */
export interface RateLimiter {
  take(request: ClientSource): Promise<RateDecision>;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/** The key a connection's address is counted under: IPv4 as is, IPv6 by its /64 prefix. */
export function clientKey(address: string | undefined): string {
  if (!address) return 'unknown';
  const remoteAddress = unmapped(address);
  if (!isIPv6(remoteAddress)) return remoteAddress;
  const [head = '', tail = ''] = remoteAddress.toLowerCase().split('::', 2);
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros = Array.from({ length: 8 - headGroups.length - tailGroups.length }, () => '0');
  const groups = remoteAddress.includes('::') ? [...headGroups, ...zeros, ...tailGroups] : headGroups;
  const prefix = groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}

export class ClientRateLimiter {
  readonly #buckets = new Map<string, Bucket>();

  constructor(
    private readonly limit: ClientRateLimit,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes one request's token from the client's bucket, or says how long until there is one. */
  take(address: string | undefined): RateDecision {
    const key = clientKey(address);
    const now = this.now();
    const { burst, refillPerSecond, maxClients } = this.limit;
    const bucket = this.#buckets.get(key) ?? { tokens: burst, updatedAt: now };
    bucket.tokens = Math.min(burst, bucket.tokens + ((now - bucket.updatedAt) / 1000) * refillPerSecond);
    bucket.updatedAt = now;
    // Re-inserted, so the map's order is least recently seen first.
    this.#buckets.delete(key);
    this.#buckets.set(key, bucket);
    if (this.#buckets.size > maxClients) {
      const oldest = this.#buckets.keys().next().value;
      if (oldest !== undefined) this.#buckets.delete(oldest);
    }
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return { allowed: true };
    }
    return { allowed: false, retryAfterSeconds: Math.ceil((1 - bucket.tokens) / refillPerSecond) };
  }
}
