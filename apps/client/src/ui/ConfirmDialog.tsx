import type { ReactNode } from 'react';
import { useT } from '../lib/i18n';
import { Button } from './Button';
import { Dialog } from './Dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The label of the button that does it ('Delete', 'Block', 'Leave group'). */
  confirmLabel: string;
  onConfirm: () => unknown;
  onCancel: () => void;
  /** The action runs: both buttons, Escape and the backdrop wait for it. */
  pending: boolean;
  /** What it does and what cannot be undone; a failure to show below it. */
  children: ReactNode;
}

/** The question before something that cannot be taken back: the one shape of every such dialog. */
export function ConfirmDialog({ open, title, confirmLabel, onConfirm, onCancel, pending, children }: ConfirmDialogProps) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      locked={pending}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            {t('common.actions.cancel')}
          </Button>
          <Button variant="danger" onClick={() => void onConfirm()} disabled={pending} aria-busy={pending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
