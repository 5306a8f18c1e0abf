import { useLoadMore } from '../../lib/apollo/use-load-more';
import { DEFAULT_PROBLEM_TEXTS, describeError } from '../../lib/errors/describe-error';
import { Alert } from '../../ui/Alert';
import { LoadMore } from '../../ui/LoadMore';
import { Spinner } from '../../ui/Spinner';
import { EventCardGrid, useContentDetail, type EventCardEvent } from '../content';

interface Cursor {
  cursor_timestamp: string;
  cursor_id: string;
}

export interface EventListProps {
  /** The pages loaded so far, merged by the type policies; undefined before the first one. */
  page: { items: readonly EventCardEvent[]; next_cursor: Cursor | null } | undefined;
  loading: boolean;
  error: unknown;
  fetchMore: (options: { variables: { after: Cursor } }) => Promise<unknown>;
  /** Name of the list of cards, for assistive technology. */
  label: string;
  /** The second line of the empty list. */
  emptyHint: string;
}

/** A tab's events as cards, loading more near the bottom (spec §2); a click opens the event dialog. */
export function EventList({ page, loading, error, fetchMore, label, emptyHint }: EventListProps) {
  const { open } = useContentDetail();
  const more = useLoadMore(page?.next_cursor, fetchMore, 'events');

  if (!page) {
    if (error) return <Alert tone="error" messages={describeError(error, DEFAULT_PROBLEM_TEXTS).messages} />;
    return loading ? (
      <p className="events__status" role="status">
        <Spinner /> Loading...
      </p>
    ) : null;
  }
  if (page.items.length === 0) {
    return (
      <div className="events__empty">
        <p className="events__empty-title">No events found</p>
        <p className="events__empty-hint">{emptyHint}</p>
      </div>
    );
  }
  return (
    <>
      <EventCardGrid events={page.items} label={label} onOpen={(id) => open({ kind: 'event', id })} />
      <LoadMore hasMore={more.hasMore} loading={more.loading} failed={more.failed} onLoadMore={() => void more.loadMore()} endText="You've reached the end" />
    </>
  );
}
