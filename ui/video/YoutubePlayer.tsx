import { useEffect, useRef, useState, type ReactNode } from 'react';
import { classNames, Icon } from '../../runtime';
import styles from './YoutubePlayer.module.css';
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
  className?: string;
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
  className,
}: YoutubePlayerProps) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  return (
    <div className={classNames(styles.frame, className)}>
      {playing ? (
        <iframe
          ref={frame}
          src={youtubeEmbedUrl(videoId, controls)}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          // YouTube's player refuses to play without the embedding page's origin.
          referrerPolicy="strict-origin-when-cross-origin"
          className={styles.embed}
        />
      ) : (
        <button
          type="button"
          aria-label={playLabel}
          aria-describedby={describedBy}
          onClick={() => setPlaying(true)}
          className={styles.play}
        >
          {poster}
          <span aria-hidden className={styles.shade} />
          <span aria-hidden className={styles.badge}>
            <Icon name="Play" size={32} className={styles.badgeIcon} />
          </span>
          {caption}
        </button>
      )}
    </div>
  );
}
