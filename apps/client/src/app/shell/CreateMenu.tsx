import { useState } from 'react';
import { CreateEventDialog, CreatePostDialog, CreateRemarkDialog, type ContentKind } from '../../features/content';
import { CreateChooser } from './CreateChooser';
import { CreateIcon } from './icons';

type Open = 'chooser' | ContentKind | null;

/**
 * The sidebar's Create item, its chooser and the creation dialogs. Each dialog is mounted only
 * while open, so closing it resets it.
 */
export function CreateMenu() {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  return (
    <>
      <button type="button" className="sidebar__item" aria-label="Create" title="Create" onClick={() => setOpen('chooser')}>
        <CreateIcon />
        <span className="sidebar__label">Create</span>
      </button>
      {open === 'chooser' ? <CreateChooser onChoose={setOpen} onClose={close} /> : null}
      {open === 'remark' ? <CreateRemarkDialog onClose={close} /> : null}
      {open === 'post' ? <CreatePostDialog onClose={close} /> : null}
      {open === 'event' ? <CreateEventDialog onClose={close} /> : null}
    </>
  );
}
