import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useMutation } from '@apollo/client/react';
import { REPORT_REASON_LABELS, MODERATION_MESSAGES, type ReportReason } from '@gatherly/schema';
import { DismissReportDocument, ModerationLogDocument, OpenReportsDocument, RemoveReportedContentDocument, SuspendReportedAccountDocument, type OpenReport_ReportFragment } from './Moderation.generated';
import { PATHS } from '../../lib/paths';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { useNotices } from '../../ui/Notices';
import { TimeAgo } from '../../ui/TimeAgo';
import { ReasonDialog } from './ReasonDialog';
import { countOf } from '../../lib/text/plural';

/** After an action the queue and the log are read again: it settles every open report of the target. */
const REFETCH = { refetchQueries: [OpenReportsDocument, ModerationLogDocument], awaitRefetchQueries: true };

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One open report: what and who it is about, why, by whom, and the moderator's three choices. */
export function OpenReportCard({ report }: { report: OpenReport_ReportFragment }) {
  const [asking, setAsking] = useState<'remove' | 'suspend' | 'dismiss' | null>(null);
  const [remove] = useMutation(RemoveReportedContentDocument, REFETCH);
  const [suspend] = useMutation(SuspendReportedAccountDocument, REFETCH);
  const [dismiss] = useMutation(DismissReportDocument, REFETCH);
  const notices = useNotices();
  const titleId = useId();
  const what = report.target_type;
  const gone = report.preview === null;
  const owner = report.owner;
  const others = report.report_count - 1;

  return (
    <article className="report-card" aria-labelledby={titleId}>
      <header className="report-card__header">
        <h2 id={titleId} className="report-card__title">
          {capitalized(what)}: {REPORT_REASON_LABELS[report.reason as ReportReason] ?? report.reason}
        </h2>
        <TimeAgo date={report.created_at} />
      </header>
      <p className="report-card__by">
        Reported by {report.reporter ? report.reporter.username : 'a deleted account'}
        {others > 0 ? ` and ${countOf(others, 'other')}` : ''}
      </p>
      {report.text ? <blockquote className="report-card__details">{report.text}</blockquote> : null}
      <div className="report-card__target">
        {owner ? (
          <p className="report-card__owner">
            <Avatar src={owner.profile_image} size={32} />
            {report.owner_suspended ? (
              <span>
                <strong>{owner.username}</strong> (suspended)
              </span>
            ) : (
              <Link to={PATHS.profile(owner.username)}>
                <strong>{owner.username}</strong> {owner.full_name}
              </Link>
            )}
          </p>
        ) : null}
        {gone ? (
          <p className="report-card__gone">{MODERATION_MESSAGES.targetGone}</p>
        ) : report.preview ? (
          <p className="report-card__preview">{report.preview}</p>
        ) : null}
        {report.image ? <img className="report-card__image" src={report.image} alt={report.image_alt || `Image of the reported ${what}`} /> : null}
      </div>
      <div className="report-card__actions">
        {what !== 'account' ? (
          <Button variant="danger" onClick={() => setAsking('remove')} disabled={gone}>
            Remove {what}
          </Button>
        ) : null}
        {owner && !report.owner_suspended ? (
          <Button variant="secondary" onClick={() => setAsking('suspend')}>
            Suspend {owner.username}
          </Button>
        ) : null}
        <Button variant="ghost" onClick={() => setAsking('dismiss')}>
          Dismiss
        </Button>
      </div>
      {asking === 'remove' ? (
        <ReasonDialog
          title={`Remove ${what}`}
          intro={`The ${what} is deleted for everyone, and ${owner?.username ?? 'its author'} is told why by e-mail.`}
          confirm={`Remove ${what}`}
          onConfirm={async (reason) => {
            const { data } = await remove({ variables: { reportId: report.id, reason } });
            notices.tell(data?.removeReportedContent ?? MODERATION_MESSAGES.removed);
          }}
          onClose={() => setAsking(null)}
        />
      ) : null}
      {asking === 'dismiss' ? (
        <ReasonDialog
          title="Dismiss report"
          intro={`Nothing is done to the ${what}, and every open report of it is closed. The reason is kept in the moderation log.`}
          confirm="Dismiss report"
          label="Reason (kept in the moderation log)"
          required={MODERATION_MESSAGES.dismissReasonRequired}
          onConfirm={async (reason) => {
            const { data } = await dismiss({ variables: { reportId: report.id, reason } });
            notices.tell(data?.dismissReport ?? MODERATION_MESSAGES.dismissed);
          }}
          onClose={() => setAsking(null)}
        />
      ) : null}
      {asking === 'suspend' && owner ? (
        <ReasonDialog
          title={`Suspend ${owner.username}`}
          intro={`${owner.username} is logged out everywhere, cannot log in, and everything they shared is hidden until the suspension is lifted. They are told why by e-mail.`}
          confirm="Suspend account"
          onConfirm={async (reason) => {
            const { data } = await suspend({ variables: { reportId: report.id, reason } });
            notices.tell(data?.suspendReportedAccount ?? MODERATION_MESSAGES.suspended);
          }}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </article>
  );
}
