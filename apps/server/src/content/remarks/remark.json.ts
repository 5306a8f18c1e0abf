import { commentModel, engagementJson, itemModel } from '../shared/content-json';
import type { Row } from '../shared/content.models';
import type { ItemLoaders } from '../shared/content-kind';
import type { Remark } from './remark.model';
import { FIELD_SCHEMAS } from '../../openapi/field-schemas';

export const RemarkCommentJson = commentModel('remark');
export const RemarkJson = itemModel('remark', { remark_id: FIELD_SCHEMAS.uuid, remark_content: { type: String } }, RemarkCommentJson);

/** A remark as REST answers it (spec §3). */
export async function remarkJson(row: Row<Remark>, loaders: ItemLoaders) {
  return { remark_id: row.remark_id, remark_content: row.remark_content, ...(await engagementJson(row, loaders)) };
}
