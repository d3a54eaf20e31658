import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useRef } from 'react';
import { Icon } from '../../runtime';
import { useHeroText } from './heroTexts';
import type { HeroMedia } from './heroMedia';
import { PHONE_MEDIA_QUERY } from './HeroImage';
import { prefersReducedMotion } from './reducedMotion';
import { useInlineVideo } from '../../ui';

type VideoMedia = Extract<HeroMedia, { kind: 'video' }>;

const controlStyles = {
  bgcolor: 'rgba(0, 0, 0, 0.55)',
  color: 'common.white',
  '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.75)' },
  '&:focus-visible': { outline: '2px solid #fff', outlineOffset: 2 },
} as const;

/**
 * The background video: muted, looping, inline, starting by itself unless the visitor asked for reduced
 * motion. Its buttons are toggle buttons with fixed names and `aria-pressed` (WAI-ARIA: a toggle's name
 * must not change with its state): "Pause" is pressed while paused, "Mute" while muted.
 */
export function HeroVideo({ desktop, phone, poster }: Omit<VideoMedia, 'kind'>) {
  const text = useHeroText();
  const video = useRef<HTMLVideoElement>(null);
  const { paused, muted, togglePlay, toggleMute, onPlay, onPause } = useInlineVideo(video, {
    reducedMotion: prefersReducedMotion,
  });

  return (
    <>
      <video
        ref={video}
        autoPlay
        muted={muted}
        loop
        playsInline
        poster={poster}
        onPlay={onPlay}
        onPause={onPause}
        style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
      >
        {phone && desktop && <source src={phone} media={PHONE_MEDIA_QUERY} />}
        <source src={desktop ?? phone} />
      </video>
      <Box
        sx={{
          position: 'absolute',
          right: { xs: 12, md: 24 },
          bottom: { xs: 12, md: 24 },
          zIndex: 2,
          display: 'flex',
          gap: 1,
        }}
      >
        <IconButton
          aria-label={text('heroPause')}
          aria-pressed={paused}
          onClick={togglePlay}
          sx={controlStyles}
        >
          <Icon name={paused ? 'Play' : 'Pause'} size={20} />
        </IconButton>
        <IconButton
          aria-label={text('heroMute')}
          aria-pressed={muted}
          onClick={toggleMute}
          sx={controlStyles}
        >
          <Icon name={muted ? 'VolumeOff' : 'VolumeOn'} size={20} />
        </IconButton>
      </Box>
    </>
  );
}
