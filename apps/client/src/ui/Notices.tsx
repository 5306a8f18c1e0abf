import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { DELAYS } from '@gatherly/schema';
import { useT } from '../lib/i18n';
import { Toasts, useToasts, type ToastList, type ToastOptions } from './Toasts';
import './notices.css';

/** What a screen tells the user about the outcome of what they did (spec's "alerts"). */
export interface Notices {
  /** Something worked ('Remark created successfully!'), or news (an incoming message); announced politely. */
  tell(content: ReactNode, options?: ToastOptions): void;
  /** Something failed ('Request failed'); announced at once. */
  warn(content: ReactNode, options?: ToastOptions): void;
}

/** What useNotices answers; provided by NoticesProvider, or by a part drawn on its own (on the server, where there is no toasts' region). */
export const NoticesContext = createContext<Notices | null>(null);

/**
 * The app's notices: two live regions at the top of the screen (role="status" for news, "alert"
 * for failures), each notice gone after the spec's toast duration. While a modal dialog is open,
 * everything outside it is inert and drawn below it, so the regions move into the topmost one.
 */
export function NoticesProvider({ children, navigate }: { children: ReactNode; navigate: (to: string) => void }) {
  const news = useToasts(DELAYS.toastDuration);
  const t = useT();
  const failures = useToasts(DELAYS.toastDuration);
  const host = useTopmostDialog();
  const notices = useMemo<Notices>(() => ({ tell: news.show, warn: failures.show }), [news.show, failures.show]);
  useEscapeCloses(host, failures.toasts.length > 0 ? failures : news);
  return (
    <NoticesContext.Provider value={notices}>
      {children}
      {createPortal(
        <div className="notices">
          <Toasts toasts={failures.toasts} onDismiss={failures.dismiss} navigate={navigate} role="alert" label={t('common.toasts.problems')} />
          <Toasts toasts={news.toasts} onDismiss={news.dismiss} navigate={navigate} label={t('common.toasts.notifications')} />
        </div>,
        host ?? document.body,
      )}
    </NoticesContext.Provider>
  );
}

export function useNotices(): Notices {
  const notices = useContext(NoticesContext);
  if (!notices) throw new Error('useNotices() must be used inside <NoticesProvider>');
  return notices;
}

/**
 * Escape outside any dialog closes the newest toast (a failure first); with a dialog open,
 * Escape is the dialog's, and a toast is closed from within it (its × or Escape on it).
 */
function useEscapeCloses(host: HTMLDialogElement | null, list: ToastList) {
  const newest = list.toasts[list.toasts.length - 1]?.id;
  const { dismiss } = list;
  useEffect(() => {
    if (host || newest === undefined) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) dismiss(newest);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [host, newest, dismiss]);
}

/** The modal dialog opened last and still open, followed as dialogs open and close. */
function useTopmostDialog(): HTMLDialogElement | null {
  const [topmost, setTopmost] = useState<HTMLDialogElement | null>(null);
  useEffect(() => {
    const find = () => {
      const open = document.querySelectorAll<HTMLDialogElement>('dialog[open]');
      setTopmost(open[open.length - 1] ?? null);
    };
    const observer = new MutationObserver(find);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
    find();
    return () => observer.disconnect();
  }, []);
  return topmost;
}
