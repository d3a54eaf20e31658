import Head from 'next/head';
import { getImageProps } from 'next/image';
import { classNames } from '../../runtime';
import { ContentImage } from '../../ui';
import styles from './HeroBanner.module.css';
import type { HeroMedia } from './heroMedia';

/** Below this width the phone image and video are used (spec 000 §9: 640px). */
export const PHONE_MEDIA_QUERY = '(max-width: 639.98px)';
const DESKTOP_MEDIA_QUERY = '(min-width: 640px)';

type ImageMedia = Extract<HeroMedia, { kind: 'image' }>;
type PictureProps = ReturnType<typeof getImageProps>['props'];

const COVER = { fill: true, sizes: '100vw', style: { objectFit: 'cover' } } as const;

/**
 * A head link that fetches a source of the picture at high priority, for the viewports of `media`: an
 * element, not a component, because next/head takes head tags as its direct children.
 */
function preloadLink(key: string, props: PictureProps, media: string | undefined) {
  return (
    <link
      key={key}
      rel="preload"
      as="image"
      media={media}
      href={props.src}
      imageSrcSet={props.srcSet}
      imageSizes={props.sizes}
      fetchPriority="high"
    />
  );
}

/**
 * The background image, art-directed with `<picture>`: the browser downloads only the source matching
 * the viewport, so it can load eagerly with high priority (the hero is the page's largest paint). The
 * head asks for that source before the stylesheets and scripts: one preload per source, each for its
 * own viewports (next/image's `preload` would fetch the desktop image on phones too). The link and the
 * `<img>` name the same candidates, so the browser fetches the picture once; `href` serves a picture
 * that has no srcset (an SVG).
 *
 * In the page editor both fields get their chromes instead, each shown where a visitor would see its
 * picture (the phone image below 640px), so editors can change either.
 */
export function HeroImage({ image, phone }: Omit<ImageMedia, 'kind'>) {
  if (image.editable !== undefined) return <EditableHeroImage image={image} phone={phone} />;
  const common = { ...COVER, loading: 'eager', fetchPriority: 'high' } as const;
  const { props: desktopProps } = getImageProps({ ...common, src: image.value.src, alt: image.value.alt });
  const phoneProps = phone
    ? getImageProps({ ...common, src: phone.value.src, alt: phone.value.alt }).props
    : undefined;
  return (
    <>
      <Head>
        {phoneProps && preloadLink('hero-image-phone', phoneProps, PHONE_MEDIA_QUERY)}
        {preloadLink('hero-image', desktopProps, phoneProps ? DESKTOP_MEDIA_QUERY : undefined)}
      </Head>
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
    </>
  );
}

function EditableHeroImage({ image, phone }: Omit<ImageMedia, 'kind'>) {
  return (
    <>
      <div className={classNames(styles.editableImage, phone && styles.desktopImage)}>
        <ContentImage field={image} {...COVER} />
      </div>
      {phone && (
        <div className={styles.phoneImage}>
          <ContentImage field={phone} {...COVER} />
        </div>
      )}
    </>
  );
}
