import { useId, useLayoutEffect, useRef, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
import './dialog.css';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Buttons at the bottom, e.g. Close. */
  actions?: ReactNode;
  /** 'wide' for dialogs with an image gallery beside the text. */
  size?: 'default' | 'wide';
  /** Elements at the end of the title row (e.g. a Close button or an owner menu). */
  headerActions?: ReactNode;
}

/**
 * A modal dialog on the native <dialog> (focus kept inside, page behind inert, Escape closes,
 * focus returns on close). Mounted only while open; a click on the backdrop closes it.
 * Dialogs may open dialogs: each reacts only to its own Escape and backdrop, although React
 * passes those events up its tree to the outer dialog too.
 */
export function Dialog({ open, ...props }: DialogProps) {
  return open ? <OpenDialog {...props} /> : null;
}

function OpenDialog({ onClose, title, children, actions, size = 'default', headerActions }: Omit<DialogProps, 'open'>) {
  const ref = useRef<HTMLDialogElement>(null);
  const pressedOnBackdrop = useRef(false);
  const titleId = useId();

  // A layout effect: its cleanup runs in the same commit that takes the dialog out of the page, so
  // there is no moment in which focus has fallen to <body>.
  useLayoutEffect(() => {
    const dialog = ref.current;
    // The browser would give focus back on close(), but by then React has taken the dialog out of
    // the page: what opened it is remembered and focused again here.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      dialog?.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (event.target !== ref.current) return; // Escape in a dialog opened from this one
    event.preventDefault(); // React state decides whether the dialog stays
    onClose();
  };
  // A press that starts inside (e.g. selecting text) and ends on the backdrop does not close it.
  const onMouseDown = (event: MouseEvent<HTMLDialogElement>) => {
    pressedOnBackdrop.current = event.target === ref.current;
  };
  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === ref.current && pressedOnBackdrop.current) onClose();
  };

  return (
    <dialog
      ref={ref}
      className={size === 'wide' ? 'dialog dialog--wide' : 'dialog'}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onCancel={onCancel}
      onMouseDown={onMouseDown}
      onClick={onBackdrop}
    >
      <div className="dialog__panel">
        <div className="dialog__header">
          <h2 className="dialog__title" id={titleId}>
            {title}
          </h2>
          {headerActions ? <div className="dialog__header-actions">{headerActions}</div> : null}
        </div>
        <div className="dialog__body">{children}</div>
        {actions ? <div className="dialog__actions">{actions}</div> : null}
      </div>
    </dialog>
  );
}
