import { useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import { MODERATION_LIMITS, MODERATION_MESSAGES, serverHostOf } from '@gatherly/schema';
import { BlockInstanceDocument, InstancesDocument, ModerationLogDocument, UnblockInstanceDocument, type InstancesQuery } from './Moderation.generated';
import { keptData } from '../../lib/apollo/kept-data';
import { usePageLoader } from '../../lib/apollo/use-load-more';
import { say, useT } from '../../lib/i18n';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { focusFirstInvalid } from '../../ui/FieldError';
import { LoadMore } from '../../ui/LoadMore';
import { useNotices } from '../../ui/Notices';
import { Pending } from '../../ui/Pending';
import { TextField } from '../../ui/TextField';
import { TimeAgo } from '../../ui/TimeAgo';
import { ReasonDialog } from './ReasonDialog';

type KnownServer = InstancesQuery['instances']['items'][number];

/** After a block or an unblock the list and the log are read again. */
const REFETCH = { refetchQueries: [InstancesDocument, ModerationLogDocument], awaitRefetchQueries: true };

/**
 * The servers of the fediverse known here, by host, each blocked or not with its accounts here;
 * a moderator blocks one (from its row, or by typing its host) and unblocks it, saying why.
 */
export function ServerList() {
  const t = useT();
  const result = useQuery(InstancesDocument, { fetchPolicy: 'cache-and-network' });
  const page = keptData(result)?.instances;
  const cursor = page?.next_cursor;
  const more = usePageLoader(cursor ? () => result.fetchMore({ variables: { after: cursor } }) : null, 'servers');
  const [acting, setActing] = useState<{ host: string; block: boolean } | null>(null);
  const [block] = useMutation(BlockInstanceDocument, REFETCH);
  const [unblock] = useMutation(UnblockInstanceDocument, REFETCH);
  const notices = useNotices();

  return (
    <>
      <BlockServerForm onBlock={(host) => setActing({ host, block: true })} />
      {!page ? (
        <Pending error={result.error} onRetry={() => result.refetch()} label={t('notifications.moderation.servers.loading')} shape="card" />
      ) : page.items.length === 0 ? (
        <EmptyState title={t('notifications.moderation.servers.empty')} />
      ) : (
        <>
          <ol className="moderation__list" aria-label={t('notifications.moderation.servers.label')}>
            {page.items.map((server) => (
              <li key={server.host}>
                <ServerRow server={server} onAct={() => setActing({ host: server.host, block: !server.is_blocked })} />
              </li>
            ))}
          </ol>
          <LoadMore hasMore={more.hasMore} loading={more.loading} failed={more.failed} onLoadMore={() => void more.loadMore()} />
        </>
      )}
      {acting ? (
        <ReasonDialog
          title={t(acting.block ? 'notifications.moderation.servers.block' : 'notifications.moderation.servers.unblock', { host: acting.host })}
          intro={t(acting.block ? 'notifications.moderation.servers.blockIntro' : 'notifications.moderation.servers.unblockIntro', { host: acting.host })}
          confirm={t(acting.block ? 'notifications.moderation.servers.blockConfirm' : 'notifications.moderation.servers.unblockConfirm')}
          label={t('notifications.moderation.card.dismissReason')}
          required={MODERATION_MESSAGES.logReasonRequired}
          onConfirm={async (reason) => {
            const variables = { host: acting.host, reason };
            const message = acting.block ? (await block({ variables })).data?.blockInstance : (await unblock({ variables })).data?.unblockInstance;
            notices.tell(message ?? t(acting.block ? MODERATION_MESSAGES.serverBlocked : MODERATION_MESSAGES.serverUnblocked));
          }}
          onClose={() => setActing(null)}
        />
      ) : null}
    </>
  );
}

/** A server's row: its host, its accounts here, since when and why it is blocked, and the button that changes it. */
function ServerRow({ server, onAct }: { server: KnownServer; onAct: () => void }) {
  const t = useT();
  return (
    <div className="moderation-log__entry">
      <p className="moderation-log__what">
        <strong>{server.host}</strong> · {t('notifications.moderation.servers.accounts', { count: server.account_count })}
        {server.is_blocked && server.blocked_at ? (
          <>
            {' · '}
            {t('notifications.moderation.servers.blocked')} <TimeAgo date={server.blocked_at} />
          </>
        ) : null}
      </p>
      {server.block_reason ? <p className="moderation-log__reason">{server.block_reason}</p> : null}
      <Button variant={server.is_blocked ? 'secondary' : 'danger'} onClick={onAct}>
        {t(server.is_blocked ? 'notifications.moderation.servers.unblock' : 'notifications.moderation.servers.block', { host: server.host })}
      </Button>
    </div>
  );
}

/** Blocking a server by its host, known here or not yet. */
function BlockServerForm({ onBlock }: { onBlock: (host: string) => void }) {
  const t = useT();
  const [host, setHost] = useState('');
  const [error, setError] = useState<string | undefined>();
  const form = useRef<HTMLFormElement>(null);
  const id = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const server = serverHostOf(host);
    if (!server) {
      flushSync(() => setError(say(MODERATION_MESSAGES.hostInvalid)));
      focusFirstInvalid(form.current);
      return;
    }
    onBlock(server);
  }

  return (
    <form ref={form} className="server-block-form" onSubmit={submit} noValidate aria-labelledby={id}>
      <h2 id={id} className="server-block-form__title">
        {t('notifications.moderation.servers.blockOther')}
      </h2>
      <TextField
        label={t('notifications.moderation.servers.hostLabel')}
        value={host}
        onChange={(event) => {
          setHost(event.target.value);
          setError(undefined);
        }}
        placeholder="social.example"
        maxLength={MODERATION_LIMITS.hostLength}
        autoCapitalize="none"
        spellCheck={false}
        error={error}
      />
      <Button type="submit" variant="danger">
        {t('notifications.moderation.servers.next')}
      </Button>
    </form>
  );
}
