import { describe, expect, it } from 'vitest';
import { upstreamErrorReason } from './upstreamErrorReason';

const answer = (body: string, status = 400) => new Response(body, { status });

describe('upstreamErrorReason', () => {
  it('is the JSON body’s error, cut to its length', async () => {
    expect(await upstreamErrorReason(answer('{"error":"bad vehicle"}'))).toBe('bad vehicle');
    expect(await upstreamErrorReason(answer(JSON.stringify({ error: 'x'.repeat(1_000) })))).toHaveLength(300);
  });

  it('is nothing for another body, or its start when the upstream writes plain text', async () => {
    expect(await upstreamErrorReason(answer('<html>Bad gateway</html>', 502))).toBe('');
    expect(await upstreamErrorReason(answer('{"message":"no"}'))).toBe('');
    expect(await upstreamErrorReason(answer('  Quota exceeded \n', 429), { plainText: true })).toBe(
      'Quota exceeded',
    );
    expect(
      await upstreamErrorReason(answer('z'.repeat(20_000)), { plainText: true, maxChars: 500 }),
    ).toHaveLength(500);
  });

  it('reads no more than the first 8 kB of a body that does not end', async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new TextEncoder().encode('y'.repeat(1_024)));
      },
    });
    expect(
      await upstreamErrorReason(new Response(endless, { status: 500 }), { plainText: true }),
    ).toHaveLength(300);
    expect(pulled).toBeLessThanOrEqual(10);
  });
});
