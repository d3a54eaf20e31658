import Image from 'next/image';
import NextLink from 'next/link';
import { useId } from 'react';
import {
  buttonClassName,
  classNames,
  localisedPath,
  typography,
  usePageLanguage,
  useSite,
} from '../../runtime';
import type { Story } from '../../schemas/generated/content';
import { CardBody, CardFrame, CardMedia, formatCalendarDate } from '../../ui';
import styles from './StoriesList.module.css';
import { useStoriesListText } from './storiesTexts';

interface StoryCardProps {
  story: Story;
  showDate: boolean;
  highlighted: boolean;
  /** Width of the card's column, for the image's `sizes`. */
  sizes: string;
  blurDataUrl?: string;
  /** The first card is likely in the first screen: its image loads at once. */
  eager: boolean;
}

export function StoryCard({ story, showDate, highlighted, sizes, blurDataUrl, eager }: StoryCardProps) {
  const site = useSite();
  const language = usePageLanguage();
  const text = useStoriesListText();
  const titleId = useId();
  return (
    <CardFrame>
      {story.image && (
        <CardMedia className={highlighted ? styles.highlightedMedia : undefined}>
          <Image
            src={story.image.src}
            alt={story.image.alt}
            fill
            sizes={sizes}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : undefined}
            {...(blurDataUrl ? { placeholder: 'blur', blurDataURL: blurDataUrl } : {})}
          />
        </CardMedia>
      )}
      <CardBody className={classNames(styles.cardBody, highlighted && styles.highlightedBody)}>
        {showDate && (
          <p className={classNames(typography.body2, styles.secondary)}>
            <time dateTime={story.date}>{formatCalendarDate(story.date, site.locale)}</time>
          </p>
        )}
        <h2 className={highlighted ? typography.h2 : typography.h3} id={titleId}>
          {story.title}
        </h2>
        {story.preamble && (
          <p className={classNames(typography.body1, styles.secondary, styles.preamble)}>{story.preamble}</p>
        )}
        <NextLink
          className={buttonClassName({ variant: 'outlined' }, styles.readMore)}
          href={localisedPath(site, language, story.path)}
          aria-describedby={titleId}
        >
          {text('storiesReadMore')}
        </NextLink>
      </CardBody>
    </CardFrame>
  );
}
