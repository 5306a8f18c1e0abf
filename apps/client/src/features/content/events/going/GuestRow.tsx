import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { ApproveGuestDocument, DeclineGuestDocument, RemoveGuestDocument, type GuestRow_GuestFragment } from './Guests.generated';
import { Avatar } from '../../../../ui/Avatar';
import { Button } from '../../../../ui/Button';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog';
import { TimeAgo } from '../../../../ui/TimeAgo';
import { useNotices } from '../../../../ui/Notices';
import { describeError } from '../../../../lib/errors/describe-error';
import { useT } from '../../../../lib/i18n';
import type { TextId } from '../../../../lib/i18n';

/** The event's counts (and the viewer's lists) are read again once a guest changed. */
const REFRESH = { refetchQueries: ['EventDetail'] as string[] };

type Done = 'Approved' | 'Declined' | 'Removed';

const DONE_LABELS = { Approved: 'events.guests.approved', Declined: 'events.guests.declined', Removed: 'events.guests.removed' } as const satisfies Record<Done, TextId>;

/**
 * One guest: who, when they answered and what they wrote; Approve and Decline on a request,
 * Remove (asked first) on the others. A guest acted on stays listed, saying what was done, until
 * the list is read again. Approved while the event is full, they wait for a seat, which the host is told.
 */
export function GuestRow({ eventId, guest }: { eventId: string; guest: GuestRow_GuestFragment }) {
  const t = useT();
  const notices = useNotices();
  const variables = { id: eventId, accountId: guest.account.id };
  const [approve, approving] = useMutation(ApproveGuestDocument, REFRESH);
  const [decline, declining] = useMutation(DeclineGuestDocument, REFRESH);
  const [remove, removing] = useMutation(RemoveGuestDocument, REFRESH);
  const [done, setDone] = useState<Done | null>(null);
  const [asking, setAsking] = useState(false);
  const pending = approving.loading || declining.loading || removing.loading;
  const name = guest.account.username;

  async function approveGuest() {
    const answer = await approve({ variables });
    if (answer.data?.guest.rsvp_status === 'WAITLISTED') notices.tell(t('events.guests.approvedOntoWaitlist', { username: name }));
  }

  async function act(what: Done, run: () => Promise<unknown>) {
    try {
      await run();
      setDone(what);
      setAsking(false);
    } catch (error) {
      console.error(`${what} guest ${name} failed`, error);
      notices.warn(describeError(error, { fallback: t('events.guests.changeFailed', { name }) }).messages[0]);
    }
  }

  return (
    <li className="guest">
      <Avatar src={guest.account.profile_image} size={40} />
      <span className="guest__about">
        <span className="guest__name">{name}</span>
        {guest.account.full_name ? <span className="guest__muted">{guest.account.full_name}</span> : null}
        {guest.message ? <q className="guest__message">{guest.message}</q> : null}
        <TimeAgo date={String(guest.answered_at)} />
      </span>
      <span className="guest__actions">
        {done ? (
          <Button variant="secondary" disabled>
            {t(DONE_LABELS[done])}
          </Button>
        ) : guest.rsvp_status === 'REQUESTED' ? (
          <>
            <Button onClick={() => void act('Approved', approveGuest)} disabled={pending} aria-busy={approving.loading} aria-label={t('events.guests.approveName', { name })}>
              {t('events.guests.approve')}
            </Button>
            <Button variant="secondary" onClick={() => void act('Declined', () => decline({ variables }))} disabled={pending} aria-busy={declining.loading} aria-label={t('events.guests.declineName', { name })}>
              {t('events.guests.decline')}
            </Button>
          </>
        ) : (
          <Button variant="secondary" onClick={() => setAsking(true)} disabled={pending} aria-haspopup="dialog" aria-label={t('events.guests.removeName', { name })}>
            {t('events.guests.remove')}
          </Button>
        )}
      </span>
      <ConfirmDialog
        open={asking}
        title={t('events.guests.removeTitle', { name })}
        confirmLabel={t('events.guests.remove')}
        pending={removing.loading}
        onCancel={() => setAsking(false)}
        onConfirm={() => act('Removed', () => remove({ variables }))}
      >
        <p>{guest.rsvp_status === 'GOING' ? t('events.guests.removeGoing', { name }) : t('events.guests.removeWaitlisted', { name })}</p>
      </ConfirmDialog>
    </li>
  );
}
