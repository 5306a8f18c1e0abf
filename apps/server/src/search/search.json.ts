import { getSchemaPath } from '@nestjs/swagger';
import { CONTENT_KINDS, SEARCH_LIMITS, type ContentKindName } from '@gatherly/schema';
import type { ReferenceObject, SchemaObject } from '@nestjs/swagger';
import { CONTENT_KIND_REGISTRY } from '../content/content-kinds';
import { commentJson, commentModel } from '../content/shared/content-json';
import type { ContentLoaders } from '../content/shared/content-loaders';
import { FIELD_SCHEMAS } from '../openapi/field-schemas';
import { restModel } from '../openapi/rest-model';
import { PersonJson, personJson } from '../profiles/profile.json';
import type { SearchResult, SearchResults } from './search.service';

/** A comment found, as its kind's comments are answered, with the item it is on. */
export const SEARCH_COMMENT_MODELS = Object.fromEntries(
  CONTENT_KINDS.map((kind) => [
    kind,
    commentModel(kind, `Search${kind.charAt(0).toUpperCase()}${kind.slice(1)}CommentJson`, {
      item_id: { ...FIELD_SCHEMAS.uuid, description: `Id of the ${kind} the comment is on (its ${kind}_id).` },
      item_kind: { type: String, enum: [kind], description: 'The kind of the item the comment is on.' },
    }),
  ]),
) as Record<ContentKindName, ReturnType<typeof commentModel>>;

/** A tag found: its name and how many items carry it. */
export const SearchTagJson = restModel('SearchTagJson', {
  name: { type: String, description: 'The tag in its normal form (lower case, accents folded), without #; its page is GET /api/tags/{name}.' },
  item_count: { type: 'integer', description: 'How many items carry it.' },
});

/** The next page's position, as REST answers it. */
export const SearchCursorJson = restModel('SearchCursorJson', {
  cursor: { type: String, description: 'Send as the `cursor` query parameter for the next page, as it came.' },
});

const hit = (type: string, data: SchemaObject | ReferenceObject) => ({
  type: 'object' as const,
  properties: { type: { type: 'string', enum: [type] }, rank: { type: 'number', description: 'How well it matches (higher is better).' }, data },
  required: ['type', 'rank', 'data'],
  additionalProperties: false,
});

/** A result: `type` tells what `data` is, which is that kind's usual JSON. */
export const SEARCH_RESULT: SchemaObject = {
  oneOf: [
    ...Object.values(CONTENT_KIND_REGISTRY).map((kind) => hit(kind.name, { $ref: getSchemaPath(kind.jsonModel) })),
    hit('comment', { oneOf: Object.values(SEARCH_COMMENT_MODELS).map((model) => ({ $ref: getSchemaPath(model) })) }),
    hit('people', { $ref: getSchemaPath(PersonJson) }),
    hit('tag', { $ref: getSchemaPath(SearchTagJson) }),
  ],
};

export const SEARCH_MODELS = [...Object.values(CONTENT_KIND_REGISTRY).map((kind) => kind.jsonModel), ...Object.values(SEARCH_COMMENT_MODELS), PersonJson, SearchTagJson, SearchCursorJson];

export const SEARCH_DESCRIPTION = `Best first (relevance), then newest; ${SEARCH_LIMITS.pageSize} a page.`;

async function dataOf(result: SearchResult, loaders: ContentLoaders): Promise<unknown> {
  if (result.person) return personJson(result.person);
  if (result.tag) return { name: result.tag.name, item_count: result.tag.item_count };
  if (result.comment && result.item) return { ...commentJson(result.comment), item_id: result.item.id, item_kind: result.item.kind };
  if (result.item) return CONTENT_KIND_REGISTRY[result.item.kind].toJson(result.item, loaders);
  throw new Error(`a search result of type ${result.type} carries nothing`);
}

/** The REST answer of a search. */
export async function searchJson(page: SearchResults, loaders: ContentLoaders) {
  const results = await Promise.all(page.results.map(async (result) => ({ type: result.type, rank: result.rank, data: await dataOf(result, loaders) })));
  return { results, next_cursor: page.next_cursor ? { cursor: page.next_cursor } : null };
}
