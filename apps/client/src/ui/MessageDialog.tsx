import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { Said } from '@gatherly/schema';
import { useSay, useT } from '../lib/i18n';
import { Button } from './Button';
import { useDiscardGuard } from './DiscardGuard';
import { Dialog } from './Dialog';
import { TextArea } from './TextArea';

export interface MessageDialogProps {
  title: string;
  /** The box's label and its limit, counted down under it. */
  label: string;
  maxLength: number;
  /** The label of the button that sends ('Send request', 'Send'). */
  sendLabel: string;
  /** The problems the contract finds in a message; the first is shown at the box and nothing is sent. */
  problemsOf: (message: string) => readonly Said[];
  /** Sends a message found fine; a text it answers is a failure, shown at the box. */
  onSend: (message: string) => Promise<string | void> | void;
  /** Sending is under way: both buttons, Escape and the backdrop wait for it. */
  pending: boolean;
  onClose: () => void;
  /** What stands above the box: whom the message reaches, or who reads it. */
  children?: ReactNode;
}

/**
 * One message written in a dialog: the box with its characters left, Cancel and the send button.
 * A problem is said at the box until the text changes; closing with a message typed asks first.
 */
export function MessageDialog({ title, label, maxLength, sendLabel, problemsOf, onSend, pending, onClose, children }: MessageDialogProps) {
  const formId = useId();
  const t = useT();
  const say = useSay();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();
  const discard = useDiscardGuard(message.trim() !== '', onClose);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = problemsOf(message)[0];
    const problem = found === undefined ? undefined : say(found);
    setError(problem);
    if (problem || pending) return;
    const failure = await onSend(message);
    if (failure) setError(failure);
  }

  return (
    <Dialog
      open
      onClose={() => (pending ? undefined : discard.request())}
      title={title}
      locked={pending}
      actions={
        <>
          <Button variant="secondary" onClick={discard.request} disabled={pending}>
            {t('common.actions.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={pending} aria-busy={pending}>
            {sendLabel}
          </Button>
        </>
      }
    >
      <form id={formId} className="content-form" onSubmit={(event) => void submit(event)} noValidate>
        {children}
        <TextArea
          label={label}
          value={message}
          maxLength={maxLength}
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
