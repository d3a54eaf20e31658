/**
 * Why an upstream answered an error status, for the error the caller logs and maps: the `error` of its
 * JSON body, or with `plainText` the start of a body that is not JSON. Reads at most the first 8 kB (an
 * error page can be large, and a body that never ends must not hold the call) and keeps `maxChars` of
 * the reason. Every HTTP client of `runtime/services/*` reads error answers through it.
 */
const READ_BYTES = 8 * 1024;

export interface ErrorReasonOptions {
  /** The longest reason kept. */
  maxChars?: number;
  /** A body that is not JSON is the reason itself (else: no reason, the status says enough). */
  plainText?: boolean;
}

/** The first `maxBytes` of a body as text, the rest left unread. */
async function bodyStart(response: Response, maxBytes: number): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const decoder = new TextDecoder();
  let text = '';
  let size = 0;
  while (size < maxBytes) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    text += decoder.decode(value.subarray(0, Math.max(0, maxBytes - (size - value.length))), {
      stream: true,
    });
  }
  await reader.cancel();
  return text + decoder.decode();
}

export async function upstreamErrorReason(
  response: Response,
  { maxChars = 300, plainText = false }: ErrorReasonOptions = {},
): Promise<string> {
  const text = await bodyStart(response, READ_BYTES);
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && 'error' in body) return String(body.error).slice(0, maxChars);
  } catch {
    // not JSON (or cut short)
  }
  return plainText ? text.trim().slice(0, maxChars) : '';
}
