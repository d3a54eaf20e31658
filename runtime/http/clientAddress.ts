/**
 * The address of the visitor a request comes from. On one machine that is the connection's address. Behind
 * a load balancer (docs/DEPLOYMENT.md) every connection comes from the balancer, which names the visitor
 * in `X-Forwarded-For` by appending the address it saw: with `TRUSTED_PROXY_COUNT=n` the visitor is the
 * n-th address from the right of that list. Entries further left are whatever the visitor wrote and are
 * never used, so nobody can choose the address they are counted under. Unset or 0, the header is ignored.
 * Server-only.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { isIP } from 'node:net';

/** What a Node.js request offers to find its visitor by. */
export interface ClientSource {
  socket: { remoteAddress?: string | undefined };
  headers: IncomingHttpHeaders;
}

/** More proxies in a row than any deployment has; a larger count is a typing mistake. */
const MAX_TRUSTED_PROXIES = 10;

let reportedSetting: string | undefined;

/**
 * The number of proxies in front of the site that append to `X-Forwarded-For` (TRUSTED_PROXY_COUNT, a whole
 * number 0–10, default 0). Anything else keeps 0 and is logged once.
 */
export function trustedProxyCount(
  env: Record<string, string | undefined> = process.env,
  warn: (message: string) => void = console.warn,
): number {
  const raw = env.TRUSTED_PROXY_COUNT?.trim();
  if (!raw) return 0;
  if (/^\d+$/.test(raw) && Number(raw) <= MAX_TRUSTED_PROXIES) return Number(raw);
  if (reportedSetting !== raw) {
    reportedSetting = raw;
    warn(`TRUSTED_PROXY_COUNT="${raw}" is not a whole number from 0 to ${MAX_TRUSTED_PROXIES}; using 0`);
  }
  return 0;
}

/** An IPv4 address of a dual-stack socket reads `::ffff:a.b.c.d`; it is the IPv4 address. */
export const unmapped = (address: string): string =>
  /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] ?? address;

/** The addresses `X-Forwarded-For` lists, left to right, however many header lines carry them. */
function forwardedFor(headers: IncomingHttpHeaders): string[] {
  const value = headers['x-forwarded-for'];
  const lines = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return lines.flatMap((line) => line.split(',')).map((entry) => entry.trim());
}

/**
 * The visitor's address: with `trustedProxies` n > 0, the n-th from the right of `X-Forwarded-For` when the
 * list is that long and that entry is an IP address; else (no proxy trusted, or a request that did not
 * come through them all) the connection's address.
 */
export function clientAddress(source: ClientSource, trustedProxies: number): string | undefined {
  const peer = source.socket.remoteAddress;
  if (trustedProxies > 0) {
    const listed = forwardedFor(source.headers);
    const visitor = listed[listed.length - trustedProxies];
    if (visitor !== undefined && isIP(visitor) !== 0) return unmapped(visitor);
  }
  return peer === undefined ? undefined : unmapped(peer);
}
