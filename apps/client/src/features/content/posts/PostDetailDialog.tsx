import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { PostDetailDocument, type PostDetail_PostFragment } from './PostDetail.generated';
import { useT } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { Gallery } from '../../../ui/Gallery';
import { LinkPreviewCard } from '../../../ui/LinkPreviewCard';
import { RichText } from '../../../ui/RichText';
import { DetailDialog } from '../detail/DetailDialog';
import { galleryImages } from '../detail/gallery-images';
import { ItemByline } from '../detail/ItemByline';
import { CommentBox } from '../engagement/CommentBox';
import { CommentList } from '../engagement/CommentList';
import { EngagementBar } from '../engagement/EngagementBar';
import { ReportButton } from '../../reports';
import { DescribeImagesDialog } from '../owner/DescribeImagesDialog';
import { OwnerMenu } from '../owner/OwnerMenu';
import { UpdatePostDialog } from './UpdatePostDialog';

/** The post detail dialog (spec §2): gallery (cover first), caption, likes and comments. */
export function PostDetailDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { data, loading, error, refetch } = useQuery(PostDetailDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const t = useT();
  const { username } = useSession();
  const [locked, setLocked] = useState(false);
  const post = data?.post ?? null;
  const owner = post !== null && post.account_username === username;

  return (
    <DetailDialog
      kind="post"
      size="wide"
      loading={loading}
      error={error}
      onRetry={() => refetch()}
      found={post !== null}
      onClose={onClose}
      locked={locked}
      ownerMenu={
        owner ? (
          <OwnerMenu
            kind="post"
            id={post.id}
            onOpenChange={setLocked}
            onDeleted={onClose}
            renderEdit={(done) => <UpdatePostDialog post={post} onDone={done} />}
            renderDescribe={(done) => <DescribeImagesDialog media={post.media} onDone={done} />}
          />
        ) : post ? (
          <ReportButton target={{ type: 'post', id: post.id, what: t('content.report.post') }} />
        ) : null
      }
    >
      {post ? <PostDetail post={post} /> : null}
    </DetailDialog>
  );
}

function PostDetail({ post }: { post: PostDetail_PostFragment }) {
  return (
    <article className="detail detail--media">
      <Gallery images={galleryImages(post.media)} by={post.account_username} />
      <div className="detail__side">
        <ItemByline username={post.account_username} image={post.account_profile_image} createdAt={post.created_at} editedAt={post.edited_at} url={post.url} />
        <div className="detail__scroll detail__scroll--post">
          {post.post_content ? (
            <p className="detail__caption">
              <RichText text={post.post_content} mentions={post.mentions} />
            </p>
          ) : null}
          {post.link_preview ? <LinkPreviewCard preview={post.link_preview} /> : null}
          <CommentList itemId={post.id} itemAuthor={post.account_username} page={post.comments} />
        </div>
        <div className="detail__actions">
          <EngagementBar kind="post" item={post} />
          <CommentBox kind="post" itemId={post.id} />
        </div>
      </div>
    </article>
  );
}
