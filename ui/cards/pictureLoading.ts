import type { ImgHTMLAttributes } from 'react';

/**
 * How a card's picture loads. `priority`: at once and ahead of the page's other pictures, for the card
 * most likely to be the page's largest paint (a list's first). `eager`: at once, at the browser's own
 * priority (the rest of the first row, the cards of a carousel in view). `lazy`: when it nears the view.
 */
export type PictureLoading = 'priority' | 'eager' | 'lazy';

/** Cards in a list's first row (three from the widest layouts) load their pictures at once. */
const FIRST_ROW = 3;

/** How the picture of a list's card at `index` loads: the first row at once, its first card first. */
export function listPictureLoading(index: number): PictureLoading {
  if (index === 0) return 'priority';
  return index < FIRST_ROW ? 'eager' : 'lazy';
}

/** The `<img>` attributes of a picture loading so. */
export function pictureLoadingAttributes(
  loading: PictureLoading,
): Pick<ImgHTMLAttributes<HTMLImageElement>, 'loading' | 'fetchPriority'> {
  return loading === 'priority'
    ? { loading: 'eager', fetchPriority: 'high' }
    : { loading: loading === 'lazy' ? 'lazy' : 'eager' };
}
