import { afterEach, describe, expect, it, vi } from 'vitest';
import { blurDataUrl, blurDataUrls } from './blurDataUrl';

afterEach(() => vi.restoreAllMocks());

describe('blurDataUrl', () => {
  it('makes a small JPEG data URL from an image in public/', async () => {
    const url = await blurDataUrl('/-/media/hero/dealer-desktop.jpg');
    expect(url).toMatch(/^data:image\/jpeg;base64,/);
    expect((url ?? '').length).toBeLessThan(2000);
  });

  it('logs and ignores a missing image, and never reads outside public/', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await blurDataUrl('/-/media/nope.jpg')).toBeUndefined();
    expect(await blurDataUrl('/../package.json')).toBeUndefined();
    expect(log).toHaveBeenCalledTimes(2);
    expect(String(log.mock.calls[1]?.[1])).toContain('outside public/');
  });

  it('keys several placeholders by src and leaves out failures', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const urls = await blurDataUrls([
      '/-/media/navigation/bmw.jpg',
      undefined,
      '/-/media/missing.jpg',
      '/-/media/navigation/bmw.jpg',
    ]);
    expect(Object.keys(urls)).toEqual(['/-/media/navigation/bmw.jpg']);
  });
});
