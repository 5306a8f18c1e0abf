import { useId, useState, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { MODERATION_MESSAGES } from '@gatherly/schema';
import { ModerationLogDocument, ModeratorDocument, OpenReportsDocument } from './Moderation.generated';
import { keptData } from '../../lib/apollo/kept-data';
import { useLoadMore } from '../../lib/apollo/use-load-more';
import { EmptyState } from '../../ui/EmptyState';
import { LoadMore } from '../../ui/LoadMore';
import { Pending } from '../../ui/Pending';
import { Skeleton } from '../../ui/Skeleton';
import { tabIds, Tabs } from '../../ui/Tabs';
import { ModerationLogItem } from './ModerationLogItem';
import { OpenReportCard } from './OpenReportCard';
import './moderation.css';

type ModerationTab = 'reports' | 'log';

const TABS: readonly { value: ModerationTab; label: string }[] = [
  { value: 'reports', label: 'Open reports' },
  { value: 'log', label: 'Log' },
];

/** /moderation: the open reports to act on, and the log of what moderators did. Moderators only. */
export function ModerationPage() {
  const moderator = useQuery(ModeratorDocument);
  const [current, setCurrent] = useState<ModerationTab>('reports');
  const id = useId();
  const allowed = moderator.data?.me.is_moderator;

  return (
    <section className="moderation">
      <title>Moderation · Gatherly</title>
      <h1 className="moderation__title">Moderation</h1>
      {moderator.loading ? <Skeleton label="Loading…" count={1} /> : null}
      {moderator.data && !allowed ? <p className="moderation__status">{MODERATION_MESSAGES.forbidden}</p> : null}
      {allowed ? (
        <>
          <Tabs label="Moderation" tabs={TABS} current={current} onSelect={setCurrent} idBase={id} />
          {TABS.map(({ value: tab }) => (
            <div key={tab} role="tabpanel" id={tabIds(id, tab).panel} aria-labelledby={tabIds(id, tab).tab} hidden={tab !== current}>
              {tab === current ? tab === 'reports' ? <OpenReports /> : <ModerationLog /> : null}
            </div>
          ))}
        </>
      ) : null}
    </section>
  );
}

function OpenReports() {
  const result = useQuery(OpenReportsDocument, { fetchPolicy: 'cache-and-network' });
  const page = keptData(result)?.openReports;
  const more = useLoadMore(page?.next_cursor, result.fetchMore, 'reports');
  return (
    <PagedList label="Open reports" items={page?.items} error={result.error} onRetry={() => result.refetch()} more={more} empty="No open reports. All caught up!">
      {(report) => <OpenReportCard report={report} />}
    </PagedList>
  );
}

function ModerationLog() {
  const result = useQuery(ModerationLogDocument, { fetchPolicy: 'cache-and-network' });
  const page = keptData(result)?.moderationLog;
  const more = useLoadMore(page?.next_cursor, result.fetchMore, 'moderation log');
  return (
    <PagedList label="Moderation log" items={page?.items} error={result.error} onRetry={() => result.refetch()} more={more} empty="No moderator has acted yet.">
      {(entry) => <ModerationLogItem entry={entry} />}
    </PagedList>
  );
}

interface PagedListProps<T> {
  label: string;
  /** The pages read so far; undefined until the first comes. */
  items: readonly T[] | undefined;
  error: unknown;
  onRetry: () => unknown;
  more: ReturnType<typeof useLoadMore>;
  /** Said when the list is empty. */
  empty: string;
  children: (item: T) => ReactNode;
}

/** A list of the page that pages in as the moderator scrolls, with its loading, failure and empty states. */
function PagedList<T extends { id: string }>({ label, items, error, onRetry, more, empty, children }: PagedListProps<T>) {
  if (!items) return <Pending error={error} onRetry={onRetry} label={`Loading ${label.toLowerCase()}…`} shape="card" />;
  if (items.length === 0) return <EmptyState title={empty} />;
  return (
    <>
      <ol className="moderation__list" aria-label={label}>
        {items.map((item) => (
          <li key={item.id}>{children(item)}</li>
        ))}
      </ol>
      <LoadMore hasMore={more.hasMore} loading={more.loading} failed={more.failed} onLoadMore={() => void more.loadMore()} />
    </>
  );
}
