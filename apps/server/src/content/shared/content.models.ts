import { Field, ID, Int, InterfaceType, ObjectType, registerEnumType } from '@nestjs/graphql';
import { CONTENT_KINDS, LIMITS, MEDIA_LIMITS, type ContentKindName } from '@gatherly/schema';
import { PageCursor } from '../../common/paging/page-cursor.model';
import { LinkPreview } from '../../link-previews/link-preview.model';
import { Mention } from '../mentions/mention.model';

/** The kinds of content as a GraphQL enum, from the same list as the registry. */
export const ContentKindEnum = Object.fromEntries(CONTENT_KINDS.map((kind) => [kind, kind])) as { [K in ContentKindName]: K };
registerEnumType(ContentKindEnum, {
  name: 'ContentKind',
  description: 'A kind of content.',
  valuesMap: {
    remark: { description: `A short note of text, at most ${LIMITS.remarkLength} characters (Remark).` },
    post: { description: `1 to ${LIMITS.imagesPerItem} images with a caption of at most ${LIMITS.postCaptionLength} characters (Post).` },
    event: { description: 'Something happening at a date, in a place or online (Event).' },
  },
});

@ObjectType({ description: 'A comment on a remark, post or event.' })
export class Comment {
  @Field(() => ID, { description: 'Comment id (remark_comment_id, post_comment_id or event_comment_id in REST).' })
  id: string;

  @Field({ description: `The text, at most ${LIMITS.commentLength} characters; may hold newlines.` })
  comment_content: string;

  @Field({ description: 'When it was written.' })
  created_at: Date;

  @Field({ description: 'User name of its author.' })
  account_username: string;

  @Field(() => String, { nullable: true, description: 'Profile image URL of its author; null when none.' })
  account_profile_image: string | null;

  @Field(() => [Mention], { description: 'The accounts it mentions with @username, in the order written, under their current names; an account deleted, suspended or behind a block is left out.' })
  mentions: Mention[];

  @Field(() => LinkPreview, { nullable: true, description: 'Preview of the first link of its text; null until fetched, or when there is none to show.' })
  link_preview: LinkPreview | null;

  /** Which kind of item it belongs to, for the REST id field name. */
  kind: ContentKindName;
}

@ObjectType({ description: 'A page of comments, oldest first: the newest ones, or those older than a cursor.' })
export class CommentPage {
  @Field(() => [Comment], { description: 'The comments of this page, oldest first.' })
  items: Comment[];

  @Field(() => PageCursor, { nullable: true, description: 'Where the page of older comments starts; null when there are none.' })
  next_cursor: PageCursor | null;
}

@ObjectType({ description: 'An image of a post or an event.' })
export class Media {
  @Field(() => ID, { description: 'Id of the image, the same at every size.' })
  media_id: string;

  @Field({ description: 'URL of the image at display size (WebP).' })
  media_file: string;

  @Field({ description: 'URL of a square thumbnail (WebP).' })
  thumbnail_file: string;

  @Field(() => Int, { description: 'Position in the gallery; 0 is the cover.' })
  display_order: number;

  @Field(() => Int, { description: 'Width of the display image in pixels.' })
  width: number;

  @Field(() => Int, { description: 'Height of the display image in pixels.' })
  height: number;

  @Field(() => String, {
    nullable: true,
    description: `What the image shows, for people who cannot see it: its \`alt\`, at most ${MEDIA_LIMITS.altTextMaxLength} characters; null when its author gave none.`,
  })
  alt_text: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'A BlurHash (blurha.sh) of the image, to draw a blurred placeholder while it loads; null for images stored before hashes were computed.',
  })
  blurhash: string | null;
}

/**
 * What every kind of content shares; counts and comments are resolved in batches per request. An
 * item is read as an instance of its kind's model, which is how GraphQL tells which type it is.
 */
@InterfaceType('ContentItem', { description: 'What remarks, posts and events have in common.' })
export abstract class ContentItem {
  @Field(() => ID, { description: 'Id of the item, the same as remark_id, post_id or event_id.' })
  id: string;

  @Field({ description: 'When it was created.' })
  created_at: Date;

  @Field(() => Date, { nullable: true, description: 'When its author last edited it (text, caption or event details); null when never: clients show "(edited)".' })
  edited_at: Date | null;

  @Field({ description: 'User name of the author.' })
  account_username: string;

  @Field(() => String, { nullable: true, description: 'Profile image URL of the author; null when none.' })
  account_profile_image: string | null;

  @Field({ description: 'Whether it comes from a server of the fediverse other than this one (its author is `name@host`).' })
  is_remote: boolean;

  @Field(() => String, { nullable: true, description: 'Its address on its own server, for an item of another server (where it can be opened); null for an item of this server.' })
  url: string | null;

  @Field(() => Int, { description: 'Number of likes.' })
  like_count: number;

  @Field({ description: 'Whether the signed-in user likes it.' })
  is_liked: boolean;

  @Field(() => Int, { description: 'Number of comments.' })
  comment_count: number;

  @Field(() => CommentPage, { description: 'Its newest comments, oldest first; `after` (a next_cursor) reads the page of older ones.' })
  comments: CommentPage;

  @Field(() => LinkPreview, { nullable: true, description: 'Preview of the first link of its text (for an event, its description, then its name); null until fetched, or when there is none to show.' })
  link_preview: LinkPreview | null;

  @Field(() => [Mention], { description: 'The accounts its text mentions with @username (an event: its description), in the order written, under their current names; an account deleted, suspended or behind a block is left out.' })
  mentions: Mention[];

  /** Internal: the author's account id. */
  authorId: string;

  /** Internal: which kind of item this is. */
  kind: ContentKindName;
}

/**
 * An item as read from its tables, counters included; what the viewer did with it and the lists
 * around it are resolved through the loaders.
 */
export type Row<T extends ContentItem> = Omit<T, 'is_liked' | 'comments' | 'link_preview' | 'media' | 'is_interested' | 'friends_interested' | 'mentions'>;

@ObjectType({ description: 'One page of items, newest first.' })
export class ContentPage {
  @Field(() => [ContentItem], { description: 'The items of this page.' })
  items: Array<Row<ContentItem>>;

  @Field(() => PageCursor, { nullable: true, description: 'Where the next page starts; null on the last page.' })
  next_cursor: PageCursor | null;
}
