import { lazy } from 'react';
import type { ContentKindUi } from '../content-kind';
import { postFacts } from './post-facts';

/** Posts on the shared screens; the dialogs load when first opened. */
export const postKind: ContentKindUi = {
  ...postFacts,
  CreateDialog: lazy(() => import('./CreatePostDialog').then((module) => ({ default: module.CreatePostDialog }))),
  DetailDialog: lazy(() => import('./PostDetailDialog').then((module) => ({ default: module.PostDetailDialog }))),
};
