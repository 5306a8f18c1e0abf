import { EventDetailDialog } from '../events/EventDetailDialog';
import { PostDetailDialog } from '../posts/PostDetailDialog';
import { RemarkDetailDialog } from '../remarks/RemarkDetailDialog';
import { useContentDetail } from './use-content-detail';

/**
 * Shows the detail dialog named by the URL (`?remark=`, `?post=`, `?event=`) over any signed-in
 * page; closing it removes the parameter.
 */
export function ContentDetailHost() {
  const { detail, close } = useContentDetail();
  if (!detail) return null;
  const key = `${detail.kind}:${detail.id}`;
  switch (detail.kind) {
    case 'remark':
      return <RemarkDetailDialog key={key} id={detail.id} onClose={close} />;
    case 'post':
      return <PostDetailDialog key={key} id={detail.id} onClose={close} />;
    case 'event':
      return <EventDetailDialog key={key} id={detail.id} onClose={close} />;
  }
}
