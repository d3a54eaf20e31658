/**
 * What /healthz reports: whether the configuration validates, which content source serves pages, and
 * each dependency the site calls — ok, degraded (recent failures, breaker still closed) or down (breaker
 * open or probing) — from the circuit breakers' state and last outcomes. The site is down (503) when it
 * cannot render pages: invalid configuration, or its content source down (pages already rendered are
 * still served from the cache meanwhile); any other failing dependency only degrades it (200). While the
 * embedded search is still loading its indexes at start, the instance is starting (503): a readiness
 * probe keeps visitors away until a car page can find its index within the page's budget. The
 * report names no upstream host, only what kind of dependency each is. With REDIS_URL set, Redis is one
 * more: while it is away the instance serves from its own page cache and local stores (degraded).
 */
import { formatConfigError } from '../config/ConfigError';
import { projectConfigErrors } from '../config/projectConfigErrors';
import type { FieldSchemaRegistry } from '../config/validateProject';
import { PROXY_ENV, PROXY_UPSTREAM, parseProxyOrigin, type ProxyTargetName } from '../proxy/proxyTargets';
import { contentSourceKind } from '../services/content';
import { AUTOS_ON_SHOW_UPSTREAM } from '../services/autosOnShow/contract';
import { CONTENT_UPSTREAM } from '../services/content/contract';
import { FINANCE_UPSTREAM } from '../services/finance/contract';
import { FORMS_UPSTREAM } from '../services/forms/contract';
import { JOTFORM_UPSTREAM } from '../services/jotform/contract';
import { MECHMATE_UPSTREAM } from '../services/mechmate/contract';
import { PLACES_UPSTREAM } from '../services/places/contract';
import { SEARCH_UPSTREAM } from '../services/search/contract';
import { searchIndexesLoading } from '../services/search/indexPreload';
import { TIRE_HOTEL_UPSTREAM } from '../services/tireHotel/contract';
import { breakerSnapshot } from '../services/upstream/breakerRegistry';
import { isRedisReady, sharedRedis } from '../shared/sharedRedis';
import type { BreakerState } from '../services/upstream/CircuitBreaker';

/** `starting`: an in-process dependency still loading at start (the embedded search's indexes). */
export type DependencyStatus = 'ok' | 'degraded' | 'down' | 'starting';

export interface DependencyReport {
  status: DependencyStatus;
  /** What serves it: `edge` or `local` content, `hosted` or `embedded` search, `proxied` or `off` … */
  kind: string;
  /** For upstreams this process calls over the network, once called. */
  breaker?: {
    state: BreakerState;
    consecutiveFailures: number;
    lastSuccessAt: string | null;
    lastFailureAt: string | null;
    lastFailure: string | null;
    retryAfterSeconds: number;
  };
}

export interface HealthReport {
  status: DependencyStatus;
  config: { valid: boolean; errors: string[] };
  contentSource: string;
  dependencies: Record<string, DependencyReport>;
}

const isoTime = (time: number | null) => (time === null ? null : new Date(time).toISOString());

/** A dependency in this process (local files, the embedded engine): nothing to break. */
const inProcess = (kind: string): DependencyReport => ({ status: 'ok', kind });

/** A network upstream, judged by its breaker: never called yet is ok. */
function upstream(name: string, kind: string): DependencyReport {
  const snapshot = breakerSnapshot(name);
  if (!snapshot) return { status: 'ok', kind };
  const { state, consecutiveFailures, lastSuccessAt, lastFailureAt, lastFailure, retryAfterSeconds } =
    snapshot;
  const status: DependencyStatus = state !== 'closed' ? 'down' : consecutiveFailures > 0 ? 'degraded' : 'ok';
  return {
    status,
    kind,
    breaker: {
      state,
      consecutiveFailures,
      lastSuccessAt: isoTime(lastSuccessAt),
      lastFailureAt: isoTime(lastFailureAt),
      lastFailure,
      retryAfterSeconds,
    },
  };
}

/** The shared store, when configured: down while this process has no connection to it. */
function redisDependency(env: Record<string, string | undefined>): DependencyReport {
  const client = sharedRedis(env);
  if (!client) return inProcess('off');
  return { status: isRedisReady(client) ? 'ok' : 'down', kind: 'shared' };
}

function proxyDependency(target: ProxyTargetName, env: Record<string, string | undefined>): DependencyReport {
  if (parseProxyOrigin(env[PROXY_ENV[target]])) return upstream(PROXY_UPSTREAM[target], 'proxied');
  // Without a media host, media is served from public/; without a content host, Sitecore paths answer 404.
  return inProcess(target === 'media' ? 'public files' : 'off');
}

export function healthReport(
  fieldSchemas: FieldSchemaRegistry,
  env: Record<string, string | undefined> = process.env,
): HealthReport {
  const configErrors = projectConfigErrors(fieldSchemas);
  let contentSource: string;
  let content: DependencyReport;
  try {
    contentSource = contentSourceKind(env);
    content = contentSource === 'edge' ? upstream(CONTENT_UPSTREAM, 'edge') : inProcess('local');
  } catch (error) {
    contentSource = `invalid: ${(error as Error).message}`;
    content = { status: 'down', kind: 'invalid' };
  }
  const dependencies: Record<string, DependencyReport> = {
    content,
    search: env.SEARCH_API_URL?.trim()
      ? upstream(SEARCH_UPSTREAM, 'hosted')
      : { status: searchIndexesLoading() ? 'starting' : 'ok', kind: 'embedded' },
    sitecore: proxyDependency('content', env),
    media: proxyDependency('media', env),
    // Leads the hub cannot take wait in the outbox, so a hub that is down only degrades the site.
    forms: env.FORM_HUB_URL?.trim() ? upstream(FORMS_UPSTREAM, 'hosted') : inProcess('embedded'),
    autosOnShow: env.AUTOS_ON_SHOW_API_URL?.trim()
      ? upstream(AUTOS_ON_SHOW_UPSTREAM, 'hosted')
      : inProcess('embedded'),
    finance: env.FINANCE_API_URL?.trim() ? upstream(FINANCE_UPSTREAM, 'hosted') : inProcess('embedded'),
    jotform: env.JOTFORM_API_URL?.trim() ? upstream(JOTFORM_UPSTREAM, 'hosted') : inProcess('embedded'),
    mechmate: env.MECHMATE_URL?.trim() ? upstream(MECHMATE_UPSTREAM, 'hosted') : inProcess('embedded'),
    tireHotel: env.TIREHOTEL_URL?.trim() ? upstream(TIRE_HOTEL_UPSTREAM, 'hosted') : inProcess('embedded'),
    places: env.MAPS_API_KEY?.trim() ? upstream(PLACES_UPSTREAM, 'hosted') : inProcess('embedded'),
    // Pages, leads and limits fall back to this instance's own stores while it is away.
    redis: redisDependency(env),
  };
  const valid = configErrors.length === 0;
  const others = Object.values(dependencies).filter((dependency) => dependency !== content);
  const status: DependencyStatus =
    !valid || content.status === 'down'
      ? 'down'
      : others.some((dependency) => dependency.status === 'starting')
        ? 'starting'
        : content.status === 'degraded' || others.some((dependency) => dependency.status !== 'ok')
          ? 'degraded'
          : 'ok';
  return {
    status,
    config: { valid, errors: configErrors.map(formatConfigError) },
    contentSource,
    dependencies,
  };
}
