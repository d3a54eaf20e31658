import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useRef } from 'react';
import { Icon } from '../../runtime';
import { useBlurbText } from './blurbTexts';
import { prefersReducedMotion } from './Reveal';
import { useInlineVideo } from '../../ui';

/**
 * A muted, looping, inline video that starts by itself unless the visitor prefers reduced motion. Moving
 * content needs a way to stop it (WCAG 2.2.2): a toggle button with a fixed name and `aria-pressed`.
 */
export function BlurbVideo({ src, label }: { src: string; label?: string }) {
  const text = useBlurbText();
  const video = useRef<HTMLVideoElement>(null);
  const { paused, togglePlay, onPlay, onPause } = useInlineVideo(video, {
    reducedMotion: prefersReducedMotion,
  });

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
      <video
        ref={video}
        src={src}
        autoPlay
        muted
        loop
        playsInline
        preload="metadata"
        aria-label={label}
        onPlay={onPlay}
        onPause={onPause}
        style={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
      />
      <IconButton
        aria-label={text('blurbPauseVideo')}
        aria-pressed={paused}
        onClick={togglePlay}
        size="small"
        sx={{
          position: 'absolute',
          right: 12,
          bottom: 12,
          bgcolor: 'rgba(0, 0, 0, 0.55)',
          color: 'common.white',
          '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.75)' },
          '&:focus-visible': { outline: '2px solid #fff', outlineOffset: 2 },
        }}
      >
        <Icon name={paused ? 'Play' : 'Pause'} size={18} />
      </IconButton>
    </Box>
  );
}
