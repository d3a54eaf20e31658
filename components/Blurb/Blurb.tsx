import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { RichText, Text } from '@sitecore-jss/sitecore-jss-nextjs';
import { useId } from 'react';
import type { RenderingProps } from '../../runtime';
import { LinkButton, YoutubePlayer } from '../../ui';
import { blurbMedia, type BlurbData, type BlurbMediaItem } from './blurbMedia';
import { BlurbVideo } from './BlurbVideo';
import type { BlurbFields } from './fields.generated';
import { MediaImage } from './MediaImage';
import { useBlurbText } from './blurbTexts';
import { Reveal } from './Reveal';

/** BackgroundColor values: section colours, the text colour beside them and the link button's colour. */
const BACKGROUNDS = {
  default: {
    bgcolor: 'background.default',
    color: 'text.primary',
    body: 'text.secondary',
    button: 'primary',
  },
  muted: { bgcolor: 'background.paper', color: 'text.primary', body: 'text.secondary', button: 'primary' },
  primary: { bgcolor: 'primary.main', color: 'primary.contrastText', body: 'inherit', button: 'secondary' },
  dark: { bgcolor: 'grey.900', color: 'common.white', body: 'inherit', button: 'secondary' },
} as const;

export type BlurbBackground = keyof typeof BACKGROUNDS;

export function blurbBackground(value: unknown): BlurbBackground {
  const name = String(value ?? '');
  return Object.hasOwn(BACKGROUNDS, name) ? (name as BlurbBackground) : 'default';
}

function MediaCell({
  item,
  half,
  blur,
  title,
}: {
  item: BlurbMediaItem;
  half: boolean;
  blur: Record<string, string>;
  title?: string;
}) {
  const text = useBlurbText();
  const sizes = half ? '(max-width: 899px) 50vw, 300px' : '(max-width: 899px) 100vw, 600px';
  switch (item.kind) {
    case 'youtube':
      return (
        <YoutubePlayer
          videoId={item.id}
          controls={item.controls}
          title={title || text('blurbVideo')}
          playLabel={title ? `${text('blurbPlayVideo')}: ${title}` : text('blurbPlayVideo')}
          sx={{ borderRadius: 1 }}
          poster={
            item.poster && (
              <MediaImage image={item.poster} blurDataUrl={blur[item.poster.value.src]} sizes={sizes} fill />
            )
          }
        />
      );
    case 'video':
      return <BlurbVideo src={item.src} label={item.label} />;
    case 'image':
      return (
        <Box sx={{ borderRadius: 1, overflow: 'hidden' }}>
          <MediaImage image={item.image} blurDataUrl={blur[item.image.value.src]} sizes={sizes} />
        </Box>
      );
  }
}

export default function Blurb({ fields, data }: RenderingProps<BlurbFields, BlurbData | undefined>) {
  const headingId = useId();
  const background = BACKGROUNDS[blurbBackground(fields.BackgroundColor?.value)];
  const media = blurbMedia(fields);
  const reverse = fields.Reverse?.value === true;
  const blur = data?.blurDataUrls ?? {};
  const title = fields.Title?.value ? String(fields.Title.value) : undefined;

  const textPart = (
    <Reveal key="text" enabled={fields.UseTextAnimations?.value === true} from="below">
      <div data-blurb-part="text">
        {title && fields.Title && (
          <Typography variant="h2" id={headingId} sx={{ mb: 2.5 }}>
            <Text field={fields.Title} />
          </Typography>
        )}
        {fields.RichText?.value && (
          <Typography
            component="div"
            sx={{
              color: background.body,
              fontSize: { md: '1.0625rem' },
              '& p': { my: 1.5, lineHeight: 1.7 },
              '& ul': { pl: 3 },
              '& li': { mb: 0.75 },
              '& a': { color: background.body === 'inherit' ? 'inherit' : 'primary.main', fontWeight: 600 },
            }}
          >
            <RichText field={fields.RichText} />
          </Typography>
        )}
        {fields.Link && (
          <Box sx={{ mt: 3 }}>
            <LinkButton field={fields.Link} variant="contained" color={background.button} size="large" />
          </Box>
        )}
      </div>
    </Reveal>
  );

  const mediaPart = media.length > 0 && (
    <Reveal key="media" enabled={fields.UseMediaAnimations?.value === true} from={reverse ? 'right' : 'left'}>
      <Box
        data-blurb-part="media"
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: media.length > 1 ? '1fr 1fr' : '1fr' }}
      >
        {media.map((item, index) => {
          const half = media.length > 1 && index > 0;
          return (
            <Box key={item.key} sx={half ? undefined : { gridColumn: '1 / -1' }}>
              <MediaCell item={item} half={half} blur={blur} title={title} />
            </Box>
          );
        })}
      </Box>
    </Reveal>
  );

  return (
    <Box
      component="section"
      aria-labelledby={title ? headingId : undefined}
      data-background={blurbBackground(fields.BackgroundColor?.value)}
      sx={{ bgcolor: background.bgcolor, color: background.color, py: { xs: 6, md: 10 } }}
    >
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 8 },
            alignItems: 'center',
            gridTemplateColumns: { xs: '1fr', md: mediaPart ? '1fr 1fr' : '1fr' },
            maxWidth: mediaPart ? undefined : 760,
          }}
        >
          {reverse ? [textPart, mediaPart] : [mediaPart, textPart]}
        </Box>
      </Container>
    </Box>
  );
}
