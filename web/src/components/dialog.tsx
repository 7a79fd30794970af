import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { keepTabInside, useDialogFocus } from './dialog-focus';
import { CloseIcon } from './icons';

type Variant = 'modal' | 'fullscreen' | 'drawer-right' | 'sheet-bottom';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Visually hidden title (the content shows its own heading or none). */
  hideTitle?: boolean;
  variant?: Variant;
  closeLabel?: string;
  children: ReactNode;
}

const MODAL: Record<'modal' | 'fullscreen', { dialog: string; inner: string }> = {
  modal: { dialog: 'm-auto w-[min(32rem,calc(100%-2rem))] rounded-sm', inner: 'p-6' },
  fullscreen: { dialog: 'm-0 h-full max-h-none w-full max-w-none', inner: 'min-h-full p-4 md:p-8' },
};

// Panels stay under the mobile bottom bar (z-45), which keeps working while they are open.
const PANEL: Record<'drawer-right' | 'sheet-bottom', string> = {
  'drawer-right':
    'fixed top-0 right-0 bottom-14 left-auto z-[44] m-0 h-auto max-h-none w-[min(24rem,100%)] overflow-y-auto p-6 lg:bottom-0',
  'sheet-bottom':
    'fixed inset-x-0 top-auto bottom-14 z-[44] m-0 max-h-[80dvh] w-full max-w-none overflow-y-auto rounded-t-lg p-5',
};

function Header({
  titleId,
  title,
  hideTitle,
  onClose,
  closeLabel,
}: {
  titleId: string;
  title: ReactNode;
  hideTitle: boolean;
  onClose: () => void;
  closeLabel: string;
}) {
  return (
    <div className="mb-4 flex items-start justify-between gap-4">
      <h2 id={titleId} className={hideTitle ? 'sr-only' : 'font-display text-xl font-bold text-primary'}>
        {title}
      </h2>
      <button
        type="button"
        onClick={onClose}
        className="-m-2 ml-auto rounded-sm p-2 text-secondary hover:text-primary"
        aria-label={closeLabel}
      >
        <CloseIcon />
      </button>
    </div>
  );
}

/**
 * The overlays' one dialog. Modals (login, search) use the browser's modal <dialog>: focus kept
 * inside, Escape closes, the page behind is inert. Panels (side cart, bottom-bar sheets) are
 * non-modal dialogs over a backdrop, so that the bottom bar's Close stays usable.
 */
export function Dialog({
  open,
  onClose,
  title,
  hideTitle = false,
  variant = 'modal',
  closeLabel,
  children,
}: DialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // Read by the <dialog>'s close event, which comes after the commit that closed it.
  const openRef = useRef(open);
  useLayoutEffect(() => {
    openRef.current = open;
  }, [open]);
  const modal = variant === 'modal' || variant === 'fullscreen';
  const label = closeLabel ?? t('common.close');

  useDialogFocus(ref, open, modal);

  useEffect(() => {
    if (!open || modal) return;
    const escape = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', escape);
    return () => document.removeEventListener('keydown', escape);
  }, [open, modal, onClose]);

  if (!modal) {
    if (!open) return null;
    return (
      <>
        <div className="fixed inset-0 z-[43] bg-black/40" onClick={onClose} aria-hidden="true" />
        <dialog
          ref={ref}
          open
          aria-labelledby={titleId}
          onKeyDown={keepTabInside}
          className={`bg-white text-neutral-900 shadow-xl ${PANEL[variant]}`}
        >
          <Header titleId={titleId} title={title} hideTitle={hideTitle} onClose={onClose} closeLabel={label} />
          {children}
        </dialog>
      </>
    );
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      // Only a close the shopper caused (not one because `open` turned false) reports back.
      onClose={() => openRef.current && onClose()}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose(); // a click on the backdrop
      }}
      onKeyDown={keepTabInside}
      className={`bg-white text-neutral-900 shadow-xl backdrop:bg-black/40 ${MODAL[variant].dialog}`}
    >
      {open && (
        <div className={`flex flex-col ${MODAL[variant].inner}`}>
          <Header titleId={titleId} title={title} hideTitle={hideTitle} onClose={onClose} closeLabel={label} />
          {children}
        </div>
      )}
    </dialog>
  );
}
