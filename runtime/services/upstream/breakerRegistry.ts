/**
 * The process's circuit breakers, one per named upstream (`content`, `search`, `sitecore`, `media`, and
 * each service added later), created on first use with the configured settings. Next.js bundles pages,
 * API routes and `_error` apart, each with its own copy of this module: the breakers live on globalThis
 * so that a page render, `/api/search` and `/healthz` see the same ones. Server-only.
 */
import { CircuitBreaker, type BreakerSnapshot } from './CircuitBreaker';
import { upstreamSettings } from './upstreamSettings';

const BREAKERS_KEY = Symbol.for('car-retail.upstreamBreakers');
const processGlobals = globalThis as typeof globalThis & { [BREAKERS_KEY]?: Map<string, CircuitBreaker> };

function breakers(): Map<string, CircuitBreaker> {
  return (processGlobals[BREAKERS_KEY] ??= new Map<string, CircuitBreaker>());
}

export function upstreamBreaker(name: string): CircuitBreaker {
  let breaker = breakers().get(name);
  if (!breaker) {
    const { breakerFailureThreshold, breakerCoolDownMs } = upstreamSettings();
    breaker = new CircuitBreaker(name, {
      failureThreshold: breakerFailureThreshold,
      coolDownMs: breakerCoolDownMs,
    });
    breakers().set(name, breaker);
  }
  return breaker;
}

/** The breaker's state, or null when the upstream has not been called since the process started. */
export function breakerSnapshot(name: string): BreakerSnapshot | null {
  return breakers().get(name)?.snapshot() ?? null;
}

/** Forgets every breaker (tests start each case from closed breakers with the settings they set). */
export function resetUpstreamBreakers(): void {
  breakers().clear();
}
