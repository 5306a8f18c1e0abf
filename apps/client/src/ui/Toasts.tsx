import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import './toasts.css';

export interface Toast {
  id: number;
  content: ReactNode;
}

/**
 * Short notices at the top of the screen (spec §2). The region is always present, so that screen
 * readers announce what is added to it; the notices hold no controls, so none vanishes with focus.
 */
export function Toasts({ toasts, label = 'Notifications', role = 'status' }: { toasts: readonly Toast[]; label?: string; role?: 'status' | 'alert' }) {
  return (
    <div className={`toasts toasts--${role}`} role={role} aria-label={label}>
      {toasts.map((toast) => (
        <div key={toast.id} className="toast">
          {toast.content}
        </div>
      ))}
    </div>
  );
}

/** Toasts that each leave after `durationMs`; only the newest `max` are shown. */
export function useToasts(durationMs: number, max = 3): { toasts: readonly Toast[]; show: (content: ReactNode) => void } {
  const [toasts, setToasts] = useState<readonly Toast[]>([]);
  const next = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const show = useCallback(
    (content: ReactNode) => {
      next.current += 1;
      const id = next.current;
      setToasts((shown) => [...shown, { id, content }].slice(-max));
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        setToasts((shown) => shown.filter((toast) => toast.id !== id));
      }, durationMs);
      timers.current.add(timer);
    },
    [durationMs, max],
  );

  return { toasts, show };
}
