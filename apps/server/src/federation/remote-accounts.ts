import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LIMITS } from '@gatherly/schema';
import type { DataSource } from 'typeorm';
import type { Actor } from '@fedify/fedify' with { 'resolution-mode': 'import' };
import { ServerBlocksService } from '../moderation/server-blocks.service';
import { JobQueue } from '../queue/job-queue';
import { textOfHtml, within } from './html-text';

/** The longest display name an account keeps (accounts.full_name). */
const NAME_LENGTH = 100;
/** A user name of the fediverse: its local part, as Mastodon and others allow it. */
const REMOTE_USERNAME = /^[\p{L}\p{N}_.-]{1,64}$/u;

/** Where to deliver to an actor of another server, as remote_actors keeps it. */
export interface RemoteActorRow {
  actor_url: string;
  inbox_url: string;
  shared_inbox_url: string | null;
}

/** An actor of another server as a recipient of what Fedify sends. */
export function recipientOf(row: RemoteActorRow): { id: URL; inboxId: URL; endpoints: { sharedInbox: URL } | null } {
  return { id: new URL(row.actor_url), inboxId: new URL(row.inbox_url), endpoints: row.shared_inbox_url ? { sharedInbox: new URL(row.shared_inbox_url) } : null };
}

export interface RemoteAccount {
  accountId: string;
  /** `<username>@<host>`. */
  username: string;
}

/**
 * Accounts of other servers, each an account row (accounts.host set, no address, no password: it
 * never signs in here) with its actor in remote_actors, so that follows, notifications and lists
 * treat it as anyone else.
 */
@Injectable()
export class RemoteAccounts {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly blocks: ServerBlocksService,
    private readonly queue: JobQueue,
  ) {}

  /**
   * The account of this actor, made the first time it is met and brought up to date after: its
   * name, its bio (its summary as text), its picture (fetched apart), its inboxes. Null for an
   * actor that cannot be one (no id, inbox or valid user name), or of a blocked server.
   */
  async of(actor: Actor): Promise<RemoteAccount | null> {
    const id = actor.id;
    const inbox = actor.inboxId;
    const name = actor.preferredUsername?.toString() ?? '';
    if (!id || !inbox || !REMOTE_USERNAME.test(name) || (await this.blocks.isBlocked(id.host))) return null;
    const username = `${name}@${id.host}`;
    const fullName = (actor.name?.toString() ?? name).replace(/[\u0000-\u001f\u007f]/g, ' ').trim().slice(0, NAME_LENGTH);
    const sharedInbox = actor.endpoints?.sharedInbox?.href ?? null;
    const profile = actor.url instanceof URL ? actor.url.href : (actor.url?.href?.href ?? null);
    const bio = within(textOfHtml(actor.summary?.toString() ?? '').replace(/\s+/g, ' ').trim(), LIMITS.bioLength);
    const icon = await actor.getIcon().catch(() => null);
    const iconLink = icon?.url;
    const iconUrl = iconLink instanceof URL ? iconLink.href : (iconLink?.href?.href ?? null);
    return this.db.transaction(async (manager) => {
      const [known]: Array<{ account_id: string; icon_url: string | null }> = await manager.query('SELECT account_id, icon_url FROM remote_actors WHERE actor_url = $1 FOR UPDATE', [id.href]);
      let accountId = known?.account_id;
      if (accountId) {
        await manager.query('UPDATE accounts SET username = $2, full_name = $3, bio = $4 WHERE id = $1', [accountId, username, fullName, bio]);
      } else {
        const [made]: Array<{ id: string }> = await manager.query(
          `INSERT INTO accounts (email, username, full_name, bio, password_hash, email_verified_at, host) VALUES (NULL, $1, $2, $3, '', now(), $4) RETURNING id`,
          [username, fullName, bio, id.host],
        );
        accountId = made.id;
      }
      await manager.query(
        `INSERT INTO remote_actors (account_id, actor_url, inbox_url, shared_inbox_url, profile_url, icon_url, fetched_at) VALUES ($1, $2, $3, $4, $5, $6, now())
         ON CONFLICT (account_id) DO UPDATE SET inbox_url = excluded.inbox_url, shared_inbox_url = excluded.shared_inbox_url, profile_url = excluded.profile_url,
                                                icon_url = excluded.icon_url, fetched_at = now()`,
        [accountId, id.href, inbox.href, sharedInbox, profile, iconUrl],
      );
      // Its picture is fetched and re-encoded apart, when it changed.
      if ((known?.icon_url ?? null) !== iconUrl) await this.queue.send('federation-avatar', { accountId, url: iconUrl }, manager);
      return { accountId, username };
    });
  }

  /** The account of the actor of this id, if it was met. */
  async byActorUrl(actorUrl: string): Promise<RemoteAccount | null> {
    const [row]: Array<RemoteAccount> = await this.db.query(
      `SELECT a.id AS "accountId", a.username FROM remote_actors r JOIN accounts a ON a.id = r.account_id WHERE r.actor_url = $1`,
      [actorUrl],
    );
    return row ?? null;
  }
}
