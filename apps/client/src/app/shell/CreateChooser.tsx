import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import './create-chooser.css';

const OPTIONS = [
  { label: 'Event', text: 'Invite people to something happening.' },
  { label: 'Post', text: 'Share photos with a caption.' },
  { label: 'Remark', text: 'Say something short.' },
] as const;

/** The Create chooser (spec §2). The Event, Post and Remark dialogs arrive in a later release. */
export function CreateChooser({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
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
          <li key={option.label}>
            <button type="button" className="create-chooser__option" disabled aria-describedby="create-soon">
              <strong>{option.label}</strong>
              <span>{option.text}</span>
            </button>
          </li>
        ))}
      </ul>
      <p className="create-chooser__note" id="create-soon">
        Creating events, posts and remarks is coming soon.
      </p>
    </Dialog>
  );
}
