import { Text } from '@sitecore-jss/sitecore-jss-nextjs';
import { createElement, useRef } from 'react';
import {
  classNames,
  container,
  Icon,
  iconButton,
  localisedPath,
  typography,
  usePageLanguage,
  useSite,
  type RenderingProps,
} from '../../runtime';
import { LinkButton } from '../../ui';
import type { HeroBannerFields } from './fields.generated';
import styles from './HeroBanner.module.css';
import { HeroImage } from './HeroImage';
import { heroMedia } from './heroMedia';
import { HeroSearch } from './HeroSearch';
import { useHeroText } from './heroTexts';
import { HeroVideo } from './HeroVideo';
import { prefersReducedMotion } from './reducedMotion';

/** Variant sets the banner's height (spec 000 §9; HeroBanner.module.css). */
type Variant = 'FullScreen' | 'Medium' | 'Default';
type Placement = 'left' | 'center' | 'right';

const variantOf = (value: unknown): Variant =>
  value === 'FullScreen' || value === 'Medium' ? value : 'Default';
const placementOf = (value: unknown): Placement => (value === 'center' || value === 'right' ? value : 'left');
const titleTagOf = (value: unknown) => (value === 'h2' || value === 'h3' ? value : 'h1');
const buttonVariantOf = (value: unknown) => (value === 'outlined' || value === 'text' ? value : 'contained');

/** A gradient behind the text, from the side the text sits on, so it stays readable on any picture. */
function scrimClass(placement: Placement, centred: boolean): string | undefined {
  if (!centred) return styles.scrimUp;
  if (placement === 'center') return styles.scrimEven;
  return placement === 'left' ? styles.scrimFromLeft : styles.scrimFromRight;
}

export default function HeroBanner({ fields }: RenderingProps<HeroBannerFields>) {
  const site = useSite();
  const language = usePageLanguage();
  const text = useHeroText();
  const banner = useRef<HTMLElement>(null);
  const media = heroMedia(fields);
  if (!media) return null;

  const variant = variantOf(fields.Variant?.value);
  const placement = placementOf(fields.ContentPlacement?.value);
  const centred = fields.CenterContent?.value === true;
  const dark = fields.TextColor?.value === 'Black';
  const buttonVariant = buttonVariantOf(fields.ButtonType?.value);
  const searchUrl =
    String(fields.HeroBannerSearchUrl?.value ?? '') || localisedPath(site, language, site.paths.search);

  const scrollDown = () => {
    const element = banner.current;
    if (!element) return;
    window.scrollTo({
      top: element.getBoundingClientRect().bottom + window.scrollY,
      behavior: prefersReducedMotion() ? 'instant' : 'smooth',
    });
  };

  return (
    <section
      ref={banner}
      data-variant={variant}
      className={classNames(styles.hero, dark && styles.dark, fields.HasMarginTop?.value && styles.marginTop)}
    >
      {media.kind === 'video' ? (
        <HeroVideo desktop={media.desktop} phone={media.phone} poster={media.poster} />
      ) : (
        <HeroImage image={media.image} phone={media.phone} />
      )}
      <div aria-hidden className={classNames(styles.scrim, scrimClass(placement, centred))} />
      <div
        className={classNames(
          container.container,
          container.lg,
          styles.content,
          centred && styles.centred,
          (variant === 'FullScreen' || media.kind === 'video') && styles.tall,
          placement !== 'left' && styles[placement],
        )}
      >
        <div className={styles.text}>
          {fields.Title?.value &&
            createElement(
              titleTagOf(fields.TitleTag?.value),
              { className: classNames(typography.h1, styles.title) },
              <Text field={fields.Title} />,
            )}
          {fields.Text?.value && (
            <p className={classNames(typography.body1, styles.lead)}>
              <Text field={fields.Text} />
            </p>
          )}
          {fields.Link?.value.href && (
            <div className={styles.action}>
              <LinkButton
                field={fields.Link}
                variant={buttonVariant}
                color={buttonVariant === 'contained' ? 'primary' : 'inherit'}
                size="large"
              />
            </div>
          )}
          {fields.HeroBannerHasSearchBar?.value && (
            <HeroSearch
              searchUrl={searchUrl}
              placeholderPhone={String(fields.SearchBarPlaceholderText?.value ?? '')}
              placeholderDesktop={String(fields.SearchBarPlaceholderTextDesktop?.value ?? '')}
            />
          )}
        </div>
      </div>
      {variant === 'FullScreen' && (
        <button
          type="button"
          aria-label={text('heroScrollDown')}
          onClick={scrollDown}
          className={classNames(iconButton.iconButton, styles.scrollDown)}
        >
          <Icon name="ArrowDown" size={24} />
        </button>
      )}
    </section>
  );
}
