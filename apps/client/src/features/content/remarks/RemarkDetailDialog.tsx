import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { RemarkDetailDocument, type RemarkDetail_RemarkFragment } from './RemarkDetail.generated';
import { useT } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { LinkPreviewCard } from '../../../ui/LinkPreviewCard';
import { RichText } from '../../../ui/RichText';
import { DetailDialog } from '../detail/DetailDialog';
import { ItemByline } from '../detail/ItemByline';
import { CommentBox } from '../engagement/CommentBox';
import { CommentList } from '../engagement/CommentList';
import { EngagementBar } from '../engagement/EngagementBar';
import { ReportButton } from '../../reports';
import { OwnerMenu } from '../owner/OwnerMenu';
import { UpdateRemarkDialog } from './UpdateRemarkDialog';

/** The remark detail dialog (spec §2): text, likes and comments; the author's menu for its owner. */
export function RemarkDetailDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { data, loading, error, refetch } = useQuery(RemarkDetailDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const t = useT();
  const { username } = useSession();
  const [locked, setLocked] = useState(false);
  const remark = data?.remark ?? null;
  const owner = remark !== null && remark.account_username === username;

  return (
    <DetailDialog
      kind="remark"
      loading={loading}
      error={error}
      onRetry={() => refetch()}
      found={remark !== null}
      onClose={onClose}
      locked={locked}
      ownerMenu={
        owner ? (
          <OwnerMenu
            kind="remark"
            id={remark.id}
            onOpenChange={setLocked}
            onDeleted={onClose}
            renderEdit={(done) => <UpdateRemarkDialog remark={remark} onDone={done} />}
          />
        ) : remark ? (
          <ReportButton target={{ type: 'remark', id: remark.id, what: t('content.report.remark') }} />
        ) : null
      }
    >
      {remark ? <RemarkDetail remark={remark} /> : null}
    </DetailDialog>
  );
}

function RemarkDetail({ remark }: { remark: RemarkDetail_RemarkFragment }) {
  return (
    <article className="detail">
      <ItemByline username={remark.account_username} image={remark.account_profile_image} createdAt={remark.created_at} editedAt={remark.edited_at} url={remark.url} />
      <div className="detail__scroll detail__scroll--remark">
        <p className="detail__remark-text">
          <RichText text={remark.remark_content} mentions={remark.mentions} />
        </p>
        {remark.link_preview ? <LinkPreviewCard preview={remark.link_preview} /> : null}
        <CommentList itemId={remark.id} itemAuthor={remark.account_username} page={remark.comments} />
      </div>
      <div className="detail__actions">
        <EngagementBar kind="remark" item={remark} />
        <CommentBox kind="remark" itemId={remark.id} />
      </div>
    </article>
  );
}
