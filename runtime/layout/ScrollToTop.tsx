/**
 * The scroll-to-top button (spec 000 §2 "Page layout", §9): appears once the page is scrolled at least
 * 528px and takes the visitor back to the top. Rendered only while it applies, so it is never a hidden
 * tab stop.
 */
import { useEffect, useState } from 'react';
import { Icon } from '../icons/Icon';
import { useRuntimeText } from '../i18n/useRuntimeText';
import frame from './frame.module.css';

export const SCROLL_TO_TOP_THRESHOLD = 528;

export function ScrollToTop() {
  const text = useRuntimeText();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY >= SCROLL_TO_TOP_THRESHOLD);
    // A page restored further down (reload, back navigation) shows the button without a scroll event.
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  if (!visible) return null;

  const scrollToTop = () => {
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reducedMotion ? 'instant' : 'smooth' });
  };

  return (
    <button
      type="button"
      className={frame.scrollToTop}
      aria-label={text('scrollToTop')}
      title={text('scrollToTop')}
      onClick={scrollToTop}
    >
      <Icon name="ArrowUp" />
    </button>
  );
}
