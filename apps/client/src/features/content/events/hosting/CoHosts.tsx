import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { HOSTING_TEXTS } from '@gatherly/schema';
import { RemoveCoHostDocument, type EventHosting_EventFragment } from './Hosting.generated';
import { describeError, SHORT_NETWORK_ERROR } from '../../../../lib/errors/describe-error';
import { Avatar } from '../../../../ui/Avatar';
import { Button } from '../../../../ui/Button';
import { useNotices } from '../../../../ui/Notices';
import { CoHostPicker } from './CoHostPicker';

/**
 * The event's co-hosts, for its hosts: the creator adds people they follow and removes anyone; a
 * co-host may stop co-hosting. The event (and with it this list) changes once the server confirms.
 */
export function CoHosts({ event, isCreator, me }: { event: EventHosting_EventFragment; isCreator: boolean; me: string | null }) {
  const notices = useNotices();
  const [remove, removing] = useMutation(RemoveCoHostDocument);
  const [adding, setAdding] = useState(false);

  async function removeOne(username: string) {
    try {
      await remove({ variables: { id: event.id, username } });
      notices.tell(HOSTING_TEXTS.coHostRemoved(username));
    } catch (error) {
      console.error(`Removing co-host ${username} failed`, error);
      notices.warn(describeError(error, { network: SHORT_NETWORK_ERROR, fallback: 'Could not remove the co-host. Please try again.' }).messages[0]);
    }
  }

  return (
    <div className="hosting__block">
      <h4 className="hosting__heading">{HOSTING_TEXTS.coHostsHeading}</h4>
      {event.co_hosts.length === 0 ? (
        <p className="hosting__muted">{HOSTING_TEXTS.noCoHosts}</p>
      ) : (
        <ul className="hosting__people" aria-label={HOSTING_TEXTS.coHostsHeading}>
          {event.co_hosts.map((person) => {
            const self = me !== null && person.username.toLowerCase() === me.toLowerCase();
            return (
              <li key={person.id} className="hosting__person">
                <Avatar src={person.profile_image} size={32} />
                <span className="hosting__name">{person.username}</span>
                {isCreator || self ? (
                  <Button variant="ghost" onClick={() => void removeOne(person.username)} disabled={removing.loading} aria-label={self ? HOSTING_TEXTS.leaveCoHosts : HOSTING_TEXTS.removeCoHost(person.username)}>
                    {self ? HOSTING_TEXTS.leaveCoHosts : 'Remove'}
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {isCreator ? (
        adding ? (
          <CoHostPicker eventId={event.id} me={me} taken={new Set(event.co_hosts.map((person) => person.id))} onDone={() => setAdding(false)} />
        ) : (
          <Button variant="secondary" onClick={() => setAdding(true)}>
            {HOSTING_TEXTS.addCoHost}
          </Button>
        )
      ) : null}
    </div>
  );
}
