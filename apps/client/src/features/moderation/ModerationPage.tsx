import { useId, useState, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { MODERATION_MESSAGES } from '@gatherly/schema';
import { ModerationLogDocument, ModeratorDocument, OpenReportsDocument } from './Moderation.generated';
import { keptData } from '../../lib/apollo/kept-data';
import { useLoadMore } from '../../lib/apollo/use-load-more';
import { useT, type TextId } from '../../lib/i18n';
import { EmptyState } from '../../ui/EmptyState';
import { LoadMore } from '../../ui/LoadMore';
import { Pending } from '../../ui/Pending';
import { Skeleton } from '../../ui/Skeleton';
import { tabIds, Tabs } from '../../ui/Tabs';
import { ModerationLogItem } from './ModerationLogItem';
import { OpenReportCard } from './OpenReportCard';
import { ServerList } from './ServerList';
import './moderation.css';

type ModerationTab = 'reports' | 'log' | 'servers';

const TABS: readonly { value: ModerationTab; label: TextId }[] = [
  { value: 'reports', label: 'notifications.moderation.tab.reports' },
  { value: 'log', label: 'notifications.moderation.tab.log' },
  { value: 'servers', label: 'notifications.moderation.tab.servers' },
];

/** The panel of each tab. */
const PANELS: Record<ModerationTab, () => ReactNode> = {
  reports: () => <OpenReports />,
  log: () => <ModerationLog />,
  servers: () => <ServerList />,
};

/** /moderation: the open reports to act on, the log of what moderators did, and the servers of the fediverse. Moderators only. */
export function ModerationPage() {
  const t = useT();
  const moderator = useQuery(ModeratorDocument);
  const [current, setCurrent] = useState<ModerationTab>('reports');
  const id = useId();
  const allowed = moderator.data?.me.is_moderator;

  return (
    <section className="moderation">
      <title>{t('notifications.moderation.documentTitle')}</title>
      <h1 className="moderation__title">{t('notifications.moderation.heading')}</h1>
      {moderator.loading ? <Skeleton label={t('notifications.moderation.loading')} count={1} /> : null}
      {moderator.data && !allowed ? <p className="moderation__status">{t(MODERATION_MESSAGES.forbidden)}</p> : null}
      {allowed ? (
        <>
          <Tabs label={t('notifications.moderation.tabs')} tabs={TABS.map((tab) => ({ ...tab, label: t(tab.label) }))} current={current} onSelect={setCurrent} idBase={id} />
          {TABS.map(({ value: tab }) => (
            <div key={tab} role="tabpanel" id={tabIds(id, tab).panel} aria-labelledby={tabIds(id, tab).tab} hidden={tab !== current}>
              {tab === current ? PANELS[tab]() : null}
            </div>
          ))}
        </>
      ) : null}
    </section>
  );
}

function OpenReports() {
  const t = useT();
  const result = useQuery(OpenReportsDocument, { fetchPolicy: 'cache-and-network' });
  const page = keptData(result)?.openReports;
  const more = useLoadMore(page?.next_cursor, result.fetchMore, 'reports');
  return (
    <PagedList label={t('notifications.moderation.reports.label')} loadingLabel={t('notifications.moderation.reports.loading')} items={page?.items} error={result.error} onRetry={() => result.refetch()} more={more} empty={t('notifications.moderation.reports.empty')}>
      {(report) => <OpenReportCard report={report} />}
    </PagedList>
  );
}

function ModerationLog() {
  const t = useT();
  const result = useQuery(ModerationLogDocument, { fetchPolicy: 'cache-and-network' });
  const page = keptData(result)?.moderationLog;
  const more = useLoadMore(page?.next_cursor, result.fetchMore, 'moderation log');
  return (
    <PagedList label={t('notifications.moderation.log.label')} loadingLabel={t('notifications.moderation.log.loading')} items={page?.items} error={result.error} onRetry={() => result.refetch()} more={more} empty={t('notifications.moderation.log.empty')}>
      {(entry) => <ModerationLogItem entry={entry} />}
    </PagedList>
  );
}

interface PagedListProps<T> {
  label: string;
  /** Said while the first page loads. */
  loadingLabel: string;
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
function PagedList<T extends { id: string }>({ label, loadingLabel, items, error, onRetry, more, empty, children }: PagedListProps<T>) {
  if (!items) return <Pending error={error} onRetry={onRetry} label={loadingLabel} shape="card" />;
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
