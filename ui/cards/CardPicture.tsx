/**
 * The picture of a result card (the car card, the kit card), 48 to a page: its 4:3 box and Next.js's
 * optimised sources in a plain <img>. <Image> would add a placeholder style and data attribute even without
 * a blur placeholder, and a preload link per card loaded at once.
 *
 * The intrinsic size: a card is at most about 570 CSS pixels wide (one to a row on a phone) and mostly 280
 * to 400, so a `1x`/`2x` pair (640 and 1280 pixels wide) serves every screen. A `sizes` list would make
 * Next.js list all nine of its widths, 1.3 kB of `srcset` on each of 48 cards.
 */
import { getImageProps } from 'next/image';
import type { ComponentProps } from 'react';
import { classNames } from '../../runtime';
import { CardMedia } from './CardFrame';
import cards from './cards.module.css';
import { type PictureLoading, pictureLoadingAttributes } from './pictureLoading';

/** The picture's size; its box (cards.module.css) has the same proportions. */
const IMAGE_WIDTH = 400;
const IMAGE_HEIGHT = 300;

/** The picture's box at the top of the card, of the picture's proportions; badges may sit over it. */
export function CardPictureBox({ className, ...props }: ComponentProps<'div'>) {
  return <CardMedia className={classNames(cards.pictureBox, className)} {...props} />;
}

interface CardPictureProps {
  src: string;
  blurDataURL: string | undefined;
  loading: PictureLoading;
}

export function CardPicture({ src, blurDataURL, loading }: CardPictureProps) {
  const { props } = getImageProps({
    src,
    alt: '',
    width: IMAGE_WIDTH,
    height: IMAGE_HEIGHT,
    ...(blurDataURL ? { placeholder: 'blur', blurDataURL } : {}),
  });
  // The 1x source as `src` (Next.js repeats the largest there). A lazy card's `srcset` holds only the
  // others; any other card's holds all, since React preloads a picture that is not lazy by its `srcset`
  // alone, and one without the 1x source made a 1x screen fetch the 2x file as well. No width, height or
  // draggable attributes: the picture fills a box of the same proportions, under the card's stretched
  // area, which is what a visitor would drag.
  const sources = (props.srcSet ?? props.src).split(', ');
  const [firstSource = '', ...restSources] = sources;
  const srcSet = loading === 'lazy' ? restSources : sources;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the optimised sources, from getImageProps
    <img
      src={firstSource.split(' ')[0] ?? props.src}
      srcSet={srcSet.length > 0 ? srcSet.join(', ') : undefined}
      alt=""
      {...pictureLoadingAttributes(loading)}
      style={blurDataURL ? props.style : undefined}
    />
  );
}
