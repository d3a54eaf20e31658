/**
 * Waits for something a script cannot be told about, by asking: `probe` every `intervalMs` until it
 * answers true, a probe that throws counting as "not yet" (a server not listening yet, say); after
 * `timeoutMs` it fails naming what it waited for. Scripts and test fixtures poll this way rather than
 * sleeping a fixed time.
 */
import { setTimeout as sleep } from 'node:timers/promises';

export async function pollUntil(
  what: string,
  probe: () => boolean | Promise<boolean>,
  { timeoutMs = 60_000, intervalMs = 100 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (
      await Promise.resolve()
        .then(probe)
        .catch(() => false)
    )
      return;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting until ${what}`);
    await sleep(intervalMs);
  }
}
