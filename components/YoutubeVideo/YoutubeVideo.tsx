import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Text } from '@sitecore-jss/sitecore-jss-nextjs';
import Image from 'next/image';
import { useEffect, useId, useRef, useState } from 'react';
import { Icon, type RenderingProps } from '../../runtime';
import { embedUrl } from './embedUrl';
import type { YoutubeVideoFields } from './fields.generated';
import { useYoutubeVideoText } from './youtubeVideoTexts';

/** Computed by the loader on the server: the poster's blur placeholder, when there is one. */
export interface YoutubeVideoData {
  posterBlurDataUrl?: string;
}

/**
 * A click-to-load YouTube player. Until the visitor presses play, the page talks to no YouTube server at all
 * (no iframe, no thumbnail): the poster is a local image or a themed panel. Then the privacy-enhanced player
 * replaces the poster and receives focus, so keyboard users carry on in the player.
 */
export default function YoutubeVideo({ fields, data }: RenderingProps<YoutubeVideoFields, YoutubeVideoData>) {
  const text = useYoutubeVideoText();
  const titleId = useId();
  const frame = useRef<HTMLIFrameElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  const videoId = String(fields.YoutubeID?.value ?? '').trim();
  if (!videoId) return null;
  const title = String(fields.Title?.value ?? '');
  const poster = fields.Poster?.value.src ? fields.Poster.value : undefined;

  return (
    <Box component="section" sx={{ py: { xs: 4, md: 6 } }}>
      <Container maxWidth="lg">
        <Box
          sx={{
            position: 'relative',
            aspectRatio: '16 / 9',
            overflow: 'hidden',
            borderRadius: 2,
            bgcolor: 'grey.900',
            boxShadow: '0 16px 40px rgba(0, 0, 0, 0.18)',
          }}
        >
          {playing ? (
            <iframe
              ref={frame}
              src={embedUrl(videoId, fields.HasControlBar?.value === true)}
              title={title || 'YouTube'}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
              // YouTube's player refuses to play without the embedding page's origin.
              referrerPolicy="strict-origin-when-cross-origin"
              style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
            />
          ) : (
            <Box
              component="button"
              type="button"
              aria-label={text('videoPlay')}
              aria-describedby={title ? titleId : undefined}
              onClick={() => setPlaying(true)}
              sx={(theme) => ({
                position: 'absolute',
                inset: 0,
                display: 'grid',
                placeItems: 'center',
                width: '100%',
                p: 0,
                border: 0,
                cursor: 'pointer',
                color: 'common.white',
                background: `linear-gradient(135deg, ${theme.palette.primary.main} 0%, ${theme.palette.grey[900]} 100%)`,
                '&:hover .play, &:focus-visible .play': { transform: 'scale(1.08)' },
                '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 3 },
              })}
            >
              {poster && (
                <Image
                  src={poster.src}
                  alt=""
                  fill
                  sizes="(min-width: 1200px) 1152px, 100vw"
                  placeholder={data?.posterBlurDataUrl ? 'blur' : 'empty'}
                  blurDataURL={data?.posterBlurDataUrl}
                  style={{ objectFit: 'cover' }}
                />
              )}
              <Box
                aria-hidden
                sx={{
                  position: 'absolute',
                  inset: 0,
                  background: 'linear-gradient(to top, rgba(0, 0, 0, 0.65) 0%, rgba(0, 0, 0, 0.1) 55%)',
                }}
              />
              <Box
                className="play"
                aria-hidden
                sx={{
                  position: 'relative',
                  display: 'grid',
                  placeItems: 'center',
                  width: { xs: 64, md: 88 },
                  height: { xs: 64, md: 88 },
                  borderRadius: '50%',
                  bgcolor: 'common.white',
                  color: 'grey.900',
                  boxShadow: '0 8px 24px rgba(0, 0, 0, 0.35)',
                  transition: 'transform 200ms ease',
                  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
                }}
              >
                <Icon name="Play" size={32} style={{ marginLeft: 4, fill: 'currentColor' }} />
              </Box>
              {fields.Title?.value && (
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
              )}
            </Box>
          )}
        </Box>
      </Container>
    </Box>
  );
}
