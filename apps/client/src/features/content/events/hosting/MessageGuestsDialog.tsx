import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { GUEST_AUDIENCES, HOSTING_LIMITS, HOSTING_TEXTS, validateGuestMessage, type GuestAudience } from '@gatherly/schema';
import { MessageGuestsDocument, type GuestAudience as GuestAudienceEnum } from '../../../../gql/graphql';
import { describeError, SHORT_NETWORK_ERROR } from '../../../../lib/errors/describe-error';
import { Button } from '../../../../ui/Button';
import { useDiscardGuard } from '../../../../ui/DiscardGuard';
import { Dialog } from '../../../../ui/Dialog';
import { useNotices } from '../../../../ui/Notices';
import { TextArea } from '../../../../ui/TextArea';

const ENUM_OF: Readonly<Record<GuestAudience, GuestAudienceEnum>> = { going: 'GOING', waitlisted: 'WAITLISTED', all: 'ALL' };

/**
 * 'Message guests': a message (with its characters left) to those going, waiting, or everyone.
 * Sent, it closes and a toast says to how many guests it went; closing with text typed asks first.
 */
export function MessageGuestsDialog({ eventId, eventName, onClose }: { eventId: string; eventName: string; onClose: () => void }) {
  const formId = useId();
  const notices = useNotices();
  const [content, setContent] = useState('');
  const [audience, setAudience] = useState<GuestAudience>('going');
  const [error, setError] = useState<string | undefined>();
  const [send, sending] = useMutation(MessageGuestsDocument, { refetchQueries: ['EventMessages'] });
  const discard = useDiscardGuard(content.trim() !== '', onClose);
  const pending = sending.loading;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = validateGuestMessage(content)[0];
    setError(problem);
    if (problem || pending) return;
    try {
      const answer = await send({ variables: { id: eventId, content, audience: ENUM_OF[audience] } });
      notices.tell(HOSTING_TEXTS.messageSent(answer.data?.messageGuests.recipient_count ?? 0));
      onClose();
    } catch (failure) {
      console.error('Message guests failed', failure);
      setError(describeError(failure, { network: SHORT_NETWORK_ERROR, fallback: 'Could not send the message. Please try again.' }).messages[0]);
    }
  }

  return (
    <Dialog
      open
      onClose={() => (pending ? undefined : discard.request())}
      title={`${HOSTING_TEXTS.messageGuests} · ${eventName}`}
      locked={pending}
      actions={
        <>
          <Button variant="secondary" onClick={discard.request} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={pending} aria-busy={pending}>
            {HOSTING_TEXTS.send}
          </Button>
        </>
      }
    >
      <form id={formId} className="content-form" onSubmit={(event) => void submit(event)} noValidate>
        <fieldset className="hosting__audience">
          <legend>{HOSTING_TEXTS.audienceLabel}</legend>
          {GUEST_AUDIENCES.map((value) => (
            <label key={value} className="hosting__choice">
              <input type="radio" name={`${formId}-audience`} value={value} checked={audience === value} onChange={() => setAudience(value)} />
              {HOSTING_TEXTS.audienceNames[value]}
            </label>
          ))}
        </fieldset>
        <TextArea
          label={HOSTING_TEXTS.messageLabel}
          value={content}
          maxLength={HOSTING_LIMITS.messageLength}
          counter
          error={error}
          onChange={(event) => {
            setContent(event.target.value);
            setError(undefined);
          }}
        />
      </form>
      {discard.dialog}
    </Dialog>
  );
}
