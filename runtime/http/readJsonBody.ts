/**
 * The bounded JSON body reader of the API routes that take a body. Next.js's own body parser reads up to
 * 1 MB and hands `JSON.parse`'s result to the route, whatever its shape: a 5,000-deep array then exhausted
 * the stack in the route's first recursive walk (a `structuredClone`) and the route answered 500. This
 * reader stops collecting once the body passes `maxBytes` (the rest is drained unread), measures the
 * nesting depth in one pass over the text before anything parses it, and says what is wrong, so every
 * answer to a bad body is a 4xx. Routes using it turn Next's parser off (`api.bodyParser: false`).
 */
import type { IncomingHttpHeaders } from 'node:http';

export interface JsonBodyLimits {
  /** Largest body accepted, in bytes. */
  maxBytes: number;
  /** Deepest nesting of arrays and objects accepted (`{}` is 1, `{"a":[]}` is 2). */
  maxDepth: number;
}

export type JsonBodyResult = { ok: true; value: unknown } | { ok: false; status: 400 | 415; error: string };

/** What the reader needs of a Node.js request: its headers and its body as a stream of chunks. */
export interface JsonBodySource extends NodeJS.ReadableStream {
  headers: IncomingHttpHeaders;
}

const JSON_MEDIA_TYPE = /^application\/(?:[\w.+-]+\+)?json$/i;

const refuse = (status: 400 | 415, error: string): JsonBodyResult => ({ ok: false, status, error });

/** The deepest nesting of arrays and objects in JSON text, counting brackets outside strings. */
export function jsonNestingDepth(text: string, stopAbove = Number.POSITIVE_INFINITY): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c)
        index += 1; // backslash: the next character is escaped
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b || char === 0x7b) {
      depth += 1;
      if (depth > deepest) deepest = depth;
      if (deepest > stopAbove) return deepest;
    } else if (char === 0x5d || char === 0x7d) {
      depth -= 1;
    }
  }
  return deepest;
}

/** Collects the body up to `maxBytes`; beyond that it stops keeping chunks and drains the rest. */
function collect(source: JsonBodySource, maxBytes: number): Promise<Buffer | 'too large'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer | string) => {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      size += buffer.length;
      if (size > maxBytes) {
        source.removeListener('data', onData);
        // Keep the connection usable: what is left of the body is read and dropped, never kept.
        source.resume();
        resolve('too large');
        return;
      }
      chunks.push(buffer);
    };
    source.on('data', onData);
    source.once('end', () => resolve(Buffer.concat(chunks)));
    source.once('error', reject);
  });
}

export async function readJsonBody(source: JsonBodySource, limits: JsonBodyLimits): Promise<JsonBodyResult> {
  const contentType = String(source.headers['content-type'] ?? '')
    .split(';', 1)[0]
    ?.trim();
  if (!contentType || !JSON_MEDIA_TYPE.test(contentType)) {
    source.resume();
    return refuse(415, 'The request body must be JSON (Content-Type: application/json).');
  }
  const tooLarge = `The request body is larger than ${limits.maxBytes} bytes.`;
  const declaredLength = Number(source.headers['content-length']);
  if (Number.isFinite(declaredLength) && declaredLength > limits.maxBytes) {
    source.resume();
    return refuse(400, tooLarge);
  }
  let body: Buffer | 'too large';
  try {
    body = await collect(source, limits.maxBytes);
  } catch {
    return refuse(400, 'The request body could not be read.');
  }
  if (body === 'too large') return refuse(400, tooLarge);
  const text = body.toString('utf8');
  if (text.trim() === '') return refuse(400, 'The request body is empty.');
  if (jsonNestingDepth(text, limits.maxDepth) > limits.maxDepth) {
    return refuse(400, `The request body nests deeper than ${limits.maxDepth} levels.`);
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return refuse(400, 'The request body is not valid JSON.');
  }
}
