import type { Comment, ContentItem, Event, Media, Post, Remark, Row } from './content.models';
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

function mediaJson(media: Media[]) {
  return media.map(({ media_id, media_file, thumbnail_file, display_order, width, height }) => ({ media_id, media_file, thumbnail_file, display_order, width, height }));
}

async function engagementJson(row: Row<ContentItem>, loaders: ContentLoaders) {
  const [stats, comments] = await Promise.all([loaders.stats.load(row.id), loaders.comments.load(row.id)]);
  return {
    created_at: row.created_at,
    account_username: row.account_username,
    account_profile_image: row.account_profile_image,
    like_count: stats.like_count,
    is_liked: stats.is_liked,
    comment_count: stats.comment_count,
    comments: comments.map(commentJson),
  };
}

export async function remarkJson(row: Row<Remark>, loaders: ContentLoaders) {
  return { remark_id: row.remark_id, remark_content: row.remark_content, ...(await engagementJson(row, loaders)) };
}

export async function postJson(row: Row<Post>, loaders: ContentLoaders) {
  const [engagement, media] = await Promise.all([engagementJson(row, loaders), loaders.media.load(row.id)]);
  return { post_id: row.post_id, post_content: row.post_content, media: mediaJson(media), ...engagement };
}

export async function eventJson(row: Row<Event>, loaders: ContentLoaders) {
  const [engagement, media, stats] = await Promise.all([engagementJson(row, loaders), loaders.media.load(row.id), loaders.stats.load(row.id)]);
  return {
    event_id: row.event_id,
    event_name: row.event_name,
    event_description: row.event_description,
    event_date: row.event_date,
    event_location: row.event_location,
    event_category: row.event_category,
    event_is_online: row.event_is_online,
    media: mediaJson(media),
    interest_count: stats.interest_count,
    is_interested: stats.is_interested,
    ...engagement,
  };
}
