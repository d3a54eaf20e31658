/**
 * Copying to the clipboard with a timed confirmation (spec 000 §4, §9): after a successful copy `copied`
 * stays true for `durationMs`; a further copy within that time starts the period again.
 */
import { useEffect, useState } from 'react';

export interface CopyFeedback {
  copied: boolean;
  copy: (text: string) => Promise<void>;
}

/** `failureMessage` is logged with the error when the browser refuses the clipboard. */
export function useCopyFeedback(durationMs: number, failureMessage: string): CopyFeedback {
  // Counts successful copies: each one restarts the feedback period.
  const [copies, setCopies] = useState(0);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (copies === 0) return;
    const timer = setTimeout(() => setCopied(false), durationMs);
    return () => clearTimeout(timer);
  }, [copies, durationMs]);

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
    } catch (error) {
      // No clipboard access (permission denied, insecure context): nothing was copied, so no feedback.
      console.error(failureMessage, error);
      return;
    }
    setCopied(true);
    setCopies((count) => count + 1);
  };

  return { copied, copy };
}
