import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Text, useSitecoreContext } from '@sitecore-jss/sitecore-jss-nextjs';
import Image from 'next/image';
import NextLink from 'next/link';
import { useId } from 'react';
import { Icon, localisedPath, type RenderingProps, usePageLanguage, useSite } from '../../runtime';
import type { Story } from '../../schemas/generated/content';
import type { StoriesTeaserFields } from './fields.generated';

import type { StoriesTeaserData } from './teaserModel';
import { useStoriesTeaserText } from './teaserTexts';
import { CardBody, CardFrame, CardMedia, formatCalendarDate } from '../../ui';

/** Three columns from `md` in a 1200px container. */
const CARD_SIZES = '(max-width: 900px) 100vw, 400px';

interface TeaserCardProps {
  story: Story;
  blurDataUrl?: string;
  /** h3 under the teaser's heading, h2 when it has none. */
  headingLevel: 'h2' | 'h3';
}

function TeaserCard({ story, blurDataUrl, headingLevel }: TeaserCardProps) {
  const site = useSite();
  const language = usePageLanguage();
  return (
    <Box
      component={CardFrame}
      interactive
      sx={{ '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 } }}
    >
      {story.image && (
        <CardMedia>
          <Image
            src={story.image.src}
            alt={story.image.alt}
            fill
            sizes={CARD_SIZES}
            {...(blurDataUrl ? { placeholder: 'blur', blurDataURL: blurDataUrl } : {})}
          />
        </CardMedia>
      )}
      <Box component={CardBody} sx={{ gap: 1, p: 2.5 }}>
        {/* Title first in the DOM for screen readers; the date shows above it. */}
        <Typography
          variant="h3"
          component={headingLevel}
          sx={{ order: 1, fontSize: { xs: '1.25rem', md: '1.35rem' } }}
        >
          {/* The whole card is clickable through the title link's stretched area. */}
          <Box
            component={NextLink}
            href={localisedPath(site, language, story.path)}
            sx={{
              color: 'inherit',
              textDecoration: 'none',
              '&:hover': { textDecoration: 'underline' },
              '&:focus-visible': { outline: 'none' },
              '&::after': { content: '""', position: 'absolute', inset: 0 },
            }}
          >
            {story.title}
          </Box>
        </Typography>
        <Typography variant="body2" color="text.secondary" component="p" sx={{ order: 0 }}>
          <time dateTime={story.date}>{formatCalendarDate(story.date, site.locale)}</time>
        </Typography>
        {story.preamble && (
          <Typography color="text.secondary" sx={{ order: 2, lineHeight: 1.6 }}>
            {story.preamble}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

export default function StoriesTeaser({
  fields,
  data,
}: RenderingProps<StoriesTeaserFields, StoriesTeaserData>) {
  const site = useSite();
  const language = usePageLanguage();
  const text = useStoriesTeaserText();
  const { sitecoreContext } = useSitecoreContext();
  const headingId = useId();
  const editing = sitecoreContext.pageEditing === true;
  const hasTitle = Boolean(fields.Title?.value) || (editing && fields.Title !== undefined);
  if (data.stories.length === 0 && !editing) return null;
  return (
    <Box component="section" aria-labelledby={hasTitle ? headingId : undefined} sx={{ py: { xs: 4, md: 6 } }}>
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'baseline',
            justifyContent: 'space-between',
            gap: 2,
            mb: { xs: 3, md: 4 },
          }}
        >
          {hasTitle && fields.Title && (
            <Typography variant="h2" id={headingId}>
              <Text field={fields.Title} />
            </Typography>
          )}
          <Button
            href={localisedPath(site, language, data.indexPath)}
            LinkComponent={NextLink}
            endIcon={<Icon name="ArrowRight" size={18} />}
            aria-describedby={hasTitle ? headingId : undefined}
            sx={{ ml: 'auto' }}
          >
            {text('storiesShowMore')}
          </Button>
        </Box>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: { xs: 3, md: 4 },
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          }}
        >
          {data.stories.map((story) => (
            <li key={story.id}>
              <TeaserCard
                story={story}
                blurDataUrl={story.image ? data.blurDataUrls[story.image.src] : undefined}
                headingLevel={hasTitle ? 'h3' : 'h2'}
              />
            </li>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
