import { commentModel, engagementJson, itemModel, MediaJson, mediaJson } from '../shared/content-json';
import type { Row } from '../shared/content.models';
import type { ItemLoaders } from '../shared/content-kind';
import type { Post } from './post.model';
import { FIELD_SCHEMAS } from '../../openapi/field-schemas';

export const PostCommentJson = commentModel('post');
export const PostJson = itemModel('post', { post_id: FIELD_SCHEMAS.uuid, post_content: { type: String, description: 'The caption.' }, media: { type: [MediaJson] } }, PostCommentJson);

/** A post as REST answers it (spec §3). */
export async function postJson(row: Row<Post>, loaders: ItemLoaders) {
  const [engagement, media] = await Promise.all([engagementJson(row, loaders), loaders.media.load(row.id)]);
  return { post_id: row.post_id, post_content: row.post_content, media: mediaJson(media), ...engagement };
}
