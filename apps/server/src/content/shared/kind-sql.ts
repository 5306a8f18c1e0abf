import type { DataSource } from 'typeorm';
import type { ContentKindDefinition, ContentKindRegistry } from './content-kind';

/**
 * SQL that other domains (notifications, moderation, reports) use on items of every kind, built
 * from the registry so that a new kind reaches them without their naming it.
 */
export class KindSql {
  private readonly kinds: readonly ContentKindDefinition[];

  constructor(
    private readonly db: Pick<DataSource, 'getMetadata'>,
    registry: ContentKindRegistry,
  ) {
    this.kinds = Object.values(registry);
  }

  /** The kinds' names as an SQL list, for `kind IN (...)`. */
  names(): string {
    return `(${this.kinds.map((kind) => `'${kind.name}'`).join(', ')})`;
  }

  /** The line of text that stands for the item `item` (an alias of content_items), or null when it has none. */
  preview(item: string): string {
    const cases = this.kinds.map(
      (kind) => `WHEN '${kind.name}' THEN (SELECT own.${kind.previewColumn} FROM ${this.db.getMetadata(kind.entity).tableName} own WHERE own.item_id = ${item}.id)`,
    );
    return `CASE ${item}.kind ${cases.join(' ')} END`;
  }

  /** When the item `item` (an alias of content_items) starts, for kinds that happen at a time; null otherwise. */
  startsAt(item: string): string {
    const cases = this.kinds
      .filter((kind) => kind.startsAtColumn)
      .map((kind) => `WHEN '${kind.name}' THEN (SELECT own.${kind.startsAtColumn} FROM ${this.db.getMetadata(kind.entity).tableName} own WHERE own.item_id = ${item}.id)`);
    return cases.length > 0 ? `CASE ${item}.kind ${cases.join(' ')} END` : 'NULL::timestamptz';
  }
}
