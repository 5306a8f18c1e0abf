import type { ContentKind } from '../../features/content';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import './create-chooser.css';

const OPTIONS: readonly { kind: ContentKind; label: string; text: string }[] = [
  { kind: 'event', label: 'Event', text: 'Invite people to something happening.' },
  { kind: 'post', label: 'Post', text: 'Share photos with a caption.' },
  { kind: 'remark', label: 'Remark', text: 'Say something short.' },
];

/** The Create chooser (spec §2): Event, Post or Remark, each opening its own dialog. */
export function CreateChooser({ onChoose, onClose }: { onChoose: (kind: ContentKind) => void; onClose: () => void }) {
  return (
    <Dialog
      open
      onClose={onClose}
      title="Create"
      actions={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <ul className="create-chooser">
        {OPTIONS.map((option) => (
          <li key={option.kind}>
            <button type="button" className="create-chooser__option" aria-label={option.label} aria-describedby={`create-${option.kind}`} onClick={() => onChoose(option.kind)}>
              <strong>{option.label}</strong>
              <span id={`create-${option.kind}`}>{option.text}</span>
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
