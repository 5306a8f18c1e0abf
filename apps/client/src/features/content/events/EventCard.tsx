import type { EventCard_EventFragment } from './EventCard.generated';
import { BlurImage } from '../../../ui/BlurImage';
import { useT } from '../../../lib/i18n';
import { formatEventDate } from './event-dates';
import { categoryLabel } from './event-category';
import { formatDistance } from './event-distance';
import { FriendsInterested } from './FriendsInterested';
import { cardAttendanceText } from './going/going-state';
import './event-card.css';

/**
 * What a card shows. Category and "friends going" are optional for lists whose query does not
 * spread `EventCard_event` (yet); the card then leaves them out.
 */
export type EventCardEvent = Omit<EventCard_EventFragment, 'event_category' | 'friends_interested' | 'going_count' | 'seats_left' | 'event_timezone' | 'event_place'> &
  Partial<Pick<EventCard_EventFragment, 'event_category' | 'friends_interested' | 'going_count' | 'seats_left' | 'event_timezone' | 'event_place'>> & {
  /** Kilometres from the place searched near (Explore's "Near"); absent or null elsewhere. */
  distance_km?: number | null;
};

/** One event as a card: cover, name, when (naming the time zone), where, who goes and the seats left, category, friends going. */
export function EventCard({ event, onOpen }: { event: EventCardEvent; onOpen: (id: string) => void }) {
  const t = useT();
  const cover = event.media[0];
  const attendance = event.going_count === undefined ? null : cardAttendanceText({ going_count: event.going_count, seats_left: event.seats_left ?? null });
  return (
    <button type="button" className="event-card" onClick={() => onOpen(event.id)}>
      {cover ? <BlurImage className="event-card__cover" blurhash={cover.blurhash} src={cover.thumbnail_file} alt={cover.alt_text ?? ''} loading="lazy" /> : null}
      <span className="event-card__body">
        <strong className="event-card__name">{event.event_name}</strong>
        <span className="event-card__meta">
          <time dateTime={event.event_date}>{formatEventDate(event.event_date, { eventZone: event.event_timezone })}</time>
        </span>
        <span className="event-card__meta">{event.event_is_online ? t('events.card.online') : [event.event_location, event.event_place?.name].filter(Boolean).join(' · ')}</span>
        {event.distance_km != null ? <span className="event-card__meta">{formatDistance(event.distance_km)}</span> : null}
        {attendance ? <span className="event-card__meta">{attendance}</span> : null}
        {event.event_category ? <span className="event-card__category">{categoryLabel(event.event_category)}</span> : null}
        {event.friends_interested ? <FriendsInterested friends={event.friends_interested} /> : null}
      </span>
    </button>
  );
}

/** Event cards in 1, 2 or 3 columns depending on the width (spec §2). */
export function EventCardGrid({ events, label, onOpen }: { events: readonly EventCardEvent[]; label: string; onOpen: (id: string) => void }) {
  return (
    <ul className="event-cards" aria-label={label}>
      {events.map((event) => (
        <li key={event.id}>
          <EventCard event={event} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}
