import type { ReactNode } from 'react';
import './states.css';

export interface EmptyStateProps {
  title: string;
  /** A second line: why it is empty or what to do. */
  hint?: string;
  /** A way forward (a link or button). */
  action?: ReactNode;
  /** The title as a heading of this level; plain text when absent. */
  headingLevel?: 2 | 3;
  /** Smaller and without a frame, for a list inside a dialog or a column. */
  compact?: boolean;
}

/** The one empty block of the app: a list or page with nothing to show yet says so, and what to do. */
export function EmptyState({ title, hint, action, headingLevel, compact = false }: EmptyStateProps) {
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'p';
  return (
    <div className={compact ? 'state state--compact' : 'state'}>
      <Title className="state__title">{title}</Title>
      {hint ? <p className="state__hint">{hint}</p> : null}
      {action ? <div className="state__action">{action}</div> : null}
    </div>
  );
}
