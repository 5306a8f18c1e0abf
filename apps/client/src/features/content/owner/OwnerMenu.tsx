import { useState, type ReactNode } from 'react';
import { moveFocusWithArrows } from '../../../ui/arrow-keys';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Dialog } from '../../../ui/Dialog';
import { useT } from '../../../lib/i18n';
import type { ContentKind } from '../kind-facts';
import { MoreIcon } from '../icons';
import { useDeleteItem } from './use-delete-item';

type Open = 'settings' | 'delete' | 'edit' | 'describe' | null;

export interface OwnerMenuProps {
  kind: ContentKind;
  id: string;
  /** The edit dialog of the kind; it calls `done` when finished, whatever the outcome. */
  renderEdit: (done: () => void) => ReactNode;
  /** The dialog of its images' descriptions (its author, when it has images); it calls `done` when finished. */
  renderDescribe?: (done: () => void) => ReactNode;
  /** The item is gone: close its detail. */
  onDeleted: () => void;
  /** Whether one of these dialogs is open; the detail dialog cannot be dismissed meanwhile. */
  onOpenChange: (open: boolean) => void;
  /** False for someone who may edit the item but not delete it (an event's co-host). */
  canDelete?: boolean;
  /** Asked in the delete question besides it (a date of a series: which dates). */
  deleteChoice?: ReactNode;
  /** Deletes in place of the kind's own deletion (a date of a series, with its scope); answers whether it is gone. */
  onDelete?: () => Promise<boolean>;
  /** `onDelete` is running. */
  deletePending?: boolean;
}

/** The author's '{Kind} settings' button and its dialogs (spec §2, §6): Delete, Edit, Image descriptions, Cancel (an event's co-host: Edit, Cancel). */
export function OwnerMenu({ kind, id, renderEdit, renderDescribe, onDeleted, onOpenChange, canDelete = true, deleteChoice, onDelete, deletePending = false }: OwnerMenuProps) {
  const [open, setOpen] = useState<Open>(null);
  const { remove, pending } = useDeleteItem(kind, id);
  const t = useT();
  const settings = t('content.owner.settings', { kind });

  const show = (next: Open) => {
    setOpen(next);
    onOpenChange(next !== null);
  };

  async function confirmDelete() {
    let deleted = false;
    try {
      deleted = onDelete ? await onDelete() : (await remove()).data?.deleted === true;
    } catch (error) {
      console.error(`Delete ${kind} failed`, error);
    }
    show(null);
    if (deleted) onDeleted();
  }

  return (
    <>
      <button type="button" className="icon-button" aria-label={settings} title={settings} onClick={() => show('settings')}>
        <MoreIcon />
      </button>
      <Dialog open={open === 'settings'} onClose={() => show(null)} title={settings}>
        <div className="owner-menu__options" onKeyDown={moveFocusWithArrows}>
          {canDelete ? (
            <Button variant="danger" block onClick={() => show('delete')}>
              {t('content.owner.delete')}
            </Button>
          ) : null}
          <Button variant="secondary" block onClick={() => show('edit')}>
            {t('content.owner.edit')}
          </Button>
          {renderDescribe ? (
            <Button variant="secondary" block onClick={() => show('describe')}>
              {t('content.owner.describe')}
            </Button>
          ) : null}
          <Button variant="ghost" block onClick={() => show(null)}>
            {t('content.owner.cancel')}
          </Button>
        </div>
      </Dialog>
      <ConfirmDialog open={open === 'delete'} title={t('content.owner.deleteTitle', { kind })} confirmLabel={t('content.owner.deleteConfirm')} onConfirm={confirmDelete} onCancel={() => show(null)} pending={pending || deletePending}>
        {deleteChoice}
        <p className="owner-menu__warning">{t('content.owner.deleteWarning', { kind })}</p>
      </ConfirmDialog>
      {open === 'edit' ? renderEdit(() => show(null)) : null}
      {open === 'describe' && renderDescribe ? renderDescribe(() => show(null)) : null}
    </>
  );
}
