/**
 * One call of a page of the flow at a time, as the visitor asks it: `run` aborts the one before, reports
 * busy while it is out, and hands a failure to the page, except when it was aborted (the page moved on or
 * unmounted) and except a 401 from a call that needs the session, which ends the flow's session
 * (`sessionLost`: back to the search, which says why).
 */
import { useEffect, useRef, useState } from 'react';
import { isSessionLost, sessionLost, type TireHotelPageProps } from '../../ui';

export interface FlowCall {
  busy: boolean;
  run: <T>(
    call: (signal: AbortSignal) => Promise<T>,
    done: (answer: T) => void,
    failed: (error: unknown) => void,
  ) => Promise<void>;
}

export function useFlowCall(update: TireHotelPageProps['update'], needsSession: boolean): FlowCall {
  const [busy, setBusy] = useState(false);
  const current = useRef<AbortController | null>(null);
  useEffect(() => () => current.current?.abort(), []);

  const run: FlowCall['run'] = async (call, done, failed) => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setBusy(true);
    try {
      const answer = await call(controller.signal);
      if (controller.signal.aborted) return;
      setBusy(false);
      done(answer);
    } catch (error) {
      if (controller.signal.aborted) return;
      setBusy(false);
      if (needsSession && isSessionLost(error)) update(sessionLost);
      else failed(error);
    }
  };
  return { busy, run };
}
