import { useRef } from 'react';
import { classNames, Icon, iconButton } from '../../runtime';
import styles from './Blurb.module.css';
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
    <div className={styles.videoFrame}>
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
        className={styles.inlineVideo}
      />
      <button
        type="button"
        aria-label={text('blurbPauseVideo')}
        aria-pressed={paused}
        onClick={togglePlay}
        className={classNames(iconButton.iconButton, iconButton.small, styles.pauseButton)}
      >
        <Icon name={paused ? 'Play' : 'Pause'} size={18} />
      </button>
    </div>
  );
}
