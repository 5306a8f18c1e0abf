import { useId, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { GUEST_AUDIENCES, HOSTING_LIMITS, HOSTING_TEXTS, validateGuestMessage, type GuestAudience } from '@gatherly/schema';
import { MessageGuestsDocument } from './Hosting.generated';
import type { GuestAudience as GuestAudienceEnum } from '../../../../gql/graphql';
import { describeError, SHORT_NETWORK_ERROR } from '../../../../lib/errors/describe-error';
import { MessageDialog } from '../../../../ui/MessageDialog';
import { useNotices } from '../../../../ui/Notices';

const ENUM_OF: Readonly<Record<GuestAudience, GuestAudienceEnum>> = { going: 'GOING', waitlisted: 'WAITLISTED', all: 'ALL' };

/**
 * 'Message guests': a message (with its characters left) to those going, waiting, or everyone.
 * Sent, it closes and a toast says to how many guests it went; closing with text typed asks first.
 */
export function MessageGuestsDialog({ eventId, eventName, onClose }: { eventId: string; eventName: string; onClose: () => void }) {
  const formId = useId();
  const notices = useNotices();
  const [audience, setAudience] = useState<GuestAudience>('going');
  const [send, sending] = useMutation(MessageGuestsDocument, { refetchQueries: ['EventMessages'] });

  async function submit(content: string): Promise<string | void> {
    try {
      const answer = await send({ variables: { id: eventId, content, audience: ENUM_OF[audience] } });
      notices.tell(HOSTING_TEXTS.messageSent(answer.data?.messageGuests.recipient_count ?? 0));
      onClose();
    } catch (failure) {
      console.error('Message guests failed', failure);
      return describeError(failure, { network: SHORT_NETWORK_ERROR, fallback: 'Could not send the message. Please try again.' }).messages[0];
    }
  }

  return (
    <MessageDialog
      title={`${HOSTING_TEXTS.messageGuests} · ${eventName}`}
      label={HOSTING_TEXTS.messageLabel}
      maxLength={HOSTING_LIMITS.messageLength}
      sendLabel={HOSTING_TEXTS.send}
      problemsOf={validateGuestMessage}
      onSend={submit}
      pending={sending.loading}
      onClose={onClose}
    >
      <fieldset className="hosting__audience">
        <legend>{HOSTING_TEXTS.audienceLabel}</legend>
        {GUEST_AUDIENCES.map((value) => (
          <label key={value} className="hosting__choice">
            <input type="radio" name={`${formId}-audience`} value={value} checked={audience === value} onChange={() => setAudience(value)} />
            {HOSTING_TEXTS.audienceNames[value]}
          </label>
        ))}
      </fieldset>
    </MessageDialog>
  );
}
