import { useState, type ReactNode } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';

/**
 * Closing something that holds the user's work asks first: `request` closes at once when there is
 * nothing to lose, and otherwise opens 'Discard changes?' (render `dialog`), whose Discard closes.
 */
export function useDiscardGuard(hasWork: boolean, close: () => void): { request: () => void; dialog: ReactNode } {
  const [asking, setAsking] = useState(false);
  const request = () => (hasWork ? setAsking(true) : close());
  const dialog = (
    <Dialog
      open={asking}
      onClose={() => setAsking(false)}
      title="Discard changes?"
      actions={
        <>
          <Button variant="secondary" onClick={() => setAsking(false)}>
            Keep editing
          </Button>
          <Button variant="danger" onClick={close}>
            Discard
          </Button>
        </>
      }
    >
      <p>What you typed and the photos you chose will be lost.</p>
    </Dialog>
  );
  return { request, dialog };
}
