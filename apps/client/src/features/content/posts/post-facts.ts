import { CommentOnPostDocument, DeletePostDocument, LikePostDocument, UnlikePostDocument } from './PostEngagement.generated';
import type { ContentKindFacts } from '../content-kind';

/** What every screen may know of posts: their names and the mutations all kinds share. */
export const postFacts: ContentKindFacts = {
  label: 'Post',
  chooserText: 'Share photos with a caption.',
  mutations: { like: LikePostDocument, unlike: UnlikePostDocument, comment: CommentOnPostDocument, delete: DeletePostDocument },
};
