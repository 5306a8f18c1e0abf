import type { ApiPropertyOptions } from '@nestjs/swagger';
import { hashtagsOf, MEDIA_LIMITS, type ContentKindName } from '@gatherly/schema';
import { PageCursor } from '../../common/paging/page-cursor.model';
import { restModel } from '../../openapi/rest-model';
import type { Comment, CommentPage, ContentItem, Media, Row } from './content.models';
import type { ItemLoaders } from './content-kind';
import { FIELD_SCHEMAS } from '../../openapi/field-schemas';
import { LinkPreviewJson } from '../../link-previews/link-preview.json';
import { MentionJson } from '../mentions/mention.model';

/** REST shapes of spec §3: the same data as GraphQL, with the spec's kind-specific id names. */

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** An image as REST answers it. */
export const MediaJson = restModel('MediaJson', {
  media_id: FIELD_SCHEMAS.uuid,
  media_file: { type: String, description: 'URL of the image at display size (WebP).' },
  thumbnail_file: { type: String, description: 'URL of a square thumbnail (WebP).' },
  display_order: { type: 'integer', description: 'Position in the gallery; 0 is the cover.' },
  width: { type: 'integer' },
  height: { type: 'integer' },
  alt_text: {
    type: String,
    nullable: true,
    maxLength: MEDIA_LIMITS.altTextMaxLength,
    description: "What the image shows, for people who cannot see it (its alt); null when its author gave none. Its author changes it with PATCH /api/media/by-id/{media_id}.",
  },
  blurhash: {
    type: String,
    nullable: true,
    description: 'A BlurHash (blurha.sh) of the image, to draw a blurred placeholder while it loads; null for images stored before hashes were computed.',
  },
});

/**
 * The model of a kind's comments: `remark_comment_id`, ... A list that says more of each comment
 * (search's `item_id`) names its own model and gives the fields it adds in `extra`.
 */
export function commentModel(kind: ContentKindName, name = `${capitalized(kind)}CommentJson`, extra: Record<string, ApiPropertyOptions> = {}) {
  return restModel(name, {
    ...extra,
    [`${kind}_comment_id`]: FIELD_SCHEMAS.uuid,
    comment_content: { type: String },
    created_at: { type: String, format: 'date-time' },
    account_username: { type: String },
    account_profile_image: { type: String, nullable: true },
    mentions: { type: [MentionJson], description: 'The accounts it mentions with @username, in the order written, under their current names; an account deleted, suspended or behind a block is left out.' },
    hashtags: { type: [String], description: 'The #tags it carries, in their normal form (lower case, accents folded), in the order written.' },
    link_preview: { type: LinkPreviewJson, nullable: true, description: 'Preview of the first link of its text, fetched by the server after it was written; null until then, or when there is none to show.' },
  });
}

/** The model of a kind's item: its own fields, then what engagementJson adds. */
export function itemModel(kind: ContentKindName, own: Record<string, ApiPropertyOptions>, comment: ReturnType<typeof commentModel>) {
  return restModel(`${capitalized(kind)}Json`, {
    ...own,
    created_at: { type: String, format: 'date-time' },
    edited_at: { type: String, format: 'date-time', nullable: true, description: 'When the author last edited it; null when never (clients show "(edited)").' },
    account_username: { type: String, description: 'User name of the author.' },
    account_profile_image: { type: String, nullable: true, description: "URL of the author's photo; null for the default image." },
    is_remote: { type: Boolean, description: 'Whether it comes from a server of the fediverse other than this one (its author is `name@host`).' },
    url: { type: String, nullable: true, description: 'Its address on its own server, for an item of another server (where it can be opened); null for an item of this server.' },
    like_count: { type: 'integer' },
    is_liked: { type: Boolean, description: 'Whether the caller likes it.' },
    comment_count: { type: 'integer' },
    comments: { type: [comment], description: 'The newest comments, oldest first.' },
    mentions: { type: [MentionJson], description: 'The accounts its text mentions with @username (an event: its description), in the order written, under their current names; an account deleted, suspended or behind a block is left out.' },
    comments_next_cursor: { type: PageCursor, nullable: true, description: `Where older comments start (GET /api/${kind}s/comments/{id}); null when there are none.` },
    hashtags: { type: [String], description: 'The #tags its text carries (an event: its name and description), in their normal form (lower case, accents folded), alphabetical; each has its page, GET /api/tags/{tag}.' },
    link_preview: {
      type: LinkPreviewJson,
      nullable: true,
      description: 'Preview of the first link of its text (an event: its description, then its name), fetched by the server after it was written; null until then, or when there is none to show.',
    },
  });
}

export function commentJson(comment: Comment) {
  return {
    [`${comment.kind}_comment_id`]: comment.id,
    comment_content: comment.comment_content,
    created_at: comment.created_at,
    account_username: comment.account_username,
    account_profile_image: comment.account_profile_image,
    mentions: comment.mentions,
    hashtags: hashtagsOf(comment.comment_content),
    link_preview: comment.link_preview,
  };
}

/** A page of comments as REST answers it: `{ comments: [...], next_cursor }`. */
export function commentPageJson(page: CommentPage) {
  return { comments: page.items.map(commentJson), next_cursor: page.next_cursor };
}

export function mediaJson(media: Media[]) {
  return media.map(({ media_id, media_file, thumbnail_file, display_order, width, height, alt_text, blurhash }) => ({
    media_id,
    media_file,
    thumbnail_file,
    display_order,
    width,
    height,
    alt_text,
    blurhash,
  }));
}

/** What every kind's REST answer carries besides its own fields. */
export async function engagementJson(row: Row<ContentItem>, loaders: ItemLoaders) {
  // Asked before the others are awaited, so that a list's items share one statement.
  const linkPreview = loaders.linkPreview.load(row.id);
  const [state, comments, mentions, hashtags] = await Promise.all([loaders.viewer.load(row.id), loaders.comments.load(row.id), loaders.mentions.load(row.id), loaders.hashtags.load(row.id)]);
  return {
    created_at: row.created_at,
    edited_at: row.edited_at,
    account_username: row.account_username,
    account_profile_image: row.account_profile_image,
    is_remote: row.is_remote,
    url: row.url,
    like_count: row.like_count,
    is_liked: state.is_liked,
    comment_count: row.comment_count,
    // The newest page, oldest first; GET /api/<kind>s/comments/:id with next_cursor reads older ones.
    comments: comments.items.map(commentJson),
    comments_next_cursor: comments.next_cursor,
    mentions,
    hashtags,
    link_preview: await linkPreview,
  };
}
