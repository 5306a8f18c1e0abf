import { useId, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { GUEST_AUDIENCES, HOSTING_LIMITS, validateGuestMessage, type GuestAudience } from '@gatherly/schema';
import { MessageGuestsDocument } from './Hosting.generated';
import type { GuestAudience as GuestAudienceEnum } from '../../../../gql/graphql';
import { describeError } from '../../../../lib/errors/describe-error';
import { MessageDialog } from '../../../../ui/MessageDialog';
import { useNotices } from '../../../../ui/Notices';
import { useT } from '../../../../lib/i18n';
import type { TextId } from '../../../../lib/i18n';

const ENUM_OF: Readonly<Record<GuestAudience, GuestAudienceEnum>> = { going: 'GOING', waitlisted: 'WAITLISTED', all: 'ALL' };

const AUDIENCE_NAMES = { going: 'events.hosting.audienceGoing', waitlisted: 'events.hosting.audienceWaitlist', all: 'events.hosting.audienceAll' } as const satisfies Record<GuestAudience, TextId>;

/**
 * 'Message guests': a message (with its characters left) to those going, waiting, or everyone.
 * Sent, it closes and a toast says to how many guests it went; closing with text typed asks first.
 */
export function MessageGuestsDialog({ eventId, eventName, onClose }: { eventId: string; eventName: string; onClose: () => void }) {
  const t = useT();
  const formId = useId();
  const notices = useNotices();
  const [audience, setAudience] = useState<GuestAudience>('going');
  const [send, sending] = useMutation(MessageGuestsDocument, { refetchQueries: ['EventMessages'] });

  async function submit(content: string): Promise<string | void> {
    try {
      const answer = await send({ variables: { id: eventId, content, audience: ENUM_OF[audience] } });
      notices.tell(t('events.hosting.messageSent', { count: answer.data?.messageGuests.recipient_count ?? 0 }));
      onClose();
    } catch (failure) {
      console.error('Message guests failed', failure);
      return describeError(failure, { fallback: t('events.hosting.sendFailed') }).messages[0];
    }
  }

  return (
    <MessageDialog
      title={t('events.hosting.messageGuestsTitle', { eventName })}
      label={t('events.hosting.messageLabel')}
      maxLength={HOSTING_LIMITS.messageLength}
      sendLabel={t('events.hosting.send')}
      problemsOf={validateGuestMessage}
      onSend={submit}
      pending={sending.loading}
      onClose={onClose}
    >
      <fieldset className="hosting__audience">
        <legend>{t('events.hosting.audienceLabel')}</legend>
        {GUEST_AUDIENCES.map((value) => (
          <label key={value} className="hosting__choice">
            <input type="radio" name={`${formId}-audience`} value={value} checked={audience === value} onChange={() => setAudience(value)} />
            {t(AUDIENCE_NAMES[value])}
          </label>
        ))}
      </fieldset>
    </MessageDialog>
  );
}
