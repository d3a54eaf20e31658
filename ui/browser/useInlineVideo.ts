/**
 * The state of a muted, looping, inline video with its own play/pause (and mute) toggle buttons. Moving
 * content needs a way to stop it (WCAG 2.2.2); the buttons read `paused` and `muted` for `aria-pressed`.
 */
import { useEffect, useState, type RefObject } from 'react';

export interface InlineVideoOptions {
  /**
   * Whether the visitor prefers reduced motion; asked after mount, then the video is paused. Pass a stable
   * function (a module-level one): a new one each render would pause the video again on every render.
   */
  reducedMotion: () => boolean;
}

export interface InlineVideo {
  paused: boolean;
  muted: boolean;
  togglePlay: () => void;
  toggleMute: () => void;
  /** For the `<video>`: `paused` follows the element, whoever paused or played it. */
  onPlay: () => void;
  onPause: () => void;
}

/** The video starts by itself (`autoPlay`) and muted; `muted` is for a `muted={muted}` attribute. */
export function useInlineVideo(
  video: RefObject<HTMLVideoElement | null>,
  { reducedMotion }: InlineVideoOptions,
): InlineVideo {
  const [paused, setPaused] = useState(false);
  const [muted, setMuted] = useState(true);

  useEffect(() => {
    if (reducedMotion()) video.current?.pause();
  }, [video, reducedMotion]);

  const togglePlay = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) {
      // A refused play() (e.g. the browser's autoplay policy) leaves the video paused: no play event.
      element.play().catch(() => undefined);
    } else {
      element.pause();
    }
  };

  return {
    paused,
    muted,
    togglePlay,
    toggleMute: () => setMuted((value) => !value),
    onPlay: () => setPaused(false),
    onPause: () => setPaused(true),
  };
}
