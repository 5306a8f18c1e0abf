import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';

export interface AltReminderDialogProps {
  open: boolean;
  /** Images without a description, and all the images. */
  undescribed: number;
  total: number;
  onDescribe: () => void;
  onShareAnyway: () => void;
}

/** The gentle reminder before sharing images without a description: never forced, and turned off in Settings, Accessibility. */
export function AltReminderDialog({ open, undescribed, total, onDescribe, onShareAnyway }: AltReminderDialogProps) {
  const which = total === 1 ? 'Your image has' : undescribed === total ? `None of your ${total} images has` : `${undescribed} of your ${total} images ${undescribed === 1 ? 'has' : 'have'}`;
  return (
    <Dialog
      open={open}
      onClose={onDescribe}
      title="Add image descriptions?"
      actions={
        <>
          <Button variant="secondary" onClick={onShareAnyway}>
            Share anyway
          </Button>
          <Button onClick={onDescribe}>Add descriptions</Button>
        </>
      }
    >
      <p>
        {which} {total !== 1 && undescribed === total ? 'a description' : 'no description'}. A description tells people who cannot see an image what it
        shows.
      </p>
      <p>You can turn this reminder off in Settings, Accessibility.</p>
    </Dialog>
  );
}
