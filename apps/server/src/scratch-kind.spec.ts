import { getMetadataArgsStorage } from 'typeorm';
import { ModerationService } from './moderation/moderation.service';
import { NotificationsService } from './notifications/notifications.service';
import { ReportsService } from './safety/reports.service';
import { CONTENT_KIND_REGISTRY } from './content/content-kinds';
import type { ContentKindDefinition, ContentKindRegistry } from './content/shared/content-kind';

// A new kind also adds its name to libs/schema's CONTENT_KINDS, of which report target types are
// made; here the scratch name stands in for it past the reports' validation.
jest.mock('@gatherly/schema', () => ({ ...jest.requireActual('@gatherly/schema'), reportProblems: () => [] }));

/**
 * A kind that exists only in this test, added to the registry as a new kind's folder would be: the
 * domains that act on items of every kind (notifications, moderation, reports) reach its table
 * without naming it.
 */
class ScratchEntity {}
const scratch = { name: 'scratch', previewColumn: 'body', entity: ScratchEntity } as unknown as ContentKindDefinition;
const registry = { ...CONTENT_KIND_REGISTRY, scratch } as unknown as ContentKindRegistry;

const tableOf = (entity: unknown) => (entity === ScratchEntity ? 'scratch_notes' : getMetadataArgsStorage().tables.find((table) => table.target === entity)?.name);
const ACCOUNT = '00000000-0000-4000-8000-000000000001';
const viewer = { accountId: ACCOUNT } as never;

/** A database that answers the moderator check and the report's target, and records every statement. */
function recordingDb() {
  const statements: Array<{ sql: string; values: unknown[] }> = [];
  const db = {
    getMetadata: (entity: unknown) => ({ tableName: tableOf(entity) }),
    query: async (sql: string, values: unknown[] = []) => {
      statements.push({ sql, values });
      if (sql.includes(`role = 'moderator'`)) return [{ id: 'moderator', username: 'moderator' }];
      if (sql.includes('AS owner_id')) return [{ owner_id: 'someone else' }];
      if (sql.includes('INSERT INTO reports')) return [{ id: '1', target_type: values[1] }];
      // A page of notifications: none (the test reads its statement, not its entries).
      if (sql.includes('ORDER BY g.latest_id')) return [];
      if (sql.includes('count(*)')) return [{ count: 0 }];
      return [];
    },
  };
  return { db: db as never, statements };
}

const SCRATCH_PREVIEW = /WHEN 'scratch' THEN \(SELECT own\.body FROM scratch_notes own WHERE own\.item_id = i\.id\)/;

it("reaches notifications: an entry shows a line of a scratch item's text", async () => {
  const { db, statements } = recordingDb();
  await new NotificationsService(db, {} as never, {} as never, {} as never, registry).list(viewer, null, 'en');
  expect(statements[0].sql).toMatch(SCRATCH_PREVIEW);
});

it('reaches moderation: a report of a scratch item is joined to it and shows its text', async () => {
  const { db, statements } = recordingDb();
  const cast = {} as never;
  await new ModerationService(db, cast, cast, cast, cast, cast, cast, cast, cast, registry).openReports(viewer, null);
  const reports = statements.find((statement) => statement.sql.includes('FROM reports r'));
  expect(reports?.sql).toMatch(/r\.target_type IN \([^)]*'scratch'\)/);
  expect(reports?.sql).toMatch(SCRATCH_PREVIEW);
});

it('reaches reports: a scratch item can be reported, looked up among the items by its kind', async () => {
  const { db, statements } = recordingDb();
  const throttle = { consumeForAccount: async () => undefined } as never;
  const report = await new ReportsService(db, throttle, registry).report(viewer, { target_type: 'scratch', target_id: '00000000-0000-4000-8000-000000000002', reason: 'spam' });
  expect(report).toMatchObject({ target_type: 'scratch' });
  expect(statements[0]).toEqual({ sql: expect.stringContaining('FROM content_items i WHERE i.id = $2::uuid AND i.kind = $3'), values: [ACCOUNT, '00000000-0000-4000-8000-000000000002', 'scratch'] });
});
