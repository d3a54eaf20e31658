/**
 * A desktop menu entry with a panel (spec 000 §4 Navigation dropdown): opens on hover or keyboard focus,
 * closes DROPDOWN_CLOSE_DELAY_MS after the pointer leaves, when focus leaves it, on Escape (focus goes
 * back to the trigger) and when the route changes. Arrow keys move between the panel's links.
 */
import { useRouter } from 'next/router';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { classNames, Icon } from '../../runtime';
import { DROPDOWN_CLOSE_DELAY_MS } from './navigationModel';
import styles from './Navigation.module.css';

type OpenedBy = 'pointer' | 'focus' | 'click';

interface DesktopDropdownProps {
  /** Trigger content. */
  label: ReactNode;
  /** Accessible name of the trigger when its content is not enough (e.g. only an icon). */
  triggerLabel?: string;
  /** The trigger's item, or one below it, is the current page. */
  selected?: boolean;
  /**
   * `mega`: the panel spans the whole bar (the bar is its positioning parent).
   * `compact`: a small panel under the trigger, aligned to its right edge.
   */
  variant: 'mega' | 'compact';
  children: ReactNode;
}

const focusableSelector = 'a[href], button:not([disabled])';

export function DesktopDropdown({
  label,
  triggerLabel,
  selected = false,
  variant,
  children,
}: DesktopDropdownProps) {
  const panelId = useId();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const openedBy = useRef<OpenedBy>('click');
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pointerPressed = useRef(false);
  // Focus that comes back to the trigger after Escape must not reopen the panel.
  const ignoreNextFocus = useRef(false);
  const focusOnOpen = useRef<'first' | 'last' | null>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const cancelClose = () => clearTimeout(closeTimer.current);
  const show = (by: OpenedBy) => {
    cancelClose();
    if (!open) openedBy.current = by;
    setOpen(true);
  };
  const hide = () => {
    cancelClose();
    setOpen(false);
  };

  useEffect(() => {
    const close = () => {
      clearTimeout(closeTimer.current);
      setOpen(false);
    };
    router.events.on('routeChangeStart', close);
    return () => {
      router.events.off('routeChangeStart', close);
      clearTimeout(closeTimer.current);
    };
  }, [router.events]);

  useEffect(() => {
    if (!open || !focusOnOpen.current) return;
    const focusables = panelFocusables();
    (focusOnOpen.current === 'first' ? focusables[0] : focusables.at(-1))?.focus();
    focusOnOpen.current = null;
  }, [open]);

  function panelFocusables(): HTMLElement[] {
    return [...(panelRef.current?.querySelectorAll<HTMLElement>(focusableSelector) ?? [])];
  }

  function openAndFocus(which: 'first' | 'last') {
    if (open) {
      const focusables = panelFocusables();
      (which === 'first' ? focusables[0] : focusables.at(-1))?.focus();
      return;
    }
    focusOnOpen.current = which;
    show('click');
  }

  function onTriggerFocus() {
    const byPointer = pointerPressed.current;
    pointerPressed.current = false;
    if (ignoreNextFocus.current) {
      ignoreNextFocus.current = false;
      return;
    }
    if (!byPointer) show('focus');
  }

  function onTriggerClick(event: MouseEvent<HTMLButtonElement>) {
    pointerPressed.current = false;
    // A keyboard "click" (Enter/Space) has no pointer detail: it opens and moves into the panel.
    const fromKeyboard = event.detail === 0;
    if (!open) {
      if (fromKeyboard) focusOnOpen.current = 'first';
      show('click');
    } else if (openedBy.current === 'click') {
      hide();
    } else {
      // Opened by hover or focus: the click keeps it open (it would otherwise flicker shut).
      openedBy.current = 'click';
      if (fromKeyboard) panelFocusables()[0]?.focus();
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLLIElement>) {
    const onTrigger = event.target === triggerRef.current;
    if (event.key === 'Escape') {
      if (!open) return;
      event.stopPropagation();
      hide();
      ignoreNextFocus.current = document.activeElement !== triggerRef.current;
      triggerRef.current?.focus();
      return;
    }
    if (onTrigger) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        openAndFocus(event.key === 'ArrowDown' ? 'first' : 'last');
      }
      return;
    }
    const focusables = panelFocusables();
    const index = focusables.indexOf(event.target as HTMLElement);
    if (index < 0) return;
    const last = focusables.length - 1;
    const next: Record<string, number> = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowRight: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusables[target]?.focus();
  }

  function onBlur(event: FocusEvent<HTMLLIElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hide();
  }

  return (
    <li
      onMouseEnter={() => show('pointer')}
      onMouseLeave={() => {
        cancelClose();
        closeTimer.current = setTimeout(() => setOpen(false), DROPDOWN_CLOSE_DELAY_MS);
      }}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      className={classNames(styles.flexItem, variant === 'compact' && styles.compact)}
    >
      <button
        type="button"
        ref={triggerRef}
        aria-expanded={open}
        aria-haspopup="true"
        aria-controls={panelId}
        aria-label={triggerLabel}
        data-selected={selected || undefined}
        data-open={open || undefined}
        onMouseDown={() => {
          pointerPressed.current = true;
        }}
        onFocus={onTriggerFocus}
        onClick={onTriggerClick}
        className={styles.topItem}
      >
        {label}
        <span className={styles.chevron}>
          <Icon name="ChevronDown" size={16} />
        </span>
      </button>
      <div
        id={panelId}
        ref={panelRef}
        hidden={!open}
        className={classNames(styles.panel, variant === 'mega' ? styles.megaPanel : styles.compactPanel)}
      >
        {children}
      </div>
    </li>
  );
}
