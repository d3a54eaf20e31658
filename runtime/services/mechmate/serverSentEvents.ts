/**
 * The `data:` of each event in a server-sent event stream (the workshop stream of spec 002 §7), read by
 * the server from a workshop host and by the browser from this site. Events without data (keep-alive
 * comments) are skipped; an event longer than `maxEventBytes` ends the read with an error, so a stream
 * that never ends a message cannot grow without bound. `read` lets the server give every chunk a time
 * budget. Browser-safe.
 */
export interface ServerSentEventOptions {
  maxEventBytes: number;
  read?: (reader: ReadableStreamDefaultReader<Uint8Array>) => Promise<ReadableStreamReadResult<Uint8Array>>;
}

export async function* serverSentData(
  body: ReadableStream<Uint8Array>,
  { maxEventBytes, read = (reader) => reader.read() }: ServerSentEventOptions,
): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await read(reader);
      if (done) return;
      buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
      let end = buffer.indexOf('\n\n');
      while (end !== -1) {
        const data = eventData(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        if (data !== null) yield data;
        end = buffer.indexOf('\n\n');
      }
      if (buffer.length > maxEventBytes)
        throw new Error(`The stream sent a message longer than ${maxEventBytes} bytes`);
    }
  } finally {
    reader.cancel().catch(() => undefined);
  }
}

/** The data of one event (its `data:` lines joined), or null for an event without data. */
function eventData(event: string): string | null {
  const lines = event
    .split('\n')
    .filter((line) => line.startsWith('data:'))
    .map((line) => line.slice(5).replace(/^ /, ''));
  return lines.length === 0 ? null : lines.join('\n');
}
