import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Icon } from '../../runtime';
import { sxList } from '../styles/sxList';
import { youtubeEmbedUrl } from './youtubeEmbedUrl';

export interface YoutubePlayerProps {
  videoId: string;
  /** Shows YouTube's control bar. */
  controls: boolean;
  /** The player's accessible name once it plays. */
  title: string;
  /** The play button's accessible name. */
  playLabel: string;
  /** An element that describes the play button, such as a title shown on the poster. */
  describedBy?: string;
  /** What the visitor sees before play, under the shade and the play button: a local poster image. */
  poster?: ReactNode;
  /** Text over the shade, beside the play button: a title shown on the poster. */
  caption?: ReactNode;
  /** The 16:9 frame's own look (corner radius, shadow). */
  sx?: SxProps<Theme>;
}

/**
 * A click-to-load YouTube player, 16:9. Until the visitor presses play the page talks to no YouTube server
 * at all (no iframe, no thumbnail): the poster is local or a themed panel. Play creates the privacy-enhanced
 * player, which autoplays and takes the focus the removed button had, so keyboard users carry on in it.
 */
export function YoutubePlayer({
  videoId,
  controls,
  title,
  playLabel,
  describedBy,
  poster,
  caption,
  sx,
}: YoutubePlayerProps) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  return (
    <Box
      sx={[
        { position: 'relative', aspectRatio: '16 / 9', overflow: 'hidden', bgcolor: 'grey.900' },
        ...sxList(sx),
      ]}
    >
      {playing ? (
        <iframe
          ref={frame}
          src={youtubeEmbedUrl(videoId, controls)}
          title={title}
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
          aria-label={playLabel}
          aria-describedby={describedBy}
          onClick={() => setPlaying(true)}
          sx={(theme) => ({
            position: 'absolute',
            inset: 0,
            display: 'grid',
            placeItems: 'center',
            width: '100%',
            p: 0,
            border: 0,
            // A button does not inherit the page's font by default: the caption would not be in the site's.
            font: 'inherit',
            cursor: 'pointer',
            color: 'common.white',
            background: `linear-gradient(135deg, ${theme.palette.primary.main} 0%, ${theme.palette.grey[900]} 100%)`,
            '&:hover .play-badge, &:focus-visible .play-badge': { transform: 'scale(1.08)' },
            '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: -3 },
          })}
        >
          {poster}
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              inset: 0,
              background: 'linear-gradient(to top, rgba(0, 0, 0, 0.65) 0%, rgba(0, 0, 0, 0.1) 55%)',
            }}
          />
          <Box
            className="play-badge"
            aria-hidden
            sx={{
              position: 'relative',
              display: 'grid',
              placeItems: 'center',
              width: { xs: 64, md: 80 },
              height: { xs: 64, md: 80 },
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
          {caption}
        </Box>
      )}
    </Box>
  );
}
