/**
 * Whether this process is still loading the embedded search's indexes at start (`preloadSearchIndexes`).
 * Until it is done, a car page can wait longer than its time budget for its index, so `/healthz` says the
 * instance is starting (503) and a load balancer's readiness probe sends it no visitors yet. Kept once per
 * process: instrumentation starts the load, the `/healthz` bundle reads it. Server-only.
 */
import { onePerProcess } from '../../cache/onePerProcess';

const preload = () => onePerProcess('searchIndexPreload', () => ({ loading: false }));

export function searchIndexesLoading(): boolean {
  return preload().loading;
}

/** Marks the indexes loading until `loading` settles, whether every index loaded or some failed. */
export async function whileSearchIndexesLoad(loading: Promise<unknown>): Promise<void> {
  const state = preload();
  state.loading = true;
  try {
    await loading;
  } finally {
    state.loading = false;
  }
}
