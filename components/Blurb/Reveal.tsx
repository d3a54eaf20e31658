import Box from '@mui/material/Box';
import { useEffect, useRef, useState, type ReactNode } from 'react';

/** Whether the visitor asked the system for less motion (jsdom and old browsers lack matchMedia). */
export function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

export type RevealFrom = 'below' | 'left' | 'right';

const OFFSETS: Record<RevealFrom, string> = {
  below: 'translateY(32px)',
  left: 'translateX(-40px)',
  right: 'translateX(40px)',
};

const EASING = 'cubic-bezier(0.2, 0.7, 0.2, 1)';

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

  const className =
    state === 'static'
      ? undefined
      : state === 'hidden'
        ? 'blurb-reveal'
        : 'blurb-reveal blurb-reveal-visible';
  return (
    <Box
      ref={ref}
      className={className}
      sx={{
        minWidth: 0,
        '&.blurb-reveal': {
          opacity: 0,
          transform: OFFSETS[from],
          transition: `opacity 700ms ${EASING}, transform 700ms ${EASING}`,
        },
        '&.blurb-reveal-visible': { opacity: 1, transform: 'none' },
        '@media (prefers-reduced-motion: reduce)': {
          '&.blurb-reveal': { opacity: 1, transform: 'none', transition: 'none' },
        },
      }}
    >
      {children}
    </Box>
  );
}
