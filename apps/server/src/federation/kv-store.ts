import type { DataSource } from 'typeorm';
import type { KvKey, KvStore, KvStoreSetOptions } from '@fedify/fedify' with { 'resolution-mode': 'import' };

/**
 * Fedify's key-value store in the table federation_kv, on the application's own connections (their
 * timeouts, their metrics): what it keeps is small and read once per remote key or activity.
 * An entry past its time reads as absent; the federation sweep deletes those.
 */
export class DatabaseKvStore implements KvStore {
  constructor(private readonly db: DataSource) {}

  async get<T = unknown>(key: KvKey): Promise<T | undefined> {
    const rows: Array<{ value: T }> = await this.db.query(`SELECT value FROM federation_kv WHERE key = $1 AND (expires_at IS NULL OR expires_at > now())`, [JSON.stringify(key)]);
    return rows[0]?.value;
  }

  async set(key: KvKey, value: unknown, options?: KvStoreSetOptions): Promise<void> {
    const ttlMs = options?.ttl?.total('millisecond');
    await this.db.query(
      `INSERT INTO federation_kv (key, value, expires_at) VALUES ($1, $2::jsonb, CASE WHEN $3::float8 IS NULL THEN NULL ELSE now() + $3::float8 * interval '1 millisecond' END)
       ON CONFLICT (key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at`,
      [JSON.stringify(key), JSON.stringify(value ?? null), ttlMs ?? null],
    );
  }

  async delete(key: KvKey): Promise<void> {
    await this.db.query(`DELETE FROM federation_kv WHERE key = $1`, [JSON.stringify(key)]);
  }

  /** Deletes the entries past their time; the number deleted. */
  async sweep(): Promise<number> {
    const [, count]: [unknown, number] = await this.db.query(`DELETE FROM federation_kv WHERE expires_at <= now()`);
    return count;
  }
}
