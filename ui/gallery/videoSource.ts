/**
 * What plays a car's video URL (autos-on-show data, spec 001 §3): a YouTube address becomes the id the
 * click-to-load player needs; any other https or site-relative address is a file for `<video>`. Anything
 * else plays nothing: plain http (the site's media-src policy blocks it), another scheme, a YouTube
 * address without a valid id, text that is no URL.
 */
export type VideoSource = { kind: 'youtube'; id: string } | { kind: 'file'; src: string };

/** Resolves site-relative addresses; never requested. */
const BASE = 'https://site.invalid/';
const YOUTUBE_ID = /^[\w-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'youtube-nocookie.com', 'youtu.be']);
/** Path prefixes of youtube.com whose next segment is the video id. */
const ID_PATHS = new Set(['embed', 'shorts', 'live', 'v']);

function youtubeId(url: URL): string | null {
  const [first, second] = url.pathname.split('/').filter(Boolean);
  if (url.hostname.endsWith('youtu.be')) return first ?? null;
  if (first === 'watch') return url.searchParams.get('v');
  return first && ID_PATHS.has(first) ? (second ?? null) : null;
}

export function videoSource(address: string): VideoSource | undefined {
  const trimmed = address.trim();
  if (!trimmed || !URL.canParse(trimmed, BASE)) return undefined;
  const url = new URL(trimmed, BASE);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (!YOUTUBE_HOSTS.has(url.hostname.replace(/^(www|m)\./, ''))) {
    return url.protocol === 'https:' ? { kind: 'file', src: trimmed } : undefined;
  }
  const id = youtubeId(url);
  return id && YOUTUBE_ID.test(id) ? { kind: 'youtube', id } : undefined;
}
