import Box from '@mui/material/Box';
import { CarouselItem, hasContentImage, SlideContent, SlideImage } from '../../ui';
import styles from './carouselV2Slide.module.css';
import type { CarouselV2Fields } from './fields.generated';

export type Slide = NonNullable<CarouselV2Fields['Slides']>[number];

/** Cross-fade between slides. */
const FADE_MS = 800;

interface CarouselV2SlideProps {
  slide: Slide;
  id: string;
  label: string;
  roleDescription: string;
  active: boolean;
  /** The slide is current or next to it: its image loads now, so a turn never shows a placeholder. */
  near: boolean;
  first: boolean;
  blurDataUrl?: string;
  reducedMotion: boolean;
}

/**
 * One slide, a tab panel of the slide tabs. Slides lie on top of each other and cross-fade; the current one
 * slowly settles from a slight zoom (no motion for visitors who prefer reduced motion). Slides out of view
 * are invisible as well as hidden from assistive technology.
 */
export function CarouselV2Slide({
  slide,
  id,
  label,
  roleDescription,
  active,
  near,
  first,
  blurDataUrl,
  reducedMotion,
}: CarouselV2SlideProps) {
  const image = slide.fields.Image;
  const fade = reducedMotion ? 'none' : `opacity ${FADE_MS}ms ease`;
  return (
    <Box
      component={CarouselItem}
      id={id}
      role="tabpanel"
      roleDescription={roleDescription}
      label={label}
      shown={active}
      className={styles.slide}
      sx={{
        position: 'absolute',
        inset: 0,
        opacity: active ? 1 : 0,
        visibility: active ? 'visible' : 'hidden',
        // Invisible only once faded out, so the outgoing slide fades instead of vanishing.
        transition: active || reducedMotion ? fade : `${fade}, visibility 0s linear ${FADE_MS}ms`,
        zIndex: active ? 1 : 0,
      }}
    >
      {hasContentImage(image) && (
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            transform: active || reducedMotion ? 'scale(1)' : 'scale(1.06)',
            transition: reducedMotion ? 'none' : 'transform 6s ease-out',
          }}
        >
          <SlideImage
            image={image}
            near={near}
            blurDataUrl={blurDataUrl}
            fetchPriority={first ? 'high' : undefined}
          />
        </Box>
      )}
      <SlideContent
        fields={slide.fields}
        shade="linear-gradient(to top, rgba(0, 0, 0, 0.78) 0%, rgba(0, 0, 0, 0.3) 50%, rgba(0, 0, 0, 0.05) 100%)"
        bottomSpace={{ xs: 11, md: 13 }}
        maxWidth={720}
        titleVariant="h1"
        titleClassName={styles.title}
        bodyClassName={styles.body}
        linkClassName={styles.link}
      />
    </Box>
  );
}
