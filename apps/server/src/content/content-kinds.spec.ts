import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getMetadataArgsStorage } from 'typeorm';
import { CONTENT_KIND_DESCRIPTORS } from './content-kinds';

/**
 * The registry is the one list of kinds: the domains that act on items of every kind (moderation,
 * notifications, reports) read it through `CONTENT_KINDS` and `KindSql`, so they name no kind and
 * no kind's table, and a kind added to the registry reaches them (src/scratch-kind.spec.ts adds one).
 */
const READERS = ['moderation/moderation.service.ts', 'notifications/notifications.service.ts', 'safety/reports.service.ts'];

const tableOf = (entity: unknown) => getMetadataArgsStorage().tables.find((table) => table.target === entity)?.name;

describe.each(READERS)('%s', (file) => {
  const source = readFileSync(join(__dirname, '..', file), 'utf8');

  it.each(CONTENT_KIND_DESCRIPTORS.map((kind) => [kind.name, tableOf(kind.entity)] as const))('names neither the %s kind nor its table %s', (name, table) => {
    expect(table).toEqual(expect.any(String));
    expect(source).not.toMatch(new RegExp(`'${name}'`));
    expect(source).not.toMatch(new RegExp(`\\b(JOIN|FROM)\\s+${table}\\b`, 'i'));
  });

  it('reads the kinds from the registry', () => {
    expect(source).toMatch(/@Inject\(CONTENT_KINDS\)/);
  });
});
