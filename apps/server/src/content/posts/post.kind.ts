import type { ContentKindDefinition } from '../shared/content-kind';
import { PostEntity } from './post.entity';
import { PostCommentBody } from './post.inputs';
import { PostCommentJson, PostJson, postJson } from './post.json';
import { Post } from './post.model';

/** Posts: a gallery of images with a caption. */
export const postKind: ContentKindDefinition<Post> = {
  name: 'post',
  plural: 'posts',
  entity: PostEntity,
  model: Post,
  reader: {
    columns: ['caption'],
    fields: (row) => ({ post_id: row.id, post_content: row.caption as string }),
  },
  previewColumn: 'caption',
  toJson: postJson,
  commentBody: PostCommentBody,
  jsonModel: PostJson,
  commentModel: PostCommentJson,
};
