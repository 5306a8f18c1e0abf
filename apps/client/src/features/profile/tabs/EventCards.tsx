import type { ProfileGrid_ItemFragment } from './ProfileItems.generated';
import { useT } from '../../../lib/i18n';
import { EventCardGrid, type EventCardEvent } from '../../content';

/** Events as cards in 1, 2 or 3 columns depending on the width (spec §2), as on the Events page. */
export function EventCards({ items, onOpen }: { items: readonly ProfileGrid_ItemFragment[]; onOpen: (id: string) => void }) {
  const t = useT();
  const events = items.filter((item): item is Extract<ProfileGrid_ItemFragment, EventCardEvent> => 'event_name' in item);
  return <EventCardGrid events={events} label={t('people.tabs.events')} onOpen={onOpen} />;
}
