/**
 * The frame every card shares (car, story, teaser, car model, content card): an article on paper with a
 * hairline border and the theme's radius, its parts stacked so that cards in a row line up (full height, the
 * body grows, actions sit at the bottom). An `interactive` card, one the visitor can open, lifts on hover
 * and zooms its picture, unless the visitor prefers reduced motion. Styled by a CSS module
 * (cards.module.css), so it serves components of either styling.
 */
import type { ComponentProps } from 'react';
import { classNames } from '../../runtime';
import cards from './cards.module.css';

type CardFrameProps = ComponentProps<'article'> & { interactive?: boolean };

export function CardFrame({ interactive = false, className, ...props }: CardFrameProps) {
  return (
    <article className={classNames(cards.frame, interactive && cards.interactive, className)} {...props} />
  );
}

/** The card's picture area: 16:9 unless the card says otherwise, a quiet panel while the image loads. */
export function CardMedia({ className, ...props }: ComponentProps<'div'>) {
  return <div className={classNames(cards.media, className)} {...props} />;
}

/** The card's text, growing to the frame's height so that a last child with `margin-top: auto` sits low. */
export function CardBody({ className, ...props }: ComponentProps<'div'>) {
  return <div className={classNames(cards.body, className)} {...props} />;
}

/**
 * The class of the link that opens a card (its title's): its area is stretched over the whole card, which
 * shows the focus ring in its place. Other controls in the card sit above it with `position: relative;
 * z-index: 1`.
 */
export const stretchedLinkClassName = cards.stretchedLink;

/** What the stretched link reads of the MUI theme its callers are styled with. */
interface StretchedLinkTheme {
  palette: { primary: { main: string } };
  shape: { borderRadius: number | string };
}

/** The stretched link (`stretchedLinkClassName`) for cards styled with MUI's `sx` or `styled`. */
export const stretchedLinkStyles = (theme: StretchedLinkTheme) =>
  ({
    color: 'inherit',
    textDecoration: 'none',
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': {
      outline: `3px solid ${theme.palette.primary.main}`,
      outlineOffset: -3,
      borderRadius: theme.shape.borderRadius,
    },
  }) as const;
