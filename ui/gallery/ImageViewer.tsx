/**
 * The gallery's pictures: the main picture in a 4:3 stage with previous/next, the position ("3 / 12") and
 * a fullscreen button, then a strip of thumbnails with the shown one marked. ←/→ turn it while focus is
 * in it, a swipe turns it, and it goes round. Clicking the picture opens the fullscreen overlay.
 *
 * Without JavaScript the first picture and the thumbnails are in the HTML, each thumbnail a link to its
 * full picture; with it, a thumbnail shows its picture here instead.
 */
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import dynamic from 'next/dynamic';
import Image from 'next/image';
import { useEffect, useRef, useState } from 'react';
import { carouselControlStyles } from '../carousel/carouselControls';
import { arrowKeyStep } from './arrowKeyStep';
import { FullscreenIcon } from './FullscreenIcon';
import { GalleryStage, StageBadge } from './galleryStage';
import { GalleryStepButtons } from './GalleryStepButtons';
import { useGalleryText } from './galleryTexts';
import { GalleryImageStack } from './GalleryImageStack';
import type { GalleryImages } from './useGalleryImages';

const GalleryLightbox = dynamic(() => import('./GalleryLightbox').then((module) => module.GalleryLightbox), {
  ssr: false,
});

/**
 * The main picture's width: the whole screen on phones and tablets, at most about 900 CSS pixels in the
 * car page's columns from laptops up.
 */
const MAIN_SIZES = '(min-width: 1200px) 900px, 100vw';
/** Thumbnails are this size in CSS pixels (4:3); the intrinsic size gives a 1x/2x pair. */
const THUMB_WIDTH = 112;
const THUMB_HEIGHT = 84;

const MainPicture = styled(GalleryImageStack)({ cursor: 'zoom-in' });

const Strip = styled('ul')(({ theme }) => ({
  position: 'relative',
  display: 'flex',
  gap: theme.spacing(1),
  margin: theme.spacing(1.5, 0, 0),
  padding: theme.spacing(0.5),
  listStyle: 'none',
  overflowX: 'auto',
  scrollbarWidth: 'thin',
  scrollBehavior: 'smooth',
  '@media (prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' },
  '& > li': { flex: 'none' },
  '& a': {
    position: 'relative',
    display: 'block',
    width: THUMB_WIDTH * 0.75,
    aspectRatio: `${THUMB_WIDTH} / ${THUMB_HEIGHT}`,
    overflow: 'hidden',
    borderRadius: theme.shape.borderRadius,
    backgroundColor: theme.palette.grey[100],
    opacity: 0.7,
    transition: 'opacity 150ms ease',
    outline: '2px solid transparent',
    outlineOffset: 2,
    [theme.breakpoints.up('md')]: { width: THUMB_WIDTH },
  },
  '& a:hover': { opacity: 1 },
  '& a[aria-current]': { opacity: 1, outlineColor: theme.palette.primary.main },
  '& a:focus-visible': { opacity: 1, outline: `3px solid ${theme.palette.secondary.main}` },
  '& img': { width: '100%', height: '100%', objectFit: 'cover' },
}));

const fullscreenButtonStyles = {
  ...carouselControlStyles,
  position: 'absolute',
  top: { xs: 8, md: 16 },
  right: { xs: 8, md: 16 },
  zIndex: 1,
} as const;

interface ImageViewerProps {
  label: string;
  gallery: GalleryImages;
}

export function ImageViewer({ label, gallery }: ImageViewerProps) {
  const text = useGalleryText();
  const { shown, carousel, drop } = gallery;
  const [fullscreen, setFullscreen] = useState(false);
  // The overlay's code loads on the first open and stays, so it can fade out when it closes.
  const [overlayLoaded, setOverlayLoaded] = useState(false);
  const strip = useRef<HTMLUListElement>(null);
  const total = shown.length;
  const several = total > 1;

  // The shown picture's thumbnail scrolls to the middle of the strip (not the page: the overlay may be open).
  const { current } = carousel;
  useEffect(() => {
    const list = strip.current;
    const item = list?.children[current];
    if (!list || !(item instanceof HTMLElement)) return;
    list.scrollLeft = item.offsetLeft - (list.clientWidth - item.offsetWidth) / 2;
  }, [current]);

  const fullscreenButton = useRef<HTMLButtonElement>(null);
  // The overlay gives focus back to what had it when it opened: the button, also when the picture was
  // clicked (and in Safari, which does not focus a clicked button).
  const open = () => {
    fullscreenButton.current?.focus();
    setOverlayLoaded(true);
    setFullscreen(true);
  };

  return (
    <>
      <div onKeyDown={arrowKeyStep(carousel.step)}>
        <GalleryStage {...carousel.swipeHandlers}>
          <MainPicture
            images={shown}
            carousel={carousel}
            sizes={MAIN_SIZES}
            fit="cover"
            preloadFirst
            onError={drop}
            onClick={open}
          />
          <IconButton
            ref={fullscreenButton}
            aria-label={text('galleryFullscreen')}
            onClick={open}
            sx={fullscreenButtonStyles}
          >
            <FullscreenIcon />
          </IconButton>
          {several && (
            <>
              <GalleryStepButtons carousel={carousel} />
              <StageBadge sx={{ right: { xs: 8, md: 16 }, bottom: { xs: 8, md: 16 } }}>
                {text('galleryPosition', { current: carousel.current + 1, total })}
              </StageBadge>
            </>
          )}
        </GalleryStage>
        {several && (
          <Strip ref={strip} aria-label={text('galleryThumbnails')}>
            {shown.map((image, index) => (
              <li key={image.key}>
                <a
                  href={image.src}
                  aria-label={text('galleryShowImage', { number: index + 1, total })}
                  aria-current={index === carousel.current || undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    carousel.goTo(index);
                  }}
                >
                  <Image
                    src={image.src}
                    alt=""
                    width={THUMB_WIDTH}
                    height={THUMB_HEIGHT}
                    draggable={false}
                    onError={() => drop(image.src)}
                  />
                </a>
              </li>
            ))}
          </Strip>
        )}
      </div>
      {overlayLoaded && (
        <GalleryLightbox
          open={fullscreen}
          label={label}
          images={shown}
          carousel={carousel}
          onError={drop}
          onClose={() => setFullscreen(false)}
        />
      )}
    </>
  );
}
