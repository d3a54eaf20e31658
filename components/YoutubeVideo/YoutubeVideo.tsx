import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Text } from '@sitecore-jss/sitecore-jss-nextjs';
import { useId } from 'react';
import type { RenderingProps } from '../../runtime';
import { ContentImage, hasContentImage, YoutubePlayer } from '../../ui';
import type { YoutubeVideoFields } from './fields.generated';
import { useYoutubeVideoText } from './youtubeVideoTexts';

/** Computed by the loader on the server: the poster's blur placeholder, when there is one. */
export interface YoutubeVideoData {
  posterBlurDataUrl?: string;
}

/**
 * A YouTube video as a section of its own: the click-to-load player, wide, with the Title on the poster
 * (a local image, or a themed panel without one).
 */
export default function YoutubeVideo({ fields, data }: RenderingProps<YoutubeVideoFields, YoutubeVideoData>) {
  const text = useYoutubeVideoText();
  const titleId = useId();

  const videoId = String(fields.YoutubeID?.value ?? '').trim();
  if (!videoId) return null;
  const title = String(fields.Title?.value ?? '');
  const poster = hasContentImage(fields.Poster) ? fields.Poster : undefined;

  return (
    <Box component="section" sx={{ py: { xs: 4, md: 6 } }}>
      <Container maxWidth="lg">
        <YoutubePlayer
          videoId={videoId}
          controls={fields.HasControlBar?.value === true}
          title={title || 'YouTube'}
          playLabel={text('videoPlay')}
          describedBy={title ? titleId : undefined}
          sx={{ borderRadius: 2, boxShadow: '0 16px 40px rgba(0, 0, 0, 0.18)' }}
          poster={
            poster && (
              <ContentImage
                field={poster}
                alt=""
                fill
                sizes="(min-width: 1200px) 1152px, 100vw"
                placeholder={data?.posterBlurDataUrl ? 'blur' : 'empty'}
                blurDataURL={data?.posterBlurDataUrl}
                style={{ objectFit: 'cover' }}
              />
            )
          }
          caption={
            fields.Title?.value && (
              <Box
                id={titleId}
                component="span"
                sx={{
                  position: 'absolute',
                  left: { xs: 16, md: 32 },
                  right: { xs: 16, md: 32 },
                  bottom: { xs: 14, md: 28 },
                  textAlign: 'left',
                  fontSize: { xs: '1.125rem', md: '1.75rem' },
                  fontWeight: 700,
                  lineHeight: 1.2,
                  textShadow: '0 2px 12px rgba(0, 0, 0, 0.4)',
                }}
              >
                <Text field={fields.Title} />
              </Box>
            )
          }
        />
      </Container>
    </Box>
  );
}
