/**
 * The instant today's status is computed at: the server's (from the loader's data) on the server and
 * while React hydrates, so the markup matches; then the browser's clock, once a minute, so a page kept
 * open (or served from a shared cache) shows the status of now.
 */
import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

export function useNow(serverNow: number): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const first = window.setTimeout(tick, 0);
    const every = window.setInterval(tick, MINUTE_MS);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(every);
    };
  }, []);
  return now;
}
