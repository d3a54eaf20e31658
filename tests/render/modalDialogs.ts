/**
 * jsdom has no modal dialogs: after this, as in a browser, `showModal()` and `close()` add and remove
 * `open`, which shows and hides the dialog, `close()` announces it with a `close` event, and gives focus
 * back to the element that had it when the dialog opened.
 */
export function stubModalDialogs(): void {
  const focusedBefore = new WeakMap<HTMLDialogElement, Element | null>();
  Object.defineProperties(HTMLDialogElement.prototype, {
    open: {
      configurable: true,
      get(this: HTMLDialogElement) {
        return this.hasAttribute('open');
      },
    },
    showModal: {
      configurable: true,
      value(this: HTMLDialogElement) {
        focusedBefore.set(this, document.activeElement);
        this.setAttribute('open', '');
      },
    },
    close: {
      configurable: true,
      value(this: HTMLDialogElement) {
        if (!this.hasAttribute('open')) return;
        this.removeAttribute('open');
        const focused = focusedBefore.get(this);
        if (focused instanceof HTMLElement) focused.focus();
        this.dispatchEvent(new Event('close'));
      },
    },
  });
}
