import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { ActorKeyAlgorithm } from './actor-key.entity';
import { loadFedify } from './fedify';

/** RSA first: the key of HTTP Signatures (publicKey); Ed25519 for proofs (assertionMethod). */
const ALGORITHMS: readonly ActorKeyAlgorithm[] = ['RSASSA-PKCS1-v1_5', 'Ed25519'];

/** The key pairs of local actors, made the first time one is asked for and kept in actor_keys. */
@Injectable()
export class ActorKeys {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The key pairs of the account of this username (exactly), RSA first; none for no account. */
  async of(username: string, made = false): Promise<CryptoKeyPair[]> {
    const { exportJwk, generateCryptoKeyPair, importJwk } = await loadFedify();
    const stored = await this.stored(username);
    if (stored === null) return [];
    const missing = ALGORITHMS.filter((algorithm) => !stored.some((row) => row.algorithm === algorithm));
    if (missing.length > 0) {
      if (made) return [];
      // Made here, kept by whichever request stores them first.
      const pairs = await Promise.all(missing.map(async (algorithm) => ({ algorithm, pair: await generateCryptoKeyPair(algorithm) })));
      for (const { algorithm, pair } of pairs) {
        await this.db.query(
          `INSERT INTO actor_keys (account_id, algorithm, public_key, private_key)
           SELECT a.id, $2, $3::jsonb, $4::jsonb FROM accounts a WHERE a.username = $1
           ON CONFLICT (account_id, algorithm) DO NOTHING`,
          [username, algorithm, JSON.stringify(await exportJwk(pair.publicKey)), JSON.stringify(await exportJwk(pair.privateKey))],
        );
      }
      return this.of(username, true);
    }
    const byAlgorithm = ALGORITHMS.map((algorithm) => stored.find((row) => row.algorithm === algorithm)!);
    return Promise.all(byAlgorithm.map(async (row) => ({ publicKey: await importJwk(row.publicKey, 'public'), privateKey: await importJwk(row.privateKey, 'private') })));
  }

  private async stored(username: string): Promise<Array<{ algorithm: ActorKeyAlgorithm; publicKey: JsonWebKey; privateKey: JsonWebKey }> | null> {
    const rows: Array<{ algorithm: ActorKeyAlgorithm | null; publicKey: JsonWebKey; privateKey: JsonWebKey }> = await this.db.query(
      `SELECT k.algorithm, k.public_key AS "publicKey", k.private_key AS "privateKey"
         FROM accounts a LEFT JOIN actor_keys k ON k.account_id = a.id WHERE a.username = $1`,
      [username],
    );
    if (rows.length === 0) return null;
    return rows.filter((row): row is { algorithm: ActorKeyAlgorithm; publicKey: JsonWebKey; privateKey: JsonWebKey } => row.algorithm !== null);
  }
}
