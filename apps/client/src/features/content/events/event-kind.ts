import { lazy } from 'react';
import { CommentOnEventDocument, DeleteEventDocument, LikeEventDocument, UnlikeEventDocument } from '../../../gql/graphql';
import type { ContentKindUi } from '../content-kinds';

/** Events on the shared screens; the dialogs load when first opened. */
export const eventKind: ContentKindUi = {
  label: 'Event',
  chooserText: 'Invite people to something happening.',
  CreateDialog: lazy(() => import('./CreateEventDialog').then((module) => ({ default: module.CreateEventDialog }))),
  DetailDialog: lazy(() => import('./EventDetailDialog').then((module) => ({ default: module.EventDetailDialog }))),
  mutations: { like: LikeEventDocument, unlike: UnlikeEventDocument, comment: CommentOnEventDocument, delete: DeleteEventDocument },
};
