import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { MODERATION_ACTION_LABELS, MODERATION_MESSAGES, type ModerationAction } from '@gatherly/schema';
import { LiftSuspensionDocument, ModerationLogDocument, OpenReportsDocument, type ModerationLogQuery } from './Moderation.generated';
import { Button } from '../../ui/Button';
import { useNotices } from '../../ui/Notices';
import { TimeAgo } from '../../ui/TimeAgo';
import { ReasonDialog } from './ReasonDialog';

type Entry = ModerationLogQuery['moderationLog']['items'][number];

/** One action of the log: who did what to whom, and why; a suspension still in force can be lifted from it. */
export function ModerationLogItem({ entry }: { entry: Entry }) {
  const [lifting, setLifting] = useState(false);
  const [lift] = useMutation(LiftSuspensionDocument, { refetchQueries: [ModerationLogDocument, OpenReportsDocument], awaitRefetchQueries: true });
  const notices = useNotices();
  const liftable = entry.action === 'suspend_account' && entry.account_suspended && entry.account_id;
  return (
    <div className="moderation-log__entry">
      <p className="moderation-log__what">
        <strong>{entry.moderator_username}</strong> · {MODERATION_ACTION_LABELS[entry.action as ModerationAction] ?? entry.action}
        {entry.account_username ? ` · ${entry.account_username}` : ''} · {entry.target_type} · <TimeAgo date={entry.created_at} />
      </p>
      {entry.reason ? <p className="moderation-log__reason">{entry.reason}</p> : null}
      {liftable ? (
        <Button variant="secondary" onClick={() => setLifting(true)}>
          Lift suspension of {entry.account_username}
        </Button>
      ) : null}
      {lifting && entry.account_id ? (
        <ReasonDialog
          title={`Lift suspension of ${entry.account_username}`}
          intro={`${entry.account_username} can log in again and what they shared shows again. They are told why by e-mail.`}
          confirm="Lift suspension"
          onConfirm={async (reason) => {
            const { data } = await lift({ variables: { accountId: entry.account_id!, reason } });
            notices.tell(data?.liftSuspension ?? MODERATION_MESSAGES.lifted);
          }}
          onClose={() => setLifting(false)}
        />
      ) : null}
    </div>
  );
}
