import type { ImageField } from '../../schemas/generated/fields';
import { hasContentImage } from '../../ui';
import type { HeroBannerFields } from './fields.generated';

export type HeroMedia =
  | { kind: 'video'; desktop?: string; phone?: string; poster?: string }
  | { kind: 'image'; image: ImageField; phone?: ImageField };

/**
 * What the banner shows behind its text. Spec 000 §5: it does not render unless it is video content (with a
 * video source) or has an image, so this returns null and the banner renders nothing. In the page editor
 * an empty image field counts, so editors can choose the picture.
 */
export function heroMedia(fields: HeroBannerFields): HeroMedia | null {
  const desktop = fields.VideoDesktop?.value.href || undefined;
  const phone = fields.VideoPhone?.value.href || undefined;
  const image = hasContentImage(fields.Image) ? fields.Image : undefined;
  if (fields.Content?.value === 'Video' && (desktop || phone))
    return { kind: 'video', desktop, phone, poster: image?.value.src || undefined };
  if (!image) return null;
  return {
    kind: 'image',
    image,
    ...(hasContentImage(fields.ImagePhone) ? { phone: fields.ImagePhone } : {}),
  };
}
