import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { DELAYS } from '@gatherly/schema';
import { Toasts, useToasts } from './Toasts';
import './notices.css';

/** What a screen tells the user about the outcome of what they did (spec's "alerts"). */
export interface Notices {
  /** Something worked ('Remark created successfully!'), or news (an incoming message); announced politely. */
  tell(content: ReactNode): void;
  /** Something failed ('Request failed'); announced at once. */
  warn(content: ReactNode): void;
}

const NoticesContext = createContext<Notices | null>(null);

/**
 * The app's notices: two live regions at the top of the screen (role="status" for news, "alert"
 * for failures), each notice gone after the spec's toast duration. While a modal dialog is open,
 * everything outside it is inert and drawn below it, so the regions move into the topmost one.
 */
export function NoticesProvider({ children }: { children: ReactNode }) {
  const news = useToasts(DELAYS.toastDuration);
  const failures = useToasts(DELAYS.toastDuration);
  const host = useTopmostDialog();
  const notices = useMemo<Notices>(() => ({ tell: news.show, warn: failures.show }), [news.show, failures.show]);
  return (
    <NoticesContext.Provider value={notices}>
      {children}
      {createPortal(
        <div className="notices">
          <Toasts toasts={failures.toasts} role="alert" label="Problems" />
          <Toasts toasts={news.toasts} label="Notifications" />
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
