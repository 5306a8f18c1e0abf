import type { ContentKindDefinition } from '../shared/content-kind';
import { RemarkEntity } from './remark.entity';
import { RemarkCommentBody } from './remark.inputs';
import { RemarkCommentJson, RemarkJson, remarkJson } from './remark.json';
import { Remark } from './remark.model';

/** Remarks: a short text and nothing else. */
export const remarkKind: ContentKindDefinition<Remark> = {
  name: 'remark',
  plural: 'remarks',
  entity: RemarkEntity,
  model: Remark,
  reader: {
    columns: ['content'],
    fields: (row) => ({ remark_id: row.id, remark_content: row.content as string }),
  },
  previewColumn: 'content',
  toJson: remarkJson,
  commentBody: RemarkCommentBody,
  jsonModel: RemarkJson,
  commentModel: RemarkCommentJson,
};
