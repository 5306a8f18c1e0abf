import { useId, useState, type FormEvent } from 'react';
import { ATTENDANCE_LIMITS, rsvpMessageProblems } from '@gatherly/schema';
import { Button } from '../../../../ui/Button';
import { useDiscardGuard } from '../../../../ui/DiscardGuard';
import { Dialog } from '../../../../ui/Dialog';
import { TextArea } from '../../../../ui/TextArea';

/**
 * 'Request to join': an optional message to the hosts, then Send request. It closes once the
 * server took the request (focus goes back to the Going control); closing with a message typed asks first.
 */
export function RequestToJoinDialog({ eventName, pending, onSend, onClose }: { eventName: string; pending: boolean; onSend: (message: string) => unknown; onClose: () => void }) {
  const formId = useId();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();
  const discard = useDiscardGuard(message.trim() !== '', onClose);

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = rsvpMessageProblems(message)[0];
    setError(problem);
    if (!problem && !pending) void onSend(message);
  }

  return (
    <Dialog
      open
      onClose={() => (pending ? undefined : discard.request())}
      title="Request to join"
      locked={pending}
      actions={
        <>
          <Button variant="secondary" onClick={discard.request} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={pending} aria-busy={pending}>
            Send request
          </Button>
        </>
      }
    >
      <form id={formId} className="content-form" onSubmit={submit} noValidate>
        <p>The hosts of {eventName} approve who comes. You can tell them who you are or why you would like to join.</p>
        <TextArea
          label="Message to the hosts (optional)"
          value={message}
          maxLength={ATTENDANCE_LIMITS.messageLength}
          counter
          error={error}
          onChange={(event) => {
            setMessage(event.target.value);
            setError(undefined);
          }}
        />
      </form>
      {discard.dialog}
    </Dialog>
  );
}
