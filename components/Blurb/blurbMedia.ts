import type { ImageField } from '../../schemas/generated/fields';
import { hasContentImage } from '../../ui';
import type { BlurbFields } from './fields.generated';

/** The image field itself, so the page editor gets its chrome. */
export type BlurbImage = ImageField;

/** One cell of the blurb's media area. */
export type BlurbMediaItem =
  | { kind: 'youtube'; key: string; id: string; controls: boolean; poster?: BlurbImage }
  | { kind: 'video'; key: string; src: string; label?: string }
  | { kind: 'image'; key: string; image: BlurbImage };

/** Server loader result: blur placeholders keyed by image src (images without one are left out). */
export interface BlurbData {
  blurDataUrls: Record<string, string>;
}

/**
 * The media in display order: the YouTube video (its poster is the first image), then the videos, then
 * the remaining images. Items without a source are left out.
 */
export function blurbMedia(fields: Partial<BlurbFields>): BlurbMediaItem[] {
  const images = (fields.Images ?? []).filter((item) => hasContentImage(item.fields.Image));
  const youtubeId = String(fields.YoutubeID?.value ?? '').trim();
  const media: BlurbMediaItem[] = [];
  if (youtubeId) {
    const poster = images.shift();
    media.push({
      kind: 'youtube',
      key: `youtube-${youtubeId}`,
      id: youtubeId,
      controls: fields.HasControlBar?.value === true,
      ...(poster ? { poster: poster.fields.Image } : {}),
    });
  }
  for (const item of fields.Videos ?? []) {
    const { href, text } = item.fields.Video.value;
    if (href) media.push({ kind: 'video', key: item.id, src: href, ...(text ? { label: text } : {}) });
  }
  for (const item of images) media.push({ kind: 'image', key: item.id, image: item.fields.Image });
  return media;
}

/** Every image src the blurb shows (including the YouTube poster), for the loader's blur placeholders. */
export function blurbImageSources(fields: Partial<BlurbFields>): string[] {
  return blurbMedia(fields).flatMap((item) => {
    const image = item.kind === 'image' ? item.image : item.kind === 'youtube' ? item.poster : undefined;
    return image?.value.src ? [image.value.src] : [];
  });
}
