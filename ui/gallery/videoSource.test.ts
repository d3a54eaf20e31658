import { describe, expect, it } from 'vitest';
import { videoSource } from './videoSource';

describe('videoSource', () => {
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42',
    'https://youtu.be/dQw4w9WgXcQ?si=abc',
    'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    'https://youtube.com/shorts/dQw4w9WgXcQ',
    '  https://youtu.be/dQw4w9WgXcQ  ',
  ])('plays %s in the YouTube player', (address) => {
    expect(videoSource(address)).toEqual({ kind: 'youtube', id: 'dQw4w9WgXcQ' });
  });

  it.each(['https://cdn.example.com/cars/v90.mp4', '/-/media/cars/v90.webm', '//cdn.example.com/v90.mp4'])(
    'plays %s as a file',
    (address) => {
      expect(videoSource(address)).toEqual({ kind: 'file', src: address });
    },
  );

  it.each([
    '',
    '   ',
    'javascript:alert(1)',
    'http://cdn.example.com/cars/v90.mp4',
    'data:video/mp4;base64,AAAA',
    'https://www.youtube.com/watch',
    'https://www.youtube.com/watch?v=short',
    'https://youtu.be/"><script>',
    'https://www.youtube.com/channel/UCabcdefghij',
  ])('plays nothing for %j', (address) => {
    expect(videoSource(address)).toBeUndefined();
  });
});
