import type { ContentKindDefinition, ContentKindRegistry } from './content-kind';
import { KindSql } from './kind-sql';

/** A kind that exists only here: what a new kind's folder would add to the registry. */
class ScratchEntity {}
const scratch = { name: 'scratch', previewColumn: 'body', entity: ScratchEntity } as unknown as ContentKindDefinition;
class RemarkEntity {}
const remark = { name: 'remark', previewColumn: 'content', entity: RemarkEntity } as unknown as ContentKindDefinition;

const TABLES = new Map<unknown, string>([
  [ScratchEntity, 'scratch_notes'],
  [RemarkEntity, 'remarks'],
]);
const db = { getMetadata: (entity: unknown) => ({ tableName: TABLES.get(entity) }) } as never;

it('lists every kind of the registry, a scratch one too', () => {
  const sql = new KindSql(db, { remark, scratch } as unknown as ContentKindRegistry);
  expect(sql.names()).toBe(`('remark', 'scratch')`);
});

it("reads an item's line of text from its own kind's table, a scratch one too", () => {
  const sql = new KindSql(db, { remark, scratch } as unknown as ContentKindRegistry);
  expect(sql.preview('i')).toBe(
    `CASE i.kind WHEN 'remark' THEN (SELECT own.content FROM remarks own WHERE own.item_id = i.id) WHEN 'scratch' THEN (SELECT own.body FROM scratch_notes own WHERE own.item_id = i.id) END`,
  );
});

it('reads when an item starts from the kinds that happen at a time, and null for the others', () => {
  const timed = { ...scratch, startsAtColumn: 'starts_at' } as unknown as ContentKindDefinition;
  expect(new KindSql(db, { remark, scratch: timed } as unknown as ContentKindRegistry).startsAt('i')).toBe(
    `CASE i.kind WHEN 'scratch' THEN (SELECT own.starts_at FROM scratch_notes own WHERE own.item_id = i.id) END`,
  );
  expect(new KindSql(db, { remark } as unknown as ContentKindRegistry).startsAt('i')).toBe('NULL::timestamptz');
});
