/**
 * Focus moves to the heading of each page the flow changes to: the button the visitor pressed is gone
 * with its page, so focus would fall to the body and a keyboard or screen reader user would start over
 * from the top. Only a change the flow made (`moved`, called by every transition) moves focus: the stored
 * page a reload resumes, read after mounting, leaves focus where the browser put it.
 */
import { type RefObject, useCallback, useEffect, useRef } from 'react';
import type { TireHotelPage } from '../../ui';
import { PAGE_HEADING_ATTRIBUTE } from './TireHotelFrame';

export interface PageFocus {
  frame: RefObject<HTMLDivElement | null>;
  /** The flow is changing the page: focus its heading when it shows. */
  moved: () => void;
}

export function usePageFocus(page: TireHotelPage): PageFocus {
  const frame = useRef<HTMLDivElement>(null);
  const pending = useRef(false);
  useEffect(() => {
    if (!pending.current) return;
    pending.current = false;
    frame.current?.querySelector<HTMLElement>(`[${PAGE_HEADING_ATTRIBUTE}]`)?.focus();
  }, [page]);
  const moved = useCallback(() => {
    pending.current = true;
  }, []);
  return { frame, moved };
}
