import { lazy } from 'react';
import type { ContentKindUi } from '../content-kind';
import { remarkFacts } from './remark-facts';

/** Remarks (short notes) on the shared screens; the dialogs load when first opened. */
export const remarkKind: ContentKindUi = {
  ...remarkFacts,
  CreateDialog: lazy(() => import('./CreateRemarkDialog').then((module) => ({ default: module.CreateRemarkDialog }))),
  DetailDialog: lazy(() => import('./RemarkDetailDialog').then((module) => ({ default: module.RemarkDetailDialog }))),
};
