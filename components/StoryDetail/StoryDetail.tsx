import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Text, useSitecoreContext } from '@sitecore-jss/sitecore-jss-nextjs';
import NextLink from 'next/link';
import { Icon, localisedPath, type RenderingProps, usePageLanguage, useSite } from '../../runtime';
import type { StoryExtras, StoryLink } from '../../schemas/generated/content';
import type { TextField } from '../../schemas/generated/fields';
import type { Route } from '../../schemas/generated/layout';
import { CalendarDateField, ContentImage, hasContentImage } from '../../ui';
import type { StoryDetailFields } from './fields.generated';
import type { StoryDetailData } from './storyDetailModel';
import { useStoryDetailText } from './storyDetailTexts';

const HERO_SIZES = '(max-width: 1200px) 100vw, 1200px';

/**
 * Read by screen readers, not shown: the info bar's icons say the same to sighted visitors. Sizes are
 * strings: `sx` reads a number up to 1 as a fraction, and a full-width label pushed every story page wider
 * than the screen.
 */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * The story route's field where it carries the editor's markup; otherwise the value the extras hold (the
 * same field, as the content source read it), which is what visitors have always been shown.
 */
const routeField = (field: TextField | undefined, value: string): TextField =>
  field?.editable !== undefined ? field : { value };

function usePublicPath(): (routePath: string) => string {
  const site = useSite();
  const language = usePageLanguage();
  return (routePath) => localisedPath(site, language, routePath);
}

/**
 * Author, publish date and tags; each tag links to the stories index filtered by it. Author and date are
 * the story route's own fields (which the extras repeat), so editors get their chromes.
 */
function PublishInfo({ extras, route }: { extras: StoryExtras; route: Route | undefined }) {
  const text = useStoryDetailText();
  const publicPath = usePublicPath();
  const entry = { display: 'flex', alignItems: 'center', gap: 1, m: 0 } as const;
  return (
    <Box
      component="dl"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 3,
        rowGap: 1.5,
        m: 0,
        mt: 3,
        py: 2,
        borderBlock: 1,
        borderColor: 'divider',
        color: 'text.secondary',
      }}
    >
      {(extras.author || route?.fields.author?.editable) && (
        <Box sx={entry}>
          <Icon name="User" size={18} />
          <Box component="dt" sx={visuallyHidden}>
            {text('storyAuthor')}
          </Box>
          <Box component="dd" sx={{ m: 0 }}>
            <Text field={routeField(route?.fields.author, extras.author ?? '')} />
          </Box>
        </Box>
      )}
      <Box sx={entry}>
        <Icon name="Calendar" size={18} />
        <Box component="dt" sx={visuallyHidden}>
          {text('storyPublished')}
        </Box>
        <Box component="dd" sx={{ m: 0 }}>
          <CalendarDateField field={routeField(route?.fields.date, extras.date)} />
        </Box>
      </Box>
      {extras.tags.length > 0 && (
        <Box sx={entry}>
          <Box component="dt" sx={visuallyHidden}>
            {text('storyTags')}
          </Box>
          <Box component="dd" sx={{ m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {extras.tags.map((tag) => (
              <Chip
                key={tag.id}
                label={tag.value}
                size="small"
                variant="outlined"
                clickable
                component={NextLink}
                href={`${publicPath(extras.parentPath)}?tags=${encodeURIComponent(tag.id)}`}
              />
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}

function NeighbourLink({ story, direction }: { story: StoryLink; direction: 'previous' | 'next' }) {
  const text = useStoryDetailText();
  const publicPath = usePublicPath();
  const next = direction === 'next';
  const icon = <Icon name={next ? 'ArrowRight' : 'ArrowLeft'} size={20} />;
  return (
    <Button
      href={publicPath(story.path)}
      LinkComponent={NextLink}
      variant="outlined"
      startIcon={next ? undefined : icon}
      endIcon={next ? icon : undefined}
      sx={{
        gridColumn: { sm: next ? 2 : 1 },
        justifyContent: next ? 'flex-end' : 'flex-start',
        textAlign: next ? 'right' : 'left',
        textTransform: 'none',
        py: 1.5,
      }}
    >
      <Box component="span" sx={{ display: 'flex', flexDirection: 'column' }}>
        <Box component="span" sx={{ typography: 'caption', textTransform: 'uppercase', letterSpacing: 1 }}>
          {text(next ? 'storyNext' : 'storyPrevious')}
        </Box>
        <Box component="span" sx={{ fontWeight: 600 }}>
          {story.title}
        </Box>
      </Box>
    </Button>
  );
}

export default function StoryDetail({ data }: RenderingProps<StoryDetailFields, StoryDetailData>) {
  const text = useStoryDetailText();
  const publicPath = usePublicPath();
  const { sitecoreContext } = useSitecoreContext();
  const route = sitecoreContext.route as Route | undefined;
  // Route fields are typed by the layout schema (and validated in local content).
  const title = route?.fields.title;
  const preamble = route?.fields.preamble;
  // An unset image arrives as `{value: {}}`.
  const image = route?.fields.image;
  const { extras } = data;

  return (
    <Box sx={{ pt: { xs: 3, md: 5 }, pb: { xs: 3, md: 4 } }}>
      <Container maxWidth="md">
        {extras && (
          <Button
            href={publicPath(extras.parentPath)}
            LinkComponent={NextLink}
            startIcon={<Icon name="ArrowLeft" size={18} />}
            sx={{ mb: 2, ml: -1 }}
          >
            {text('storyBack')}
          </Button>
        )}
        <Typography variant="h1">
          {title ? <Text field={title} /> : (route?.displayName ?? route?.name)}
        </Typography>
        {preamble && (
          <Typography
            component="p"
            sx={{ mt: 2, fontSize: { xs: '1.1rem', md: '1.3rem' }, lineHeight: 1.55 }}
          >
            <Text field={preamble} />
          </Typography>
        )}
        {extras && <PublishInfo extras={extras} route={route} />}
      </Container>
      {hasContentImage(image) && (
        <Container maxWidth="lg" sx={{ mt: { xs: 3, md: 4 } }}>
          <Box sx={{ position: 'relative', aspectRatio: '16 / 9', borderRadius: 1, overflow: 'hidden' }}>
            <ContentImage
              field={image}
              fill
              sizes={HERO_SIZES}
              loading="eager"
              fetchPriority="high"
              style={{ objectFit: 'cover' }}
              {...(data.heroBlurDataUrl ? { placeholder: 'blur', blurDataURL: data.heroBlurDataUrl } : {})}
            />
          </Box>
        </Container>
      )}
      {extras && (extras.previous || extras.next) && (
        <Container maxWidth="md" sx={{ mt: { xs: 3, md: 4 } }}>
          <Box
            component="nav"
            aria-label={text('storyNavigation')}
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
          >
            {extras.previous && <NeighbourLink story={extras.previous} direction="previous" />}
            {extras.next && <NeighbourLink story={extras.next} direction="next" />}
          </Box>
        </Container>
      )}
    </Box>
  );
}
