import { useEffect, useRef, useState, type ReactNode } from 'react';
import { classNames } from '../../runtime';
import styles from './Blurb.module.css';

/** Whether the visitor asked the system for less motion (jsdom and old browsers lack matchMedia). */
export function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

export type RevealFrom = 'below' | 'left' | 'right';

/** The side it slides in from while hidden (Blurb.module.css). */
const OFFSETS: Record<RevealFrom, string | undefined> = {
  below: styles.fromBelow,
  left: styles.fromLeft,
  right: styles.fromRight,
};

/**
 * Fades and slides its content in when it scrolls into view. The server renders it visible, so the
 * hydrated page matches and the content never depends on JavaScript. After mount it is hidden only when
 * it is still below the viewport (nothing on screen flickers), the browser has IntersectionObserver and
 * the visitor does not prefer reduced motion; the CSS also drops the effect under reduced motion.
 */
export function Reveal({
  enabled,
  from,
  children,
}: {
  enabled: boolean;
  from: RevealFrom;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'static' | 'hidden' | 'shown'>('static');

  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined' || prefersReducedMotion()) return;
    if (element.getBoundingClientRect().top < window.innerHeight) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setState('shown');
      },
      { threshold: 0.15 },
    );
    setState('hidden');
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);

  return (
    <div
      ref={ref}
      className={classNames(
        styles.reveal,
        state !== 'static' && styles.animated,
        state !== 'static' && OFFSETS[from],
        state === 'shown' && styles.shown,
      )}
    >
      {children}
    </div>
  );
}
