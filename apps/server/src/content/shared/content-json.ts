import type { Comment, CommentPage, ContentItem, Media, Row } from './content.models';
import type { ContentLoaders } from './content-loaders';

/** REST shapes of spec §3: the same data as GraphQL, with the spec's kind-specific id names. */

export function commentJson(comment: Comment) {
  return {
    [`${comment.kind}_comment_id`]: comment.id,
    comment_content: comment.comment_content,
    created_at: comment.created_at,
    account_username: comment.account_username,
    account_profile_image: comment.account_profile_image,
  };
}

/** A page of comments as REST answers it: `{ comments: [...], next_cursor }`. */
export function commentPageJson(page: CommentPage) {
  return { comments: page.items.map(commentJson), next_cursor: page.next_cursor };
}

export function mediaJson(media: Media[]) {
  return media.map(({ media_id, media_file, thumbnail_file, display_order, width, height }) => ({ media_id, media_file, thumbnail_file, display_order, width, height }));
}

/** What every kind's REST answer carries besides its own fields. */
export async function engagementJson(row: Row<ContentItem>, loaders: ContentLoaders) {
  const [state, comments] = await Promise.all([loaders.viewer.load(row.id), loaders.comments.load(row.id)]);
  return {
    created_at: row.created_at,
    account_username: row.account_username,
    account_profile_image: row.account_profile_image,
    like_count: row.like_count,
    is_liked: state.is_liked,
    comment_count: row.comment_count,
    // The newest page, oldest first; GET /api/<kind>s/comments/:id with next_cursor reads older ones.
    comments: comments.items.map(commentJson),
    comments_next_cursor: comments.next_cursor,
  };
}
