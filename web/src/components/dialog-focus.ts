import { useEffect, type KeyboardEvent, type RefObject } from 'react';

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const tabbables = (container: HTMLElement) =>
  Array.from(container.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (element) => element.getClientRects().length > 0,
  );

/**
 * Keeps Tab inside the dialog: past the last control to the first and back. A modal <dialog> alone
 * lets Tab leave for the browser's own controls, a non-modal panel for the page behind it.
 */
export function keepTabInside(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab') return;
  const controls = tabbables(event.currentTarget);
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * While open: a modal is shown with showModal (the browser focuses its first control), a panel
 * focuses its first control itself; a control marked data-autofocus takes focus in either. On
 * closing, focus goes back to the control that opened it, unless the shopper has already moved it
 * elsewhere (only focus left on the page or in the dialog is given back).
 */
export function useDialogFocus(ref: RefObject<HTMLDialogElement | null>, open: boolean, modal: boolean): void {
  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (modal && !dialog.open) dialog.showModal?.();
    // showModal focuses the first control (the close button); React's autoFocus ran before it.
    (dialog.querySelector<HTMLElement>('[data-autofocus]') ?? (modal ? null : tabbables(dialog)[0]))?.focus();
    return () => {
      if (modal && dialog.open) dialog.close?.();
      const active = document.activeElement;
      const focusLost = !active || active === document.body || dialog.contains(active);
      if (focusLost && opener?.isConnected) opener.focus();
    };
  }, [ref, open, modal]);
}
