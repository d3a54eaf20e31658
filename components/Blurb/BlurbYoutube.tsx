import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useEffect, useRef, useState } from 'react';
import { Icon } from '../../runtime';
import { youtubeEmbedUrl, type BlurbImage } from './blurbMedia';
import { useBlurbText } from './blurbTexts';
import { MediaImage } from './MediaImage';

/**
 * A YouTube video behind a poster and a play button. Nothing is requested from YouTube before the click:
 * the iframe (privacy-enhanced domain) is created by it and then takes the focus, which the removed
 * button had.
 */
export function BlurbYoutube({
  id,
  controls,
  poster,
  posterBlur,
  title,
}: {
  id: string;
  controls: boolean;
  poster?: BlurbImage;
  posterBlur?: string;
  title?: string;
}) {
  const text = useBlurbText();
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  return (
    <Box
      sx={{
        position: 'relative',
        aspectRatio: '16 / 9',
        overflow: 'hidden',
        borderRadius: 1,
        bgcolor: 'grey.900',
      }}
    >
      {playing ? (
        <iframe
          ref={frame}
          src={youtubeEmbedUrl(id, controls)}
          title={title || text('blurbVideo')}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
        />
      ) : (
        <>
          {poster && (
            <MediaImage
              image={poster}
              blurDataUrl={posterBlur}
              sizes="(max-width: 899px) 100vw, 600px"
              fill
            />
          )}
          <ButtonBase
            onClick={() => setPlaying(true)}
            aria-label={title ? `${text('blurbPlayVideo')}: ${title}` : text('blurbPlayVideo')}
            sx={{
              position: 'absolute',
              inset: 0,
              background: 'linear-gradient(180deg, rgba(0,0,0,0) 40%, rgba(0,0,0,0.35) 100%)',
              '&:hover .blurb-play, &.Mui-focusVisible .blurb-play': {
                transform: 'scale(1.08)',
                bgcolor: 'primary.main',
              },
              '&.Mui-focusVisible': {
                outline: '3px solid',
                outlineColor: 'secondary.main',
                outlineOffset: -3,
              },
            }}
          >
            <Box
              className="blurb-play"
              sx={{
                width: 76,
                height: 76,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'rgba(0, 0, 0, 0.6)',
                color: 'common.white',
                border: '2px solid rgba(255, 255, 255, 0.9)',
                transition: 'transform 200ms ease, background-color 200ms ease',
              }}
            >
              <Icon name="Play" size={32} />
            </Box>
          </ButtonBase>
        </>
      )}
    </Box>
  );
}
