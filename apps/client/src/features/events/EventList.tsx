import { useLoadMore } from '../../lib/apollo/use-load-more';
import { useT } from '../../lib/i18n';
import { EmptyState } from '../../ui/EmptyState';
import { LoadMore } from '../../ui/LoadMore';
import { Pending } from '../../ui/Pending';
import { EventCardGrid, useContentDetail, type EventCardEvent } from '../content';

interface Cursor {
  cursor_timestamp: string;
  cursor_id: string;
}

export interface EventListProps {
  /** The pages loaded so far, merged by the type policies; undefined before the first one. */
  page: { items: readonly EventCardEvent[]; next_cursor: Cursor | null } | undefined;
  error: unknown;
  /** Asks for the first page again after it failed. */
  onRetry: () => unknown;
  fetchMore: (options: { variables: { after: Cursor } }) => Promise<unknown>;
  /** Name of the list of cards, for assistive technology. */
  label: string;
  /** The second line of the empty list. */
  emptyHint: string;
}

/** A tab's events as cards, loading more near the bottom (spec §2); a click opens the event dialog. */
export function EventList({ page, error, onRetry, fetchMore, label, emptyHint }: EventListProps) {
  const { open } = useContentDetail();
  const t = useT();
  const more = useLoadMore(page?.next_cursor, fetchMore, 'events');

  if (!page) return <Pending error={error} onRetry={onRetry} label={t('explore.list.loading')} shape="card" />;
  if (page.items.length === 0) return <EmptyState title={t('explore.list.empty')} hint={emptyHint} />;
  return (
    <>
      <EventCardGrid events={page.items} label={label} onOpen={(id) => open({ kind: 'event', id })} />
      <LoadMore hasMore={more.hasMore} loading={more.loading} failed={more.failed} onLoadMore={() => void more.loadMore()} endText={t('explore.list.end')} />
    </>
  );
}
