import type { HeroBannerFields } from './fields.generated';

type ImageValue = NonNullable<HeroBannerFields['Image']>['value'];

export type HeroMedia =
  | { kind: 'video'; desktop?: string; phone?: string; poster?: string }
  | { kind: 'image'; image: ImageValue; phone?: ImageValue };

/**
 * What the banner shows behind its text. Spec 000 §5: it does not render unless it is video content (with a
 * video source) or has an image, so this returns null and the banner renders nothing.
 */
export function heroMedia(fields: HeroBannerFields): HeroMedia | null {
  const desktop = fields.VideoDesktop?.value.href || undefined;
  const phone = fields.VideoPhone?.value.href || undefined;
  const image = fields.Image?.value.src ? fields.Image.value : undefined;
  if (fields.Content?.value === 'Video' && (desktop || phone))
    return { kind: 'video', desktop, phone, poster: image?.src };
  if (!image) return null;
  const phoneImage = fields.ImagePhone?.value.src ? fields.ImagePhone.value : undefined;
  return { kind: 'image', image, phone: phoneImage };
}
