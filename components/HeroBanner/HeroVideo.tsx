import { useRef } from 'react';
import { classNames, Icon, iconButton } from '../../runtime';
import styles from './HeroBanner.module.css';
import { useHeroText } from './heroTexts';
import type { HeroMedia } from './heroMedia';
import { PHONE_MEDIA_QUERY } from './HeroImage';
import { prefersReducedMotion } from './reducedMotion';
import { useInlineVideo } from '../../ui';

type VideoMedia = Extract<HeroMedia, { kind: 'video' }>;

const controlClass = classNames(iconButton.iconButton, styles.videoControl);

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
        className={styles.video}
      >
        {phone && desktop && <source src={phone} media={PHONE_MEDIA_QUERY} />}
        <source src={desktop ?? phone} />
      </video>
      <div className={styles.videoControls}>
        <button
          type="button"
          aria-label={text('heroPause')}
          aria-pressed={paused}
          onClick={togglePlay}
          className={controlClass}
        >
          <Icon name={paused ? 'Play' : 'Pause'} size={20} />
        </button>
        <button
          type="button"
          aria-label={text('heroMute')}
          aria-pressed={muted}
          onClick={toggleMute}
          className={controlClass}
        >
          <Icon name={muted ? 'VolumeOff' : 'VolumeOn'} size={20} />
        </button>
      </div>
    </>
  );
}
