import {
  classNames,
  container,
  localisedPath,
  usePageLanguage,
  useSite,
  type RenderingProps,
} from '../../runtime';
import { CarouselFrame, CarouselStepButton, CarouselTrack, regionLabel, useCarousel } from '../../ui';
import styles from './carousel.module.css';
import { CarouselSearch } from './CarouselSearch';
import { CarouselSlide } from './CarouselSlide';
import { useCarouselText } from './carouselTexts';
import type { CarouselFields } from './fields.generated';

/** Computed by the loader on the server: blur placeholders of the slide images, keyed by src. */
export interface CarouselData {
  blurDataUrls: Record<string, string>;
}

/**
 * A carousel the visitor turns (it never moves by itself): buttons, dots, swiping, and ←/→ while focus is in
 * it. It goes round: next on the last slide shows the first. The slides region is focusable so keyboard users
 * can reach the arrow keys without first tabbing to a button.
 */
export default function Carousel({ fields, data }: RenderingProps<CarouselFields, CarouselData>) {
  const site = useSite();
  const language = usePageLanguage();
  const text = useCarouselText();
  const slides = fields.Slides ?? [];
  const count = slides.length;
  const carousel = useCarousel(count);
  if (count === 0) return null;

  const { current } = carousel;
  const hasSearch = fields.HasSearchBar?.value === true;
  const searchUrl = String(fields.SearchUrl?.value ?? '') || localisedPath(site, language, site.paths.search);
  const bottomSpace = hasSearch ? { xs: 14, md: 16 } : { xs: 10, md: 11 };

  return (
    <div className={styles.carousel}>
      <CarouselFrame
        carousel={carousel}
        roleDescription={text('carouselRoleDescription')}
        label={regionLabel(text('carouselLabel'), slides)}
        keyboard
        className={styles.frame}
      >
        <CarouselTrack carousel={carousel} durationMs={600} className={styles.track}>
          {slides.map((slide, position) => (
            <CarouselSlide
              key={slide.id}
              slide={slide}
              label={text('carouselSlideLabel', { index: position + 1, count })}
              roleDescription={text('carouselSlideRoleDescription')}
              active={position === current}
              near={carousel.isNear(position)}
              blurDataUrl={data?.blurDataUrls[slide.fields.Image?.value.src ?? '']}
              bottomSpace={bottomSpace}
            />
          ))}
        </CarouselTrack>
        {count > 1 && (
          <div className={classNames(styles.controls, hasSearch && styles.controlsAboveSearch)}>
            <div className={classNames(container.container, container.lg, styles.controlBar)}>
              <CarouselStepButton
                carousel={carousel}
                direction={-1}
                label={text('carouselPrevious')}
                look="overlay"
                className={styles.control}
              />
              <div className={styles.dots}>
                {slides.map((slide, position) => (
                  <button
                    key={slide.id}
                    type="button"
                    className={styles.dot}
                    aria-label={text('carouselGoTo', { index: position + 1 })}
                    aria-current={position === current ? 'true' : undefined}
                    onClick={() => carousel.goTo(position)}
                  />
                ))}
              </div>
              <CarouselStepButton
                carousel={carousel}
                direction={1}
                label={text('carouselNext')}
                look="overlay"
                className={styles.control}
              />
            </div>
          </div>
        )}
      </CarouselFrame>
      {hasSearch && (
        <div className={classNames(container.container, container.lg)}>
          <CarouselSearch searchUrl={searchUrl} placeholder={String(fields.SearchPlaceholder?.value ?? '')} />
        </div>
      )}
    </div>
  );
}
