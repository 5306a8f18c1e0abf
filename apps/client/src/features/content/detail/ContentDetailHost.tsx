import { Suspense } from 'react';
import { CONTENT_KIND_UI } from '../content-kinds';
import { useContentDetail } from './use-content-detail';

/**
 * Shows the detail dialog named by the URL (`?remark=`, `?post=`, `?event=`) over any signed-in
 * page; closing it removes the parameter.
 */
export function ContentDetailHost() {
  const { detail, close } = useContentDetail();
  if (!detail) return null;
  const { DetailDialog } = CONTENT_KIND_UI[detail.kind];
  return (
    <Suspense fallback={null}>
      <DetailDialog key={`${detail.kind}:${detail.id}`} id={detail.id} onClose={close} />
    </Suspense>
  );
}
