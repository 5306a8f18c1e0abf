import { useId, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { MODERATION_MESSAGES } from '@gatherly/schema';
import { ModerationLogDocument, ModeratorDocument, OpenReportsDocument } from '../../gql/graphql';
import { useLoadMore } from '../../lib/apollo/use-load-more';
import { DEFAULT_PROBLEM_TEXTS, describeError } from '../../lib/errors/describe-error';
import { Alert } from '../../ui/Alert';
import { LoadMore } from '../../ui/LoadMore';
import { Spinner } from '../../ui/Spinner';
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
      {moderator.loading ? <Loading /> : null}
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
  const { data, loading, error, fetchMore } = useQuery(OpenReportsDocument, { fetchPolicy: 'cache-and-network' });
  const page = data?.openReports;
  const more = useLoadMore(page?.next_cursor, fetchMore, 'reports');
  if (error && !page) return <Problem error={error} />;
  if (!page) return loading ? <Loading /> : null;
  if (page.items.length === 0) return <p className="moderation__status">No open reports. All caught up!</p>;
  return (
    <>
      <ol className="moderation__list" aria-label="Open reports">
        {page.items.map((report) => (
          <li key={report.id}>
            <OpenReportCard report={report} />
          </li>
        ))}
      </ol>
      <LoadMore hasMore={more.hasMore} loading={more.loading} failed={more.failed} onLoadMore={() => void more.loadMore()} />
    </>
  );
}

function ModerationLog() {
  const { data, loading, error, fetchMore } = useQuery(ModerationLogDocument, { fetchPolicy: 'cache-and-network' });
  const page = data?.moderationLog;
  const more = useLoadMore(page?.next_cursor, fetchMore, 'moderation log');
  if (error && !page) return <Problem error={error} />;
  if (!page) return loading ? <Loading /> : null;
  if (page.items.length === 0) return <p className="moderation__status">No moderator has acted yet.</p>;
  return (
    <>
      <ol className="moderation__list moderation-log" aria-label="Moderation log">
        {page.items.map((entry) => (
          <li key={entry.id}>
            <ModerationLogItem entry={entry} />
          </li>
        ))}
      </ol>
      <LoadMore hasMore={more.hasMore} loading={more.loading} failed={more.failed} onLoadMore={() => void more.loadMore()} />
    </>
  );
}

const Loading = () => (
  <p className="moderation__status" role="status">
    <Spinner /> Loading...
  </p>
);

function Problem({ error }: { error: unknown }) {
  const problem = describeError(error, DEFAULT_PROBLEM_TEXTS);
  return <Alert tone="error" messages={problem.messages} bullets={problem.bullets} />;
}
