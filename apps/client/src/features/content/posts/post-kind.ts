import { lazy } from 'react';
import { CommentOnPostDocument, DeletePostDocument, LikePostDocument, UnlikePostDocument } from '../../../gql/graphql';
import type { ContentKindUi } from '../content-kinds';

/** Posts on the shared screens; the dialogs load when first opened. */
export const postKind: ContentKindUi = {
  label: 'Post',
  chooserText: 'Share photos with a caption.',
  CreateDialog: lazy(() => import('./CreatePostDialog').then((module) => ({ default: module.CreatePostDialog }))),
  DetailDialog: lazy(() => import('./PostDetailDialog').then((module) => ({ default: module.PostDetailDialog }))),
  mutations: { like: LikePostDocument, unlike: UnlikePostDocument, comment: CommentOnPostDocument, delete: DeletePostDocument },
};
