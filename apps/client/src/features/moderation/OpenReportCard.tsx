import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useMutation } from '@apollo/client/react';
import { MODERATION_MESSAGES, type ReportReason } from '@gatherly/schema';
import { DismissReportDocument, ModerationLogDocument, OpenReportsDocument, RemoveReportedContentDocument, SuspendReportedAccountDocument, type OpenReport_ReportFragment } from './Moderation.generated';
import { Phrase, useT, type TextId } from '../../lib/i18n';
import { PATHS } from '../../lib/paths';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { useNotices } from '../../ui/Notices';
import { TimeAgo } from '../../ui/TimeAgo';
import { REPORT_REASON_TEXTS } from '../reports';
import { ReasonDialog } from './ReasonDialog';

/** After an action the queue and the log are read again: it settles every open report of the target. */
const REFETCH = { refetchQueries: [OpenReportsDocument, ModerationLogDocument], awaitRefetchQueries: true };


/** One open report: what and who it is about, why, by whom, and the moderator's three choices. */
export function OpenReportCard({ report }: { report: OpenReport_ReportFragment }) {
  const t = useT();
  const [asking, setAsking] = useState<'remove' | 'suspend' | 'dismiss' | null>(null);
  const [remove] = useMutation(RemoveReportedContentDocument, REFETCH);
  const [suspend] = useMutation(SuspendReportedAccountDocument, REFETCH);
  const [dismiss] = useMutation(DismissReportDocument, REFETCH);
  const notices = useNotices();
  const titleId = useId();
  const what = report.target_type;
  const gone = report.preview === null;
  const owner = report.owner;
  const others = Math.max(0, report.report_count - 1);
  const reason = REPORT_REASON_TEXTS[report.reason as ReportReason] as TextId | undefined;

  return (
    <article className="report-card" aria-labelledby={titleId}>
      <header className="report-card__header">
        <h2 id={titleId} className="report-card__title">
          {t('notifications.moderation.card.title', { type: what, reason: reason ? t(reason) : report.reason })}
        </h2>
        <TimeAgo date={report.created_at} />
      </header>
      <p className="report-card__by">
        {report.reporter ? t('notifications.moderation.card.reportedBy', { name: report.reporter.username, others }) : t('notifications.moderation.card.reportedByDeleted', { others })}
      </p>
      {report.text ? <blockquote className="report-card__details">{report.text}</blockquote> : null}
      <div className="report-card__target">
        {owner ? (
          <p className="report-card__owner">
            <Avatar src={owner.profile_image} size={32} />
            {report.owner_suspended ? (
              <span>
                <Phrase id={'notifications.moderation.card.suspended'} values={{ name: owner.username }} components={[<strong key="name" />]} />
              </span>
            ) : (
              <Link to={PATHS.profile(owner.username)}>
                <strong>{owner.username}</strong> {owner.full_name}
              </Link>
            )}
          </p>
        ) : null}
        {gone ? (
          <p className="report-card__gone">{t(MODERATION_MESSAGES.targetGone)}</p>
        ) : report.preview ? (
          <p className="report-card__preview">{report.preview}</p>
        ) : null}
        {report.image ? <img className="report-card__image" src={report.image} alt={report.image_alt || t('notifications.moderation.card.imageAlt', { type: what })} /> : null}
      </div>
      <div className="report-card__actions">
        {what !== 'account' ? (
          <Button variant="danger" onClick={() => setAsking('remove')} disabled={gone}>
            {t('notifications.moderation.card.remove', { type: what })}
          </Button>
        ) : null}
        {owner && !report.owner_suspended ? (
          <Button variant="secondary" onClick={() => setAsking('suspend')}>
            {t('notifications.moderation.card.suspend', { name: owner.username })}
          </Button>
        ) : null}
        <Button variant="ghost" onClick={() => setAsking('dismiss')}>
          {t('notifications.moderation.card.dismiss')}
        </Button>
      </div>
      {asking === 'remove' ? (
        <ReasonDialog
          title={t('notifications.moderation.card.remove', { type: what })}
          intro={t('notifications.moderation.card.removeIntro', { type: what, named: owner ? 'yes' : 'no', name: owner?.username ?? '' })}
          confirm={t('notifications.moderation.card.remove', { type: what })}
          onConfirm={async (reason) => {
            const { data } = await remove({ variables: { reportId: report.id, reason } });
            notices.tell(data?.removeReportedContent ?? t(MODERATION_MESSAGES.removed));
          }}
          onClose={() => setAsking(null)}
        />
      ) : null}
      {asking === 'dismiss' ? (
        <ReasonDialog
          title={t('notifications.moderation.card.dismissTitle')}
          intro={t('notifications.moderation.card.dismissIntro', { type: what })}
          confirm={t('notifications.moderation.card.dismissTitle')}
          label={t('notifications.moderation.card.dismissReason')}
          required={MODERATION_MESSAGES.dismissReasonRequired}
          onConfirm={async (reason) => {
            const { data } = await dismiss({ variables: { reportId: report.id, reason } });
            notices.tell(data?.dismissReport ?? t(MODERATION_MESSAGES.dismissed));
          }}
          onClose={() => setAsking(null)}
        />
      ) : null}
      {asking === 'suspend' && owner ? (
        <ReasonDialog
          title={t('notifications.moderation.card.suspend', { name: owner.username })}
          intro={t('notifications.moderation.card.suspendIntro', { name: owner.username })}
          confirm={t('notifications.moderation.card.suspendConfirm')}
          onConfirm={async (reason) => {
            const { data } = await suspend({ variables: { reportId: report.id, reason } });
            notices.tell(data?.suspendReportedAccount ?? t(MODERATION_MESSAGES.suspended));
          }}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </article>
  );
}
