import type { ProfileGrid_ItemFragment } from '../../../gql/graphql';

const when = (date: string) => new Date(date).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Events as cards in 1, 2 or 3 columns depending on the width (spec §2). */
export function EventCards({ items, onOpen }: { items: readonly ProfileGrid_ItemFragment[]; onOpen: (id: string) => void }) {
  return (
    <ul className="event-cards" aria-label="Events">
      {items.map((item) =>
        'event_name' in item ? (
          <li key={item.id}>
            <button type="button" className="event-card" onClick={() => onOpen(item.id)}>
              {item.media[0] ? <img className="event-card__cover" src={item.media[0].thumbnail_file} alt="" loading="lazy" /> : null}
              <span className="event-card__body">
                <strong className="event-card__name">{item.event_name}</strong>
                <span className="event-card__meta">{when(item.event_date)}</span>
                <span className="event-card__meta">{item.event_is_online ? 'Online' : item.event_location}</span>
              </span>
            </button>
          </li>
        ) : null,
      )}
    </ul>
  );
}
