import { describe, expect, it } from 'vitest';
import { youtubeEmbedUrl } from './youtubeEmbedUrl';

describe('youtubeEmbedUrl', () => {
  it('plays the privacy-enhanced player at once, inline, with the control bar only when asked', () => {
    expect(youtubeEmbedUrl('dQw4w9WgXcQ', false)).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&controls=0&rel=0&playsinline=1',
    );
    expect(new URL(youtubeEmbedUrl('dQw4w9WgXcQ', true)).searchParams.get('controls')).toBe('1');
  });

  it('escapes the id from unvalidated content', () => {
    expect(youtubeEmbedUrl('a/../b?x', true)).toBe(
      'https://www.youtube-nocookie.com/embed/a%2F..%2Fb%3Fx?autoplay=1&controls=1&rel=0&playsinline=1',
    );
  });
});
