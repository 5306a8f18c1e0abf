import { CONTENT_KIND_UI, CONTENT_KINDS, type ContentKind } from '../../features/content';
import { useT } from '../../lib/i18n';
import { moveFocusWithArrows } from '../../ui/arrow-keys';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import './create-chooser.css';

/** The Create chooser (spec §2): one option per kind (Event, Post, Remark), each opening its own dialog. */
export function CreateChooser({ onChoose, onClose }: { onChoose: (kind: ContentKind) => void; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('common.create.label')}
      actions={
        <Button variant="secondary" onClick={onClose}>
          {t('common.actions.close')}
        </Button>
      }
    >
      <ul className="create-chooser" onKeyDown={moveFocusWithArrows}>
        {CONTENT_KINDS.map((kind) => {
          const { label, chooserText } = CONTENT_KIND_UI[kind];
          return (
            <li key={kind} className="create-chooser__option">
              {/* The button is named by its kind alone; the whole card is its target (create-chooser.css). */}
              <button type="button" className="create-chooser__choose" aria-describedby={`create-${kind}`} onClick={() => onChoose(kind)}>
                {label}
              </button>
              <span id={`create-${kind}`}>{chooserText}</span>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
