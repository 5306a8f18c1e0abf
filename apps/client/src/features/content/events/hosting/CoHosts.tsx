import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { RemoveCoHostDocument, type EventHosting_EventFragment } from './Hosting.generated';
import { describeError } from '../../../../lib/errors/describe-error';
import { Avatar } from '../../../../ui/Avatar';
import { Button } from '../../../../ui/Button';
import { useNotices } from '../../../../ui/Notices';
import { CoHostPicker } from './CoHostPicker';
import { useT } from '../../../../lib/i18n';


/**
 * The event's co-hosts, for its hosts: the creator adds people they follow and removes anyone; a
 * co-host may stop co-hosting. The event (and with it this list) changes once the server confirms.
 */
export function CoHosts({ event, isCreator, me }: { event: EventHosting_EventFragment; isCreator: boolean; me: string | null }) {
  const t = useT();
  const notices = useNotices();
  const [remove, removing] = useMutation(RemoveCoHostDocument);
  const [adding, setAdding] = useState(false);

  async function removeOne(username: string) {
    try {
      await remove({ variables: { id: event.id, username } });
      notices.tell(t('events.hosting.coHostRemoved', { username }));
    } catch (error) {
      console.error(`Removing co-host ${username} failed`, error);
      notices.warn(describeError(error, { fallback: t('events.hosting.removeFailed') }).messages[0]);
    }
  }

  return (
    <div className="hosting__block">
      <h4 className="hosting__heading">{t('events.hosting.coHostsHeading')}</h4>
      {event.co_hosts.length === 0 ? (
        <p className="hosting__muted">{t('events.hosting.noCoHosts')}</p>
      ) : (
        <ul className="hosting__people" aria-label={t('events.hosting.coHostsHeading')}>
          {event.co_hosts.map((person) => {
            const self = me !== null && person.username.toLowerCase() === me.toLowerCase();
            return (
              <li key={person.id} className="hosting__person">
                <Avatar src={person.profile_image} size={32} />
                <span className="hosting__name">{person.username}</span>
                {isCreator || self ? (
                  <Button variant="ghost" onClick={() => void removeOne(person.username)} disabled={removing.loading} aria-label={self ? t('events.hosting.leaveCoHosts') : t('events.hosting.removeCoHost', { username: person.username })}>
                    {self ? t('events.hosting.leaveCoHosts') : t('events.hosting.remove')}
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
            {t('events.hosting.addCoHost')}
          </Button>
        )
      ) : null}
    </div>
  );
}
