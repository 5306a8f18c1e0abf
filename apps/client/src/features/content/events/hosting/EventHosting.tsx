import { useSession } from '../../../../lib/session';
import type { EventHosting_EventFragment } from './Hosting.generated';
import { CoHosts } from './CoHosts';
import { EventChatButton, EventChatLink } from './EventChatButton';
import { EventMessages } from './EventMessages';
import { MessageGuestsButton } from './MessageGuestsButton';
import { useT } from '../../../../lib/i18n';
import './hosting.css';

/**
 * What an event shows its hosts and guests of running it: for hosts its co-hosts (chosen by the
 * creator), Message guests and Open event chat; for guests going Join event chat, or Open event
 * chat once they are in it; and the hosts' messages to those who may read them (hosts, and guests
 * going or waiting).
 */
export function EventHosting({ event }: { event: EventHosting_EventFragment }) {
  const t = useT();
  const { username } = useSession();
  const isCreator = username !== null && username.toLowerCase() === event.account_username.toLowerCase();
  const guest = event.rsvp_status === 'GOING' || event.rsvp_status === 'WAITLISTED';
  const joined = event.is_in_event_chat && (event.is_host || event.rsvp_status === 'GOING') ? event.event_conversation_id : null;
  const chat = event.is_host ? 'open' : event.rsvp_status === 'GOING' && event.event_conversation_id ? 'join' : null;
  if (!event.is_host && !guest) return null;
  return (
    <section className="hosting" aria-label={t('events.hosting.label')}>
      {event.is_host || chat ? (
        <div className="hosting__actions">
          {event.is_host ? <MessageGuestsButton eventId={event.id} eventName={event.event_name} /> : null}
          {joined ? <EventChatLink conversationId={joined} /> : chat ? <EventChatButton eventId={event.id} action={chat} /> : null}
        </div>
      ) : null}
      {event.is_host ? <CoHosts event={event} isCreator={isCreator} me={username} /> : null}
      <EventMessages eventId={event.id} />
    </section>
  );
}
