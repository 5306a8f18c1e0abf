import { lazy } from 'react';
import { CommentOnRemarkDocument, DeleteRemarkDocument, LikeRemarkDocument, UnlikeRemarkDocument } from '../../../gql/graphql';
import type { ContentKindUi } from '../content-kinds';

/** Remarks (short notes) on the shared screens; the dialogs load when first opened. */
export const remarkKind: ContentKindUi = {
  label: 'Remark',
  chooserText: 'Say something short.',
  CreateDialog: lazy(() => import('./CreateRemarkDialog').then((module) => ({ default: module.CreateRemarkDialog }))),
  DetailDialog: lazy(() => import('./RemarkDetailDialog').then((module) => ({ default: module.RemarkDetailDialog }))),
  mutations: { like: LikeRemarkDocument, unlike: UnlikeRemarkDocument, comment: CommentOnRemarkDocument, delete: DeleteRemarkDocument },
};
