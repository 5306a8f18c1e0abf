import { CommentOnEventDocument, DeleteEventDocument, LikeEventDocument, UnlikeEventDocument } from './EventEngagement.generated';
import type { ContentKindFacts } from '../content-kind';

/** What every screen may know of events: their names and the mutations all kinds share. */
export const eventFacts: ContentKindFacts = {
  label: 'Event',
  chooserText: 'Invite people to something happening.',
  mutations: { like: LikeEventDocument, unlike: UnlikeEventDocument, comment: CommentOnEventDocument, delete: DeleteEventDocument },
};
