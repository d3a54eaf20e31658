/** The Car of the week carousel (spec 001 §2): car cards turned by buttons, swiping and the arrow keys. */
import { Text, useSitecoreContext } from '@sitecore-jss/sitecore-jss-nextjs';
import NextLink from 'next/link';
import { useId } from 'react';
import {
  buttonClassName,
  classNames,
  container,
  Icon,
  localisedPath,
  offscreen,
  type RenderingProps,
  section,
  typography,
  usePageLanguage,
  useSite,
} from '../../runtime';
import {
  BlockHeader,
  CarCard,
  CarouselFrame,
  CarouselItem,
  CarouselStepButton,
  CarouselTrack,
  type CarSummary,
  useCarousel,
  useMediaQuery,
} from '../../ui';
import styles from './CarOfTheWeek.module.css';
import { useCarOfTheWeekText } from './carOfTheWeekTexts';
import type { CarOfTheWeekFields } from './fields.generated';

/** Found by the loader on the server. */
export interface CarOfTheWeekData {
  cars: CarSummary[];
}

/**
 * Cards side by side: one on phones, two from 600 px, three from 1200 px (the card's default `sizes`), 24 px
 * apart. The module's styles size the cards the same.
 */
const PER_VIEW = { xs: 1, sm: 2, lg: 3 } as const;
const GAP_PX = 24;
const FROM_SM = '(min-width: 600px)';
const FROM_LG = '(min-width: 1200px)';

/** The step buttons are hidden from the width at which every card already shows. */
function allInViewClassName(count: number) {
  if (count <= PER_VIEW.xs) return styles.allInView;
  if (count <= PER_VIEW.sm) return styles.allInViewFromSm;
  if (count <= PER_VIEW.lg) return styles.allInViewFromLg;
  return undefined;
}

/**
 * Car of the week (spec 001 §2): a row of car cards the visitor turns one card at a time with previous/next
 * buttons, swiping, or ←/→ while the row has focus. Like the image carousel it goes round: next at the end
 * shows the first cards again. Cards out of view are hidden from assistive technology and inert.
 */
export default function CarOfTheWeek({ fields, data }: RenderingProps<CarOfTheWeekFields, CarOfTheWeekData>) {
  const site = useSite();
  const language = usePageLanguage();
  const text = useCarOfTheWeekText();
  const { sitecoreContext } = useSitecoreContext();
  const fromSm = useMediaQuery(FROM_SM);
  const fromLg = useMediaQuery(FROM_LG);
  const headingId = useId();
  const cars = data?.cars ?? [];
  const count = cars.length;
  const perView = fromLg ? PER_VIEW.lg : fromSm ? PER_VIEW.sm : PER_VIEW.xs;
  // A position is the first card in view: the last one shows the last cards.
  const carousel = useCarousel(Math.max(count - perView, 0) + 1);
  if (count === 0) return null;

  const { current } = carousel;
  const editing = sitecoreContext.pageEditing === true;
  const hasTitle = fields.Title !== undefined && (fields.Title.value !== '' || editing);
  const hasIntro = fields.Text !== undefined && (fields.Text.value !== '' || editing);

  return (
    <section className={classNames(section.section, offscreen.deferred)}>
      <div className={classNames(container.container, container.lg)}>
        <BlockHeader className={styles.header}>
          <div className={styles.title}>
            <h2 className={typography.h2} id={headingId}>
              {hasTitle ? <Text field={fields.Title} /> : text('carOfTheWeekHeading')}
            </h2>
            {hasIntro && (
              <p className={classNames(typography.body1, styles.intro)}>
                <Text field={fields.Text} />
              </p>
            )}
          </div>
          <div className={classNames(styles.controls, allInViewClassName(count))}>
            <CarouselStepButton
              carousel={carousel}
              direction={-1}
              label={text('carOfTheWeekPrevious')}
              look="outlined"
            />
            <CarouselStepButton
              carousel={carousel}
              direction={1}
              label={text('carOfTheWeekNext')}
              look="outlined"
            />
          </div>
        </BlockHeader>
        {/* The heading names the carousel: one landmark, not a section and a region of the same name. */}
        <CarouselFrame
          carousel={carousel}
          roleDescription={text('carouselRoleDescription')}
          labelledBy={headingId}
          keyboard
          className={styles.frame}
        >
          <CarouselTrack
            carousel={carousel}
            perView={perView}
            gapPx={GAP_PX}
            durationMs={450}
            className={styles.track}
          >
            {cars.map((car, position) => {
              const inView = position >= current && position < current + perView;
              return (
                <CarouselItem
                  key={car.car_id}
                  roleDescription={text('carOfTheWeekSlideRoleDescription')}
                  label={text('carouselSlideLabel', { index: position + 1, count })}
                  shown={inView}
                  className={styles.card}
                >
                  <CarCard car={car} compare={false} pictureLoading={inView ? 'eager' : 'lazy'} />
                </CarouselItem>
              );
            })}
          </CarouselTrack>
        </CarouselFrame>
        <div className={styles.showAll}>
          <NextLink
            href={localisedPath(site, language, site.paths.carList)}
            className={buttonClassName({ variant: 'outlined', size: 'large' }, styles.showAllButton)}
          >
            {text('carOfTheWeekShowAll')}
            <Icon name="ArrowRight" size={18} className={styles.endIcon} />
          </NextLink>
        </div>
      </div>
    </section>
  );
}
