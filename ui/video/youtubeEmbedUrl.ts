/** YouTube's privacy-enhanced mode: no cookies until the visitor plays the video. */
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/**
 * The player URL. It is loaded by the visitor's click, so it autoplays (the click is the user gesture);
 * `controls` shows YouTube's control bar; `rel=0` keeps suggestions to the same channel; `playsinline`
 * keeps it in the page on iPhones. The id comes from content, so it is encoded.
 */
export function youtubeEmbedUrl(videoId: string, controls: boolean): string {
  const params = new URLSearchParams({
    autoplay: '1',
    controls: controls ? '1' : '0',
    rel: '0',
    playsinline: '1',
  });
  return `${YOUTUBE_EMBED_ORIGIN}/embed/${encodeURIComponent(videoId)}?${params.toString()}`;
}
