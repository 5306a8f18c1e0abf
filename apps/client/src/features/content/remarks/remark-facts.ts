import { CommentOnRemarkDocument, DeleteRemarkDocument, LikeRemarkDocument, UnlikeRemarkDocument } from './RemarkEngagement.generated';
import type { ContentKindFacts } from '../content-kind';

/** What every screen may know of remarks: their names and the mutations all kinds share. */
export const remarkFacts: ContentKindFacts = {
  label: 'Remark',
  chooserText: 'Say something short.',
  mutations: { like: LikeRemarkDocument, unlike: UnlikeRemarkDocument, comment: CommentOnRemarkDocument, delete: DeleteRemarkDocument },
};
