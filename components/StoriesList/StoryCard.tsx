import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Image from 'next/image';
import NextLink from 'next/link';
import { useId } from 'react';
import { localisedPath, usePageLanguage, useSite } from '../../runtime';
import type { Story } from '../../schemas/generated/content';

import { CardBody, CardFrame, CardMedia, formatCalendarDate } from '../../ui';
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
        <Box component={CardMedia} sx={highlighted ? { aspectRatio: { md: '21 / 9' } } : undefined}>
          <Image
            src={story.image.src}
            alt={story.image.alt}
            fill
            sizes={sizes}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : undefined}
            {...(blurDataUrl ? { placeholder: 'blur', blurDataURL: blurDataUrl } : {})}
          />
        </Box>
      )}
      <Box component={CardBody} sx={{ gap: 1.5, p: { xs: 2.5, md: highlighted ? 4 : 3 } }}>
        {showDate && (
          <Typography variant="body2" color="text.secondary" component="p">
            <time dateTime={story.date}>{formatCalendarDate(story.date, site.locale)}</time>
          </Typography>
        )}
        <Typography variant={highlighted ? 'h2' : 'h3'} component="h2" id={titleId}>
          {story.title}
        </Typography>
        {story.preamble && (
          <Typography color="text.secondary" sx={{ lineHeight: 1.6 }}>
            {story.preamble}
          </Typography>
        )}
        <Button
          href={localisedPath(site, language, story.path)}
          LinkComponent={NextLink}
          variant="outlined"
          aria-describedby={titleId}
          sx={{ mt: 'auto', alignSelf: 'flex-start' }}
        >
          {text('storiesReadMore')}
        </Button>
      </Box>
    </CardFrame>
  );
}
