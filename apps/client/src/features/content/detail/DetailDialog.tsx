import type { ReactNode } from 'react';
import { isUnreachable } from '../../../lib/errors/describe-error';
import { Dialog, type DialogStatus } from '../../../ui/Dialog';
import { kindLabel, type ContentKind } from '../kind-facts';
import { CopyItemLink } from './CopyItemLink';

export interface DetailDialogProps {
  kind: ContentKind;
  /** The query of the item: still loading, its error, and whether it answered the item. */
  loading: boolean;
  error: unknown;
  found: boolean;
  /** Asks for the item again after the server could not be reached. */
  onRetry: () => unknown;
  onClose: () => void;
  /** A dialog opened from this one is showing: Escape, the backdrop and Close do nothing. */
  locked: boolean;
  /** The owner menu, or for others the Report button, shown in the title row. */
  ownerMenu?: ReactNode;
  size?: 'default' | 'wide';
  children?: ReactNode;
}

/** The remark, post and event details in the app's dialog: loading, then the item or 'No {kind} was found'. */
export function DetailDialog({ kind, loading, error, found, onRetry, onClose, locked, ownerMenu, size, children }: DetailDialogProps) {
  let status: DialogStatus | null = null;
  if (found) status = null;
  else if (loading) status = { state: 'loading', label: `Loading the ${kind}…`, count: 1, shape: 'card' };
  else if (error && isUnreachable(error)) status = { state: 'error', error, onRetry };
  else status = { state: 'empty', title: `No ${kind} was found. Please close out` };

  return (
    <Dialog open onClose={onClose} locked={locked} title={kindLabel(kind)} size={size} status={status} headerActions={found ? <><CopyItemLink kind={kind} />{ownerMenu}</> : null}>
      {children}
    </Dialog>
  );
}
