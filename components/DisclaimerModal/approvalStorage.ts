/**
 * The remembered approval. localStorage, because the choice only matters in this browser and should outlast
 * the session: the server never needs it (pages are static, the same HTML for everyone, so a cookie would only
 * travel with every request for nothing), and sessionStorage would ask again on every visit.
 * Storage can be unavailable (blocked, private modes, quota): then nothing is remembered and the dialog asks
 * again next time, which errs on the side of consent.
 */
export const APPROVED = 'approved';

export const storageKey = (name: string) => `disclaimer:${name}`;

export function isApproved(name: string): boolean {
  try {
    return window.localStorage.getItem(storageKey(name)) === APPROVED;
  } catch {
    return false;
  }
}

export function rememberApproval(name: string): void {
  try {
    window.localStorage.setItem(storageKey(name), APPROVED);
  } catch (error) {
    console.error('The disclaimer approval could not be stored', error);
  }
}

/** Approval in another tab (a `storage` event) closes the dialog here too. */
export function subscribeToApprovals(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}
