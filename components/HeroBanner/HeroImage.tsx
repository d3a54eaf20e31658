import { getImageProps } from 'next/image';
import type { HeroMedia } from './heroMedia';

/** Below this width the phone image and video are used (spec 000 §9: 640px). */
export const PHONE_MEDIA_QUERY = '(max-width: 639.98px)';

type ImageMedia = Extract<HeroMedia, { kind: 'image' }>;

/**
 * The background image, art-directed with `<picture>`: the browser downloads only the source matching
 * the viewport, so it can load eagerly with high priority (the hero is the page's largest paint).
 * `preload` would add a `<link>` for the desktop image on phones too.
 */
export function HeroImage({ image, phone }: Omit<ImageMedia, 'kind'>) {
  const common = {
    fill: true,
    sizes: '100vw',
    loading: 'eager',
    fetchPriority: 'high',
    style: { objectFit: 'cover' },
  } as const;
  const { props: desktopProps } = getImageProps({ ...common, src: image.src, alt: image.alt });
  const phoneProps = phone ? getImageProps({ ...common, src: phone.src, alt: phone.alt }).props : undefined;
  return (
    <picture>
      {phoneProps && (
        <source
          media={PHONE_MEDIA_QUERY}
          srcSet={phoneProps.srcSet ?? phoneProps.src}
          sizes={phoneProps.sizes}
        />
      )}
      {/* alt comes from the field through getImageProps; named here for the accessibility lint */}
      <img {...desktopProps} alt={desktopProps.alt} />
    </picture>
  );
}
