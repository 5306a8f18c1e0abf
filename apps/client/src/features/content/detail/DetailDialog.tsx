import type { ReactNode } from 'react';
import { Dialog, queryStatus } from '../../../ui/Dialog';
import { useT } from '../../../lib/i18n';
import { kindName, type ContentKind } from '../kind-facts';
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
  const t = useT();
  const status = queryStatus(
    { loading, error, refetch: onRetry },
    { has: found },
    { loading: t('content.detail.loading', { kind }), missing: t('content.detail.missing', { kind }) },
    { shape: 'card', count: 1 },
  );

  return (
    <Dialog open onClose={onClose} locked={locked} title={kindName(kind)} size={size} status={status} headerActions={found ? <><CopyItemLink kind={kind} />{ownerMenu}</> : null}>
      {children}
    </Dialog>
  );
}
