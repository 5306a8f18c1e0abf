import { useId, useLayoutEffect, useRef, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
import { isUnreachable, type ProblemTexts } from '../lib/errors/describe-error';
import { useT } from '../lib/i18n';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import { Icon } from './Icon';
import './button.css';
import { Skeleton, type SkeletonShape } from './Skeleton';
import './dialog.css';

/**
 * What a dialog shows in place of its content while it has none: a skeleton while it loads, the
 * failure with Retry, or what is missing. Absent once the content is there.
 */
export type DialogStatus =
  | { state: 'loading'; label?: string; shape?: SkeletonShape; count?: number }
  | { state: 'error'; error: unknown; onRetry: () => unknown; retrying?: boolean; texts?: ProblemTexts }
  | { state: 'empty'; title: string; hint?: string };

/** What `queryStatus` reads of a query (Apollo's useQuery result has it). */
export interface QueryState {
  loading: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/**
 * The status of a dialog showing what one query answers: a skeleton while it loads, Retry when the
 * server could not be reached, `missing` when it answered nothing (not found, refused), `empty`
 * when it answered an empty list; null once there is something to show.
 */
export function queryStatus(
  query: QueryState,
  found: { has: boolean; empty?: boolean },
  texts: { loading: string; missing: string; empty?: string },
  skeleton: { shape?: SkeletonShape; count?: number } = {},
): DialogStatus | null {
  if (found.has) return found.empty && texts.empty ? { state: 'empty', title: texts.empty } : null;
  if (query.loading) return { state: 'loading', label: texts.loading, ...skeleton };
  if (query.error && isUnreachable(query.error)) return { state: 'error', error: query.error, onRetry: () => query.refetch() };
  return { state: 'empty', title: texts.missing };
}

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The content; the one scroll area of the dialog. */
  children?: ReactNode;
  /** Shown instead of the content while it loads, failed or is empty. */
  status?: DialogStatus | null;
  /** Held above the scroll area, e.g. a list's search box. */
  toolbar?: ReactNode;
  /** Buttons at the bottom, e.g. Cancel and the dialog's own action. */
  actions?: ReactNode;
  /** 'wide' for dialogs with an image gallery beside the text; 'full' takes the whole screen (the image viewer). */
  size?: 'default' | 'wide' | 'full';
  /** Elements in the title row before the Close button (e.g. an owner menu). */
  headerActions?: ReactNode;
  /** The Close button of the title row; shown unless the dialog has its own action row. */
  closeButton?: boolean;
  /** Something is running or a dialog opened from this one shows: Escape, the backdrop and Close do nothing. */
  locked?: boolean;
}

/**
 * The one dialog shell of the app, on the native <dialog> (focus kept inside, page behind inert,
 * Escape closes): a title row with its Close button, one scroll area, an optional action row; a
 * phone gets it at the full height of the screen. Mounted only while open; a click on the
 * backdrop closes it. Focus goes back to what had it when the dialog opened.
 * Dialogs may open dialogs: each reacts only to its own Escape and backdrop, although React
 * passes those events up its tree to the outer dialog too.
 */
export function Dialog({ open, ...props }: DialogProps) {
  return open ? <OpenDialog {...props} /> : null;
}

function OpenDialog(props: Omit<DialogProps, 'open'>) {
  const { onClose, title, children, status, toolbar, actions, size = 'default', headerActions, locked = false } = props;
  const closeButton = props.closeButton ?? !actions;
  const ref = useRef<HTMLDialogElement>(null);
  const pressedOnBackdrop = useRef(false);
  const titleId = useId();
  const t = useT();

  // A layout effect: its cleanup runs in the same commit that takes the dialog out of the page, so
  // there is no moment in which focus has fallen to <body>.
  useLayoutEffect(() => {
    const dialog = ref.current;
    // The browser would give focus back on close(), but by then React has taken the dialog out of
    // the page: what opened it is remembered and focused again here.
    const opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    if (dialog) skipCloseButton(dialog);
    return () => {
      dialog?.close();
      returnFocus(opener);
    };
  }, []);

  const close = () => {
    if (!locked) onClose();
  };
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (event.target !== ref.current) return; // Escape in a dialog opened from this one
    event.preventDefault(); // React state decides whether the dialog stays
    close();
  };
  // A press that starts inside (e.g. selecting text) and ends on the backdrop does not close it.
  const onMouseDown = (event: MouseEvent<HTMLDialogElement>) => {
    pressedOnBackdrop.current = event.target === ref.current;
  };
  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === ref.current && pressedOnBackdrop.current) close();
  };

  return (
    <dialog
      ref={ref}
      className={size !== 'default' && !status ? `dialog dialog--${size}` : 'dialog'}
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
          {headerActions || closeButton ? (
            <div className="dialog__header-actions">
              {headerActions}
              {closeButton ? (
                <button type="button" className="icon-button" data-dialog-close aria-label={t('common.actions.close')} title={t('common.actions.close')} onClick={close} disabled={locked}>
                  <Icon size={20}>
                    <path d="M6 6l12 12M18 6 6 18" />
                  </Icon>
                </button>
              ) : null}
            </div>
          ) : null}
        </div>
        {toolbar ? <div className="dialog__toolbar">{toolbar}</div> : null}
        <div className="dialog__body" aria-busy={status?.state === 'loading' || undefined}>
          {status ? <StatusBlock status={status} /> : children}
        </div>
        {actions ? <div className="dialog__actions">{actions}</div> : null}
      </div>
    </dialog>
  );
}

function StatusBlock({ status }: { status: DialogStatus }) {
  if (status.state === 'loading') return <Skeleton label={status.label} shape={status.shape} count={status.count ?? 2} />;
  if (status.state === 'error') return <ErrorState error={status.error} onRetry={status.onRetry} retrying={status.retrying} texts={status.texts} compact />;
  return <EmptyState title={status.title} hint={status.hint} compact />;
}

/** What Tab stops at. */
const FOCUSABLE = 'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/**
 * The browser focuses the first thing in a dialog it opens, which the title row's Close button
 * would always be: focus starts at the first thing of the dialog's own instead (a field, an
 * option), Close being one Shift+Tab away.
 */
function skipCloseButton(dialog: HTMLDialogElement) {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !active.hasAttribute('data-dialog-close')) return;
  for (const element of dialog.querySelectorAll<HTMLElement>(FOCUSABLE)) {
    if (element === active || element.closest('dialog') !== dialog) continue;
    element.focus();
    if (document.activeElement === element) return; // not hidden
  }
}

/**
 * Gives focus back to what had it when a dialog opened; when that is gone (the card of a deleted
 * item, a chooser's option), to the dialog still open beneath, else to the page's main landmark,
 * so that a keyboard user goes on from where they were rather than from the top of the page.
 */
function returnFocus(opener: HTMLElement | null) {
  if (opener?.isConnected && !opener.closest('[inert]')) {
    opener.focus();
    if (document.activeElement === opener) return;
  }
  const dialogs = document.querySelectorAll<HTMLDialogElement>('dialog[open]');
  const beneath = dialogs[dialogs.length - 1];
  const fallback = beneath?.querySelector<HTMLElement>('.dialog__title') ?? document.querySelector<HTMLElement>('main');
  if (!fallback) return;
  if (!fallback.hasAttribute('tabindex')) fallback.setAttribute('tabindex', '-1');
  fallback.focus({ preventScroll: true });
}
