/**
 * A native modal `<dialog>` that shows while `open` is true, as MUI's Modal did: `showModal()` puts it in
 * the top layer (the page behind it inert, Escape closes it) and it takes focus itself, so its name is
 * announced; a click on its backdrop closes it; `close()` gives focus back to where it was when it
 * opened. Once closed it stays in the page for its exit animation, then renders nothing. Its looks
 * (modalDialog.module.css) are MUI's: a dimmed page, and a drawer sliding in from an edge or a dialog
 * fading in; the owner's class adds its box. Its children must cover its box: a click whose target is the
 * dialog itself is taken for the backdrop's.
 */
import { type MouseEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { classNames } from '../../runtime';
import styles from './modalDialog.module.css';

/** How the dialog comes and goes: a drawer from the left or right edge, or a centred dialog fading. */
export type DialogMotion = 'slideFromLeft' | 'slideFromRight' | 'fade';

/** MUI's leaving duration (theme.transitions.duration.leavingScreen), as in the stylesheet. */
const EXIT_MS = 195;

/** Whether a pointer event on the dialog fell outside its box: on its backdrop. */
function onBackdrop(event: MouseEvent<HTMLDialogElement>): boolean {
  if (event.target !== event.currentTarget) return false;
  const box = event.currentTarget.getBoundingClientRect();
  return (
    event.clientX < box.left ||
    event.clientX > box.right ||
    event.clientY < box.top ||
    event.clientY > box.bottom
  );
}

export function useModalDialog(open: boolean, onClose: () => void, motion: DialogMotion) {
  const ref = useRef<HTMLDialogElement>(null);
  const [rendered, setRendered] = useState(open);
  if (open && !rendered) setRendered(true);
  // A press that starts in the dialog and ends on the backdrop (selecting text) does not close it.
  const pressedOnBackdrop = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open) {
      if (!dialog.open) {
        dialog.showModal();
        dialog.focus();
      }
      return;
    }
    dialog.close();
    const timer = setTimeout(() => setRendered(false), EXIT_MS);
    return () => clearTimeout(timer);
  }, [open, rendered]);

  return {
    rendered,
    /** The dialog's shared looks, to combine with the owner's own class. */
    dialogClassName: classNames(styles.dialog, styles[motion]),
    dialogProps: {
      ref,
      tabIndex: -1,
      // Closed by the browser too (Escape, Android's back gesture): the owner's state follows.
      onClose,
      onPointerDown: (event: PointerEvent<HTMLDialogElement>) => {
        pressedOnBackdrop.current = onBackdrop(event);
      },
      onClick: (event: MouseEvent<HTMLDialogElement>) => {
        if (pressedOnBackdrop.current && onBackdrop(event)) onClose();
      },
    },
  };
}
