import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { Activity, Context, Federation, SendActivityOptions } from '@fedify/fedify' with { 'resolution-mode': 'import' };
import { APP_CONFIG, AppConfig } from '../config/config';
import { ServerBlocksService } from '../moderation/server-blocks.service';
import type { Jobs } from '../queue/jobs';
import type { Fedify } from './fedify';
import { FederationReads } from './federation-reads';
import { ItemObjects, PUBLIC_AUDIENCE } from './item-objects';
import { recipientOf, type RemoteActorRow } from './remote-accounts';

/** A new id of a Join of the actor `actor` to the event `eventId` (of another server), which its server's answer names. */
export function joinIdOf(actor: URL, eventId: string): URL {
  return new URL(`${actor.href}#joins/${eventId}/${randomUUID()}`);
}

/**
 * What this server sends other servers, each from a job queued with the change it tells of: a
 * Follow (or its Undo), an item's Create, Update or Delete, a comment's Create or Delete, a Like
 * (or its Undo), the Reject of a follow ended here. Each is signed by
 * the account it is from; Fedify delivers it through the queue, trying again when a server is away.
 */
@Injectable()
export class FederationOutbox {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    private readonly reads: FederationReads,
    private readonly blocks: ServerBlocksService,
  ) {}

  /**
   * Sends the Follow of someone here to the server of the account they follow, or its Undo. Nothing
   * when either account is gone (the request went with it).
   */
  async follow(fedify: Fedify, federation: Federation<void>, job: Jobs['federation-follow'], undo: boolean): Promise<void> {
    const [row]: Array<RemoteActorRow & { username: string }> = await this.db.query(
      `SELECT f.username, r.actor_url, r.inbox_url, r.shared_inbox_url FROM accounts f JOIN remote_actors r ON r.account_id = $2 WHERE f.id = $1 AND f.host IS NULL`,
      [job.followerId, job.followeeId],
    );
    if (!row) return;
    const ctx = this.context(federation);
    const actor = ctx.getActorUri(row.username);
    const follow = new fedify.Follow({ id: new URL(job.activityId), actor, object: new URL(row.actor_url) });
    await this.send(ctx, row.username, [recipientOf(row)], undo ? new fedify.Undo({ id: new URL(`${job.activityId}#undo`), actor, object: follow }) : follow);
  }

  /**
   * Tells the server of a follower there that its follow of someone here ended here: the Reject of
   * its Follow (written out, as Mastodon reads it), signed by the account it followed.
   */
  async reject(fedify: Fedify, federation: Federation<void>, job: Jobs['federation-reject']): Promise<void> {
    const [row]: Array<RemoteActorRow & { username: string }> = await this.db.query(
      `SELECT e.username, r.actor_url, r.inbox_url, r.shared_inbox_url FROM accounts e JOIN remote_actors r ON r.account_id = $1 WHERE e.id = $2 AND e.host IS NULL`,
      [job.followerId, job.followeeId],
    );
    if (!row) return;
    const ctx = this.context(federation);
    const actor = ctx.getActorUri(row.username);
    const follow = new fedify.Follow({ actor: new URL(row.actor_url), object: actor });
    await this.send(ctx, row.username, [recipientOf(row)], new fedify.Reject({ id: new URL(`${actor.href}#rejects/${randomUUID()}`), actor, object: follow }));
  }

  /** Sends the server of an event of another server the Join of someone here, or their Leave, signed by them. */
  async join(fedify: Fedify, federation: Federation<void>, job: Jobs['federation-join']): Promise<void> {
    const row = await this.towardRemoteItem(job.accountId, job.eventId);
    if (!row) return;
    const ctx = this.context(federation);
    const actor = ctx.getActorUri(row.username);
    const values = { actor, object: new URL(row.remote_url) };
    const activity = job.join ? new fedify.Join({ id: joinIdOf(actor, job.eventId), ...values }) : new fedify.Leave({ id: new URL(`${actor.href}#leaves/${job.eventId}/${randomUUID()}`), ...values });
    await this.send(ctx, row.username, [recipientOf(row)], activity);
  }

  /** Answers the Join of someone of another server to an event here as its hosts decided: Accept or Reject, signed by the event's author. */
  async rsvp(fedify: Fedify, federation: Federation<void>, job: Jobs['federation-rsvp']): Promise<void> {
    const [row]: Array<RemoteActorRow & { username: string }> = await this.db.query(
      `SELECT a.username, r.actor_url, r.inbox_url, r.shared_inbox_url FROM content_items i JOIN accounts a ON a.id = i.author_id JOIN remote_actors r ON r.account_id = $2
        WHERE i.id = $1 AND a.host IS NULL`,
      [job.eventId, job.accountId],
    );
    if (!row) return;
    const ctx = this.context(federation);
    const actor = ctx.getActorUri(row.username);
    const join = new fedify.Join({ id: new URL(job.activityId), actor: new URL(row.actor_url), object: new URL(`/items/${job.eventId}`, this.config.publicUrl) });
    const answer = { id: new URL(`#${job.accepted ? 'accept' : 'reject'}/${randomUUID()}`, actor), actor, object: join };
    await this.send(ctx, row.username, [recipientOf(row)], job.accepted ? new fedify.Accept(answer) : new fedify.Reject(answer));
  }

  /**
   * Sends the servers of an author's followers there what became of an item: its Create or Update
   * (nothing once it is gone or its author suspended), or its Delete. Each inbox is sent it once,
   * a server's shared inbox for all its followers.
   */
  async item(fedify: Fedify, federation: Federation<void>, objects: ItemObjects, job: Jobs['federation-item']): Promise<void> {
    const author = await this.speaker(job.authorId);
    const followers: RemoteActorRow[] = await this.db.query(
      `SELECT r.actor_url, r.inbox_url, r.shared_inbox_url FROM follows f JOIN remote_actors r ON r.account_id = f.follower_id JOIN accounts a ON a.id = f.follower_id
        WHERE f.followee_id = $1 AND a.suspended_at IS NULL`,
      [job.authorId],
    );
    if (!author || followers.length === 0) return;
    const ctx = this.context(federation);
    const actor = ctx.getActorUri(author);
    const to = followers.map(recipientOf);
    const id = objects.idOf(job.itemId);
    if (job.activity === 'delete') return this.sendDeletion(fedify, ctx, author, id, to);
    const item = await this.reads.item(job.itemId);
    if (!item) return;
    const object = objects.object(item);
    const values = { actor, object, to: object.toId, cc: object.ccId, published: object.published };
    const activity =
      job.activity === 'create'
        ? new fedify.Create({ id: new URL(`${id.href}#create`), ...values })
        : new fedify.Update({ id: new URL(`${id.href}#update/${(item.editedAt ?? item.createdAt).getTime()}`), ...values, updated: object.updated });
    await this.send(ctx, author, to, activity, { preferSharedInbox: true });
  }

  /**
   * Sends a comment written here as a reply (Create of a Note), or its Delete, to the server of its
   * item when it came from another, and to the servers of the followers there of its writer and of
   * the item's author; each inbox once.
   */
  async comment(fedify: Fedify, federation: Federation<void>, objects: ItemObjects, job: Jobs['federation-comment']): Promise<void> {
    const author = await this.speaker(job.authorId);
    const recipients: RemoteActorRow[] = await this.db.query(
      `SELECT r.actor_url, r.inbox_url, r.shared_inbox_url FROM remote_actors r JOIN accounts a ON a.id = r.account_id
        WHERE a.suspended_at IS NULL
          AND (r.account_id IN (SELECT f.follower_id FROM follows f WHERE f.followee_id = $1 OR f.followee_id = (SELECT author_id FROM content_items WHERE id = $2))
               OR r.account_id = (SELECT author_id FROM content_items WHERE id = $2))`,
      [job.authorId, job.itemId],
    );
    if (!author || recipients.length === 0) return;
    const ctx = this.context(federation);
    const actor = ctx.getActorUri(author);
    const to = recipients.map(recipientOf);
    const id = objects.commentIdOf(job.commentId);
    if (job.activity === 'delete') return this.sendDeletion(fedify, ctx, author, id, to);
    const comment = await this.reads.comment(job.commentId);
    if (!comment) return;
    const note = objects.reply(comment);
    const create = new fedify.Create({ id: new URL(`${id.href}#create`), actor, object: note, to: note.toId, cc: note.ccId, published: note.published });
    await this.send(ctx, author, to, create, { preferSharedInbox: true });
  }

  /** Sends the server of an item of another server the Like of someone here, or its Undo; nothing once either is gone. */
  async like(fedify: Fedify, federation: Federation<void>, job: Jobs['federation-like']): Promise<void> {
    const row = await this.towardRemoteItem(job.accountId, job.itemId);
    if (!row) return;
    const ctx = this.context(federation);
    const actor = ctx.getActorUri(row.username);
    const like = new fedify.Like({ id: new URL(`${actor.href}#likes/${job.itemId}`), actor, object: new URL(row.remote_url) });
    await this.send(ctx, row.username, [recipientOf(row)], job.liked ? like : new fedify.Undo({ id: new URL(`${like.id!.href}/undo`), actor, object: like }));
  }

  /** Someone here (`username`) and an item of another server (its id there) with its author's actor, for what they send it; null once either is gone. */
  private async towardRemoteItem(accountId: string, itemId: string): Promise<(RemoteActorRow & { username: string; remote_url: string }) | null> {
    const [row]: Array<RemoteActorRow & { username: string; remote_url: string }> = await this.db.query(
      `SELECT a.username, i.remote_url, r.actor_url, r.inbox_url, r.shared_inbox_url
         FROM accounts a, content_items i JOIN remote_actors r ON r.account_id = i.author_id
        WHERE a.id = $1 AND a.host IS NULL AND i.id = $2 AND i.remote_url IS NOT NULL`,
      [accountId, itemId],
    );
    return row ?? null;
  }

  /** The username of an account here that may still speak to other servers (not suspended); null otherwise. */
  private async speaker(accountId: string): Promise<string | null> {
    const [account]: Array<{ username: string }> = await this.db.query(`SELECT username FROM accounts WHERE id = $1 AND host IS NULL AND suspended_at IS NULL`, [accountId]);
    return account?.username ?? null;
  }

  /** Sends the Delete of the object `id` (a Tombstone), signed by `sender`, once to each inbox of `to`. */
  private async sendDeletion(fedify: Fedify, ctx: Context<void>, sender: string, id: URL, to: Array<ReturnType<typeof recipientOf>>): Promise<void> {
    const deletion = new fedify.Delete({ id: new URL(`${id.href}#delete`), actor: ctx.getActorUri(sender), to: new URL(PUBLIC_AUDIENCE), object: new fedify.Tombstone({ id }) });
    await this.send(ctx, sender, to, deletion, { preferSharedInbox: true });
  }

  /** Sends `activity` signed by `sender` to `recipients`, but to none of a blocked server (by its actor or its inbox). */
  private async send(ctx: Context<void>, sender: string, recipients: Array<ReturnType<typeof recipientOf>>, activity: Activity, options?: SendActivityOptions): Promise<void> {
    const hostsOf = (recipient: ReturnType<typeof recipientOf>) => [recipient.id.host, recipient.inboxId.host, ...(recipient.endpoints ? [recipient.endpoints.sharedInbox.host] : [])];
    const blocked = await this.blocks.blockedAmong(recipients.flatMap(hostsOf));
    const to = recipients.filter((recipient) => !hostsOf(recipient).some((host) => blocked.has(host)));
    if (to.length > 0) await ctx.sendActivity({ identifier: sender }, to, activity, options);
  }

  /** A context outside any request, for what a job sends. */
  private context(federation: Federation<void>) {
    return federation.createContext(new URL(this.config.publicUrl), undefined);
  }
}
