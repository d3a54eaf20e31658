/**
 * Whether an element's content is taller than a section shows while collapsed, so the section offers its
 * "show more" toggle only when there is more to see. Measured after mount (the server cannot know) and again
 * whenever the content's size changes: a resize that rewraps the text, a font that loads, a rotated phone.
 */
import { useEffect, useState, type RefObject } from 'react';

/** Sub-pixel rounding of heights; content within a pixel of the limit fits. */
const TOLERANCE_PX = 1;

export function useOverflow(content: RefObject<HTMLElement | null>, maxHeight: number): boolean {
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const element = content.current;
    if (!element) return undefined;
    const measure = () => setOverflowing(element.getBoundingClientRect().height > maxHeight + TOLERANCE_PX);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [content, maxHeight]);
  return overflowing;
}
