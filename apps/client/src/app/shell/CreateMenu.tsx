import { Suspense, useState } from 'react';
import { CONTENT_KIND_UI, type ContentKind } from '../../features/content';
import { useT } from '../../lib/i18n';
import { CreateChooser } from './CreateChooser';
import { CreateIcon } from './icons';
import { useShortcut } from './shortcuts/KeyboardShortcuts';

type Open = 'chooser' | ContentKind | null;

/**
 * The sidebar's Create item, its chooser and the creation dialogs. Each dialog is mounted only
 * while open, so closing it resets it.
 */
export function CreateMenu() {
  const [open, setOpen] = useState<Open>(null);
  const t = useT();
  const close = () => setOpen(null);
  // 'n' opens the chooser as the button does, unless a creation is already open.
  useShortcut('new', () => setOpen((current) => current ?? 'chooser'));
  const CreateDialog = open === null || open === 'chooser' ? null : CONTENT_KIND_UI[open].CreateDialog;
  return (
    <>
      <button type="button" className="sidebar__item" aria-label={t('common.create.label')} title={t('common.create.label')} onClick={() => setOpen('chooser')}>
        <CreateIcon />
        <span className="sidebar__label">{t('common.create.label')}</span>
      </button>
      {open === 'chooser' ? <CreateChooser onChoose={setOpen} onClose={close} /> : null}
      {CreateDialog ? (
        <Suspense fallback={null}>
          <CreateDialog onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
