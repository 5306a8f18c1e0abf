import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useT } from '../lib/i18n';
import './toasts.css';

/** What a toast may offer beside its text. */
export interface ToastOptions {
  /** The place the toast is about (a conversation, an item's `?post=…`): the toast opens it. */
  to?: string;
  /** One action on what was just done ('Undo'). */
  action?: { label: string; run: () => void };
}

export interface Toast extends ToastOptions {
  id: number;
  content: ReactNode;
}

interface ToastsProps {
  toasts: readonly Toast[];
  onDismiss: (id: number) => void;
  /** Goes to an app path without reloading (the router's navigate); the toasts sit outside the router. */
  navigate: (to: string) => void;
  label?: string;
  role?: 'status' | 'alert';
}

/**
 * Short notices at the top of the screen (spec §2). The region is always present, so that screen
 * readers announce what is added to it. A toast opens what it is about, can be closed (its ×,
 * Escape), and when one that holds focus leaves, focus goes back to where it came from.
 */
export function Toasts({ toasts, onDismiss, navigate, label, role = 'status' }: ToastsProps) {
  const t = useT();
  const cameFrom = useRef<HTMLElement | null>(null);
  const region = useRef<HTMLDivElement>(null);

  const leave = (id: number) => {
    const holder = region.current?.querySelector(`[data-toast="${id}"]`);
    const back = cameFrom.current;
    onDismiss(id);
    if (holder?.contains(document.activeElement)) {
      // The toast takes its focus with it: give it back to what had it before.
      requestAnimationFrame(() => (back?.isConnected ? back : document.querySelector<HTMLElement>('main h1, main'))?.focus?.());
    }
  };

  const open = (event: MouseEvent<HTMLAnchorElement>, toast: Toast) => {
    // A plain click stays in the app; with a modifier the browser opens a new tab as usual.
    if (!toast.to || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onDismiss(toast.id);
    navigate(toast.to);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    const holder = (event.target as HTMLElement).closest<HTMLElement>('[data-toast]');
    if (!holder) return;
    event.preventDefault();
    event.stopPropagation();
    leave(Number(holder.dataset.toast));
  };

  return (
    <div
      ref={region}
      className={`toasts toasts--${role}`}
      role={role}
      aria-label={label ?? t('common.toasts.notifications')}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        const from = event.relatedTarget as HTMLElement | null;
        if (from && !region.current?.contains(from)) cameFrom.current = from;
      }}
    >
      {toasts.map((toast) => (
        // A group named by its text, so that its Close and action say which toast they are of.
        <div key={toast.id} className="toast" data-toast={toast.id} role="group" aria-labelledby={`toast-${toast.id}-${role}`}>
          {toast.to ? (
            <a id={`toast-${toast.id}-${role}`} href={toast.to} className="toast__body toast__open" onClick={(event) => open(event, toast)}>
              {toast.content}
            </a>
          ) : (
            <div id={`toast-${toast.id}-${role}`} className="toast__body">
              {toast.content}
            </div>
          )}
          {toast.action ? (
            <button
              type="button"
              className="toast__action"
              onClick={() => {
                toast.action?.run();
                leave(toast.id);
              }}
            >
              {toast.action.label}
            </button>
          ) : null}
          <button type="button" className="toast__close" aria-label={t('common.actions.close')} title={t('common.actions.close')} onClick={() => leave(toast.id)}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </div>
  );
}

/** Whether a toast is being read or used (hovered or focused): it stays while it is. */
const inUse = (id: number) => {
  const holder = document.querySelector(`[data-toast="${id}"]`);
  return !!holder && (holder.matches(':hover') || holder.contains(document.activeElement));
};

/** One count for every list of toasts, so that no two toasts on the page share a `data-toast`. */
let lastToastId = 0;

export interface ToastList {
  toasts: readonly Toast[];
  show: (content: ReactNode, options?: ToastOptions) => void;
  dismiss: (id: number) => void;
}

/** Toasts that each leave after `durationMs` (later while hovered or focused); only the newest `max` are shown. */
export function useToasts(durationMs: number, max = 3): ToastList {
  const [toasts, setToasts] = useState<readonly Toast[]>([]);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const dismiss = useCallback((id: number) => setToasts((shown) => shown.filter((toast) => toast.id !== id)), []);

  const show = useCallback(
    (content: ReactNode, options: ToastOptions = {}) => {
      lastToastId += 1;
      const id = lastToastId;
      setToasts((shown) => [...shown, { id, content, ...options }].slice(-max));
      const expire = () => {
        const timer = setTimeout(() => {
          timers.current.delete(timer);
          if (inUse(id)) expire();
          else dismiss(id);
        }, durationMs);
        timers.current.add(timer);
      };
      expire();
    },
    [durationMs, max, dismiss],
  );

  return { toasts, show, dismiss };
}
