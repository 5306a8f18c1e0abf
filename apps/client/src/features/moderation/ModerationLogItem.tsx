import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { MODERATION_MESSAGES, type ModerationAction } from '@gatherly/schema';
import { LiftSuspensionDocument, ModerationLogDocument, OpenReportsDocument, type ModerationLogQuery } from './Moderation.generated';
import { useT, type TextId } from '../../lib/i18n';
import { Button } from '../../ui/Button';
import { useNotices } from '../../ui/Notices';
import { TimeAgo } from '../../ui/TimeAgo';
import { ReasonDialog } from './ReasonDialog';

type Entry = ModerationLogQuery['moderationLog']['items'][number];

/** Each action as the log names it. */
const ACTION_TEXTS = {
  remove_content: 'notifications.moderation.action.removeContent',
  suspend_account: 'notifications.moderation.action.suspendAccount',
  lift_suspension: 'notifications.moderation.action.liftSuspension',
  dismiss_report: 'notifications.moderation.action.dismissReport',
  account_deletion_requested: 'notifications.moderation.action.accountDeletionRequested',
  account_deletion_cancelled: 'notifications.moderation.action.accountDeletionCancelled',
  account_deleted: 'notifications.moderation.action.accountDeleted',
  block_server: 'notifications.moderation.action.blockServer',
  unblock_server: 'notifications.moderation.action.unblockServer',
} as const satisfies Record<ModerationAction, TextId>;

/** One action of the log: who did what to whom, and why; a suspension still in force can be lifted from it. */
export function ModerationLogItem({ entry }: { entry: Entry }) {
  const t = useT();
  const [lifting, setLifting] = useState(false);
  const action = ACTION_TEXTS[entry.action as ModerationAction] as TextId | undefined;
  const [lift] = useMutation(LiftSuspensionDocument, { refetchQueries: [ModerationLogDocument, OpenReportsDocument], awaitRefetchQueries: true });
  const notices = useNotices();
  const liftable = entry.action === 'suspend_account' && entry.account_suspended && entry.account_id;
  return (
    <div className="moderation-log__entry">
      <p className="moderation-log__what">
        <strong>{entry.moderator_username}</strong> · {action ? t(action) : entry.action}
        {entry.account_username ? ` · ${entry.account_username}` : ''} · {t('notifications.moderation.target', { type: entry.target_type })}
        {entry.target_type === 'server' ? ` ${entry.target_id}` : ''} · <TimeAgo date={entry.created_at} />
      </p>
      {entry.reason ? <p className="moderation-log__reason">{entry.reason}</p> : null}
      {liftable ? (
        <Button variant="secondary" onClick={() => setLifting(true)}>
          {t('notifications.moderation.lift', { name: entry.account_username })}
        </Button>
      ) : null}
      {lifting && entry.account_id ? (
        <ReasonDialog
          title={t('notifications.moderation.lift', { name: entry.account_username })}
          intro={t('notifications.moderation.liftIntro', { name: entry.account_username })}
          confirm={t('notifications.moderation.liftConfirm')}
          onConfirm={async (reason) => {
            const { data } = await lift({ variables: { accountId: entry.account_id!, reason } });
            notices.tell(data?.liftSuspension ?? t(MODERATION_MESSAGES.lifted));
          }}
          onClose={() => setLifting(false)}
        />
      ) : null}
    </div>
  );
}
