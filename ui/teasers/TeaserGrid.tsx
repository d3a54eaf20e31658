/**
 * The grid of a teaser block's cards (spec 002 §2): one column on phones, two from 600 px, three from
 * 900 px and four from 1200 px, as a list so screen readers announce how many cards there are. Styled by a
 * CSS module (teasers.module.css), so it serves components of either styling.
 */
import type { ComponentProps } from 'react';
import { classNames } from '../../runtime';
import teasers from './teasers.module.css';

export function TeaserGrid({ className, ...props }: ComponentProps<'ul'>) {
  return <ul className={classNames(teasers.grid, className)} {...props} />;
}

/** The grid's `sizes` for a picture filling its card's width. */
export const TEASER_GRID_IMAGE_SIZES =
  '(max-width: 599px) 100vw, (max-width: 899px) 50vw, (max-width: 1199px) 33vw, 300px';
