import type { EntityManager } from 'typeorm';

/**
 * Revokes what lets a program in on an account without its password, besides sessions: its
 * personal access tokens, the secret address of its calendar feed and a pending change of its
 * e-mail address. A password reset ends them with the sessions, so that a credential made by
 * whoever knew the old password does not outlive it.
 * The caller ends the sessions too, which closes the account's sockets, the tokens' included.
 */
export async function revokeStandingCredentials(manager: EntityManager, accountId: string): Promise<void> {
  await manager.query('DELETE FROM access_tokens WHERE account_id = $1', [accountId]);
  await manager.query('DELETE FROM calendar_tokens WHERE account_id = $1', [accountId]);
  // A change of e-mail address asked by whoever knew the old password must not move the account afterwards.
  await manager.query(`UPDATE account_tokens SET used_at = now() WHERE account_id = $1 AND purpose = 'change_email' AND used_at IS NULL`, [accountId]);
}
