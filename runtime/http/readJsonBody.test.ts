import type { IncomingHttpHeaders } from 'node:http';
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { jsonNestingDepth, readJsonBody, type JsonBodySource } from './readJsonBody';

const limits = { maxBytes: 1024, maxDepth: 4 };
const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' };

/** A request body arriving in chunks of `chunkSize` bytes, as a socket delivers it. */
function body(
  text: string,
  headers: IncomingHttpHeaders = JSON_HEADERS,
  chunkSize = 100,
): Readable & JsonBodySource {
  const bytes = Buffer.from(text);
  const chunks = [];
  for (let start = 0; start < bytes.length; start += chunkSize)
    chunks.push(bytes.subarray(start, start + chunkSize));
  return Object.assign(Readable.from(chunks), { headers });
}

describe('jsonNestingDepth', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(jsonNestingDepth('1')).toBe(0);
    expect(jsonNestingDepth('{"a":[1,{"b":[]}]}')).toBe(4);
    expect(jsonNestingDepth('{"a":"[[[[{{{{","b":"\\"[[["}')).toBe(1);
  });

  it('stops counting once the bound is passed', () => {
    expect(jsonNestingDepth('['.repeat(100_000), 8)).toBe(9);
  });
});

describe('readJsonBody', () => {
  it('parses a JSON body within the limits', async () => {
    expect(await readJsonBody(body('{"index":"v","filters":{"car_fuel":["El"]}}'), limits)).toEqual({
      ok: true,
      value: { index: 'v', filters: { car_fuel: ['El'] } },
    });
    expect(
      await readJsonBody(body('{"a":1}', { 'content-type': 'application/vnd.api+json' }), limits),
    ).toMatchObject({ ok: true });
  });

  it('refuses nesting deeper than the limit before parsing it', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    expect(await readJsonBody(body(deep), { maxBytes: 20_000, maxDepth: 4 })).toEqual({
      ok: false,
      status: 400,
      error: 'The request body nests deeper than 4 levels.',
    });
    expect(await readJsonBody(body('[[[[1]]]]'), limits)).toMatchObject({ ok: true });
    expect(await readJsonBody(body('[[[[[1]]]]]'), limits)).toMatchObject({ ok: false, status: 400 });
  });

  it('refuses a body larger than the limit, declared or streamed, and drains the rest unread', async () => {
    const large = JSON.stringify({ keyphrase: 'x'.repeat(5000) });
    const declared = body(large, { ...JSON_HEADERS, 'content-length': String(large.length) });
    expect(await readJsonBody(declared, limits)).toEqual({
      ok: false,
      status: 400,
      error: 'The request body is larger than 1024 bytes.',
    });
    const streamed = body(large);
    expect(await readJsonBody(streamed, limits)).toMatchObject({ ok: false, status: 400 });
    await finished(streamed);
    expect(streamed.readableEnded).toBe(true);
  });

  it('refuses other media types, empty bodies and malformed JSON', async () => {
    expect(await readJsonBody(body('{}', { 'content-type': 'text/plain' }), limits)).toEqual({
      ok: false,
      status: 415,
      error: 'The request body must be JSON (Content-Type: application/json).',
    });
    expect(await readJsonBody(body('{}', {}), limits)).toMatchObject({ status: 415 });
    expect(await readJsonBody(body('  '), limits)).toEqual({
      ok: false,
      status: 400,
      error: 'The request body is empty.',
    });
    expect(await readJsonBody(body('{"index":'), limits)).toEqual({
      ok: false,
      status: 400,
      error: 'The request body is not valid JSON.',
    });
  });
});
