import type { ReactNode } from 'react';
import { DEFAULT_PROBLEM_TEXTS, describeError } from '../../../lib/errors/describe-error';
import { Alert } from '../../../ui/Alert';
import { Dialog } from '../../../ui/Dialog';
import { Spinner } from '../../../ui/Spinner';
import { kindLabel, type ContentKind } from '../kind-facts';
import { CloseIcon } from '../icons';

export interface DetailDialogProps {
  kind: ContentKind;
  /** The query of the item: still loading, its error, and whether it answered the item. */
  loading: boolean;
  error: unknown;
  found: boolean;
  onClose: () => void;
  /** A dialog opened from this one is showing: Escape, the backdrop and Close do nothing. */
  locked: boolean;
  /** The owner menu, or for others the Report button, shown in the title row. */
  ownerMenu?: ReactNode;
  size?: 'default' | 'wide';
  children?: ReactNode;
}

/** The frame of the remark, post and event details: loading, then the item or 'No {kind} was found'. */
export function DetailDialog({ kind, loading, error, found, onClose, locked, ownerMenu, size, children }: DetailDialogProps) {
  const close = () => {
    if (!locked) onClose();
  };
  const problem = !found && error ? describeError(error, DEFAULT_PROBLEM_TEXTS) : null;
  let body: ReactNode;
  if (found) body = children;
  else if (loading) {
    body = (
      <p className="detail__status" role="status">
        <Spinner /> Loading...
      </p>
    );
  } else if (problem?.network) body = <Alert tone="error" messages={problem.messages} />;
  else body = <p className="detail__status">No {kind} was found. Please close out</p>;

  return (
    <Dialog
      open
      onClose={close}
      title={kindLabel(kind)}
      size={found ? size : 'default'}
      headerActions={
        <>
          {found ? ownerMenu : null}
          <button type="button" className="detail__close" aria-label="Close" title="Close" onClick={close} disabled={locked}>
            <CloseIcon />
          </button>
        </>
      }
    >
      {body}
    </Dialog>
  );
}
