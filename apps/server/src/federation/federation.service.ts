import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Temporal } from '@js-temporal/polyfill';
import type { DataSource } from 'typeorm';
import { randomUUID } from 'node:crypto';
import type { Accept, Context, Create, Event, Federation, Follow, InboxContext, Like, Note, Reject, Update } from '@fedify/fedify' with { 'resolution-mode': 'import' };
import { isUuid, type ContentKindName } from '@gatherly/schema';
import { DomainError } from '../common/errors/domain-error';
import { APP_CONFIG, AppConfig } from '../config/config';
import { EngagementService } from '../content/engagement/engagement.service';
import { MediaService } from '../media/media.service';
import { FollowsService } from '../profiles/follows.service';
import { JobQueue } from '../queue/job-queue';
import type { Jobs } from '../queue/jobs';
import { ActorKeys } from './actor-keys';
import { activityJson, htmlOf, ItemObjects, PUBLIC_AUDIENCE } from './item-objects';
import { FederationReads } from './federation-reads';
import { Fedify, loadFedify } from './fedify';
import { DatabaseKvStore } from './kv-store';
import { JobMessageQueue } from './job-message-queue';
import { RemoteAccounts } from './remote-accounts';
import { RemoteItems } from './remote-items';

/** What Gatherly tells other servers it is (NodeInfo, the User-Agent of what it sends). */
const SOFTWARE = { name: 'gatherly', version: '0.1.0' };

/** Paths of the fediverse's routes, as other servers address them (the identifier is the username). */
export const FEDERATION_PATHS = {
  actor: '/users/{identifier}',
  inbox: '/users/{identifier}/inbox',
  sharedInbox: '/inbox',
  outbox: '/users/{identifier}/outbox',
  followers: '/users/{identifier}/followers',
  following: '/users/{identifier}/following',
  nodeInfo: '/nodeinfo/2.1',
} as const;

/**
 * Gatherly as a server of the fediverse (ActivityPub), built on Fedify: every account an actor
 * (Person) found by WebFinger, its collections, its items as Notes and Events, NodeInfo, and the
 * inboxes, whose requests Fedify checks (HTTP Signatures, digests, dates) before anything is read.
 * Nothing is built when FEDERATION is off: its routes then answer 404.
 */
@Injectable()
export class FederationService implements OnModuleInit, OnApplicationShutdown {
  private readonly log = new Logger('Federation');
  private federation: Federation<void> | null = null;
  private readonly stop = new AbortController();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    private readonly queue: JobQueue,
    private readonly reads: FederationReads,
    private readonly keys: ActorKeys,
    private readonly media: MediaService,
    private readonly remote: RemoteAccounts,
    private readonly follows: FollowsService,
    private readonly items: RemoteItems,
    private readonly engagement: EngagementService,
  ) {}

  get enabled(): boolean {
    return this.config.federation.enabled;
  }

  async onModuleInit(): Promise<void> {
    if (!this.enabled) return;
    const fedify = await loadFedify();
    const kv = new DatabaseKvStore(this.db);
    const federation = fedify.createFederation<void>({
      kv,
      queue: new JobMessageQueue(this.queue),
      manuallyStartQueue: true,
      // Ids and links are made from PUBLIC_URL whatever the request's Host said.
      origin: this.config.publicUrl,
      allowPrivateAddress: this.config.federation.allowPrivateAddresses,
      userAgent: { software: `Gatherly/${SOFTWARE.version}`, url: new URL(this.config.publicUrl) },
    });
    const objects = new ItemObjects(fedify, this.config.publicUrl, (key) => this.media.urlOf(key));
    this.dispatch(fedify, federation, objects);
    this.federation = federation;
    void federation.startQueue(undefined, { signal: this.stop.signal }).catch((error: unknown) => this.log.error(`the federation queue stopped: ${String(error)}`));
    await this.queue.work('federation-follow', (job) => this.sendFollow(fedify, federation, job, false));
    await this.queue.work('federation-unfollow', (job) => this.sendFollow(fedify, federation, job, true));
    await this.queue.work('federation-item', (job) => this.sendItem(fedify, federation, objects, job));
    await this.queue.work('federation-like', (job) => this.sendLike(fedify, federation, job));
    await this.queue.work('federation-sweep', async () => {
      const swept = await kv.sweep();
      if (swept > 0) this.log.log(`${swept} expired federation entries deleted`);
    });
    await this.queue.schedule('federation-sweep', '23 * * * *');
  }

  onApplicationShutdown(): void {
    this.stop.abort();
  }

  /** Fedify's answer to a request of one of its routes; `otherwise` answers what it does not serve (404, HTML). */
  async fetch(request: Request, otherwise: { notFound: () => Response; notAcceptable: (request: Request) => Response }): Promise<Response> {
    if (!this.federation) return otherwise.notFound();
    return this.federation.fetch(request, { contextData: undefined, onNotFound: otherwise.notFound, onNotAcceptable: otherwise.notAcceptable });
  }

  /** An item as a Note or an Event (JSON-LD), for GET /items/:id; null when there is none to show. */
  async itemDocument(id: string): Promise<Record<string, unknown> | null> {
    if (!this.federation) return null;
    const item = await this.reads.item(id);
    if (!item) return null;
    const objects = new ItemObjects(await loadFedify(), this.config.publicUrl, (key) => this.media.urlOf(key));
    return activityJson(objects.object(item), item);
  }

  /** The author's username of an item anyone may see, to send a browser to their profile. */
  async authorOf(id: string): Promise<string | null> {
    return (await this.reads.item(id))?.authorUsername ?? null;
  }

  /**
   * Sends the Follow of someone here to the server of the account they follow, or its Undo. Nothing
   * when either account is gone (the request went with it).
   */
  private async sendFollow(fedify: Fedify, federation: Federation<void>, job: { followerId: string; followeeId: string; activityId: string }, undo: boolean): Promise<void> {
    const [row]: Array<{ username: string; actor_url: string; inbox_url: string; shared_inbox_url: string | null }> = await this.db.query(
      `SELECT f.username, r.actor_url, r.inbox_url, r.shared_inbox_url FROM accounts f JOIN remote_actors r ON r.account_id = $2 WHERE f.id = $1 AND f.host IS NULL`,
      [job.followerId, job.followeeId],
    );
    if (!row) return;
    const ctx = federation.createContext(new URL(this.config.publicUrl), undefined);
    const actor = ctx.getActorUri(row.username);
    const follow = new fedify.Follow({ id: new URL(job.activityId), actor, object: new URL(row.actor_url) });
    const recipient = { id: new URL(row.actor_url), inboxId: new URL(row.inbox_url), endpoints: row.shared_inbox_url ? { sharedInbox: new URL(row.shared_inbox_url) } : null };
    await ctx.sendActivity({ identifier: row.username }, recipient, undo ? new fedify.Undo({ id: new URL(`${job.activityId}#undo`), actor, object: follow }) : follow);
  }

  /**
   * Someone of another server likes (or no longer likes) an item here: as anyone would, with the
   * same rules (blocks, a suspended author, the pace of likes) and the author told. Refused for
   * good (gone, out of reach), it is dropped; for now (too fast), Fedify tries it again later.
   */
  private async likedFrom(ctx: InboxContext<void>, like: Like, liked: boolean): Promise<void> {
    const itemId = like.objectId ? this.localItemId(like.objectId) : null;
    const actor = itemId && like.actorId ? await like.getActor(ctx) : null;
    const liker = actor && actor.id?.href === like.actorId?.href ? await this.remote.of(actor) : null;
    if (!itemId || !liker) return;
    const [item]: Array<{ kind: ContentKindName }> = await this.db.query('SELECT kind FROM content_items WHERE id = $1 AND remote_url IS NULL', [itemId]);
    if (!item) return;
    const viewer = { accountId: liker.accountId, sessionId: 'federation' };
    try {
      if (liked) await this.engagement.like(viewer, itemId, item.kind);
      else await this.engagement.unlike(viewer, itemId, item.kind);
    } catch (error) {
      if (!(error instanceof DomainError) || error.status === 429 || error.status >= 500) throw error;
    }
  }

  /** The id of an item of this server its URL names (`/items/<id>`), if it does. */
  private localItemId(url: URL): string | null {
    const match = /^\/items\/([0-9a-f-]{36})$/i.exec(url.pathname);
    return url.origin === new URL(this.config.publicUrl).origin && match && isUuid(match[1]) ? match[1] : null;
  }

  /** Sends the server of an item of another server the Like of someone here, or its Undo; nothing once either is gone. */
  private async sendLike(fedify: Fedify, federation: Federation<void>, job: Jobs['federation-like']): Promise<void> {
    const [row]: Array<{ username: string; remote_url: string; actor_url: string; inbox_url: string; shared_inbox_url: string | null }> = await this.db.query(
      `SELECT a.username, i.remote_url, r.actor_url, r.inbox_url, r.shared_inbox_url
         FROM accounts a, content_items i JOIN remote_actors r ON r.account_id = i.author_id
        WHERE a.id = $1 AND a.host IS NULL AND i.id = $2 AND i.remote_url IS NOT NULL`,
      [job.accountId, job.itemId],
    );
    if (!row) return;
    const ctx = federation.createContext(new URL(this.config.publicUrl), undefined);
    const actor = ctx.getActorUri(row.username);
    const like = new fedify.Like({ id: new URL(`${actor.href}#likes/${job.itemId}`), actor, object: new URL(row.remote_url) });
    const recipient = { id: new URL(row.actor_url), inboxId: new URL(row.inbox_url), endpoints: row.shared_inbox_url ? { sharedInbox: new URL(row.shared_inbox_url) } : null };
    await ctx.sendActivity({ identifier: row.username }, recipient, job.liked ? like : new fedify.Undo({ id: new URL(`${like.id!.href}/undo`), actor, object: like }));
  }

  /**
   * The Note or Event a Create or Update brings, when it is its actor's own (attributed to it, on
   * its server) and its actor is an account someone here follows; null for anything else.
   */
  private async sharedBy(ctx: InboxContext<void>, activity: Create | Update): Promise<{ authorId: string; value: Note | Event; isEvent: boolean } | null> {
    const fedify = await loadFedify();
    const actorId = activity.actorId;
    const author = actorId ? await this.remote.byActorUrl(actorId.href) : null;
    if (!actorId || !author || !(await this.items.isFollowedHere(author.accountId))) return null;
    const object = await activity.getObject(ctx);
    const isEvent = object instanceof fedify.Event;
    if (!(object instanceof fedify.Note) && !isEvent) return null;
    if (!object.id || object.id.origin !== actorId.origin || object.attributionId?.href !== actorId.href) return null;
    return { authorId: author.accountId, value: object, isEvent };
  }

  /**
   * Sends the servers of an author's followers there what became of an item: its Create or Update
   * (nothing once it is gone or its author suspended), or its Delete. Each inbox is sent it once,
   * a server's shared inbox for all its followers.
   */
  private async sendItem(fedify: Fedify, federation: Federation<void>, objects: ItemObjects, job: Jobs['federation-item']): Promise<void> {
    const [author]: Array<{ username: string }> = await this.db.query(`SELECT username FROM accounts WHERE id = $1 AND host IS NULL AND suspended_at IS NULL`, [job.authorId]);
    const recipients: Array<{ actor_url: string; inbox_url: string; shared_inbox_url: string | null }> = await this.db.query(
      `SELECT r.actor_url, r.inbox_url, r.shared_inbox_url FROM follows f JOIN remote_actors r ON r.account_id = f.follower_id JOIN accounts a ON a.id = f.follower_id
        WHERE f.followee_id = $1 AND a.suspended_at IS NULL`,
      [job.authorId],
    );
    if (!author || recipients.length === 0) return;
    const ctx = federation.createContext(new URL(this.config.publicUrl), undefined);
    const actor = ctx.getActorUri(author.username);
    const to = recipients.map((row) => ({ id: new URL(row.actor_url), inboxId: new URL(row.inbox_url), endpoints: row.shared_inbox_url ? { sharedInbox: new URL(row.shared_inbox_url) } : null }));
    const id = objects.idOf(job.itemId);
    if (job.activity === 'delete') {
      const deletion = new fedify.Delete({ id: new URL(`${id.href}#delete`), actor, to: new URL(PUBLIC_AUDIENCE), object: new fedify.Tombstone({ id }) });
      await ctx.sendActivity({ identifier: author.username }, to, deletion, { preferSharedInbox: true });
      return;
    }
    const item = await this.reads.item(job.itemId);
    if (!item) return;
    const object = objects.object(item);
    const values = { actor, object, to: object.toId, cc: object.ccId, published: object.published };
    const activity =
      job.activity === 'create'
        ? new fedify.Create({ id: new URL(`${id.href}#create`), ...values })
        : new fedify.Update({ id: new URL(`${id.href}#update/${(item.editedAt ?? item.createdAt).getTime()}`), ...values, updated: object.updated });
    await ctx.sendActivity({ identifier: author.username }, to, activity, { preferSharedInbox: true });
  }

  /**
   * The server of an account someone here asked to follow answered: Accept begins the follow,
   * Reject ends the request (or the follow, when it comes later). The Follow is named by its id,
   * embedded or not, and must be answered by the account it was sent to.
   */
  private async followAnswered(answer: Accept | Reject, accepted: boolean): Promise<void> {
    const followId = answer.objectId?.href;
    const followee = answer.actorId ? await this.remote.byActorUrl(answer.actorId.href) : null;
    if (!followId || !followee) return;
    if (accepted) await this.follows.remoteAccepted(followId, followee.accountId);
    else await this.follows.remoteRefused(followId, followee.accountId);
  }

  /**
   * Someone of another server follows an account here: they follow it as anyone would (the account
   * is told), and their server is answered Accept, or Reject when the account blocks them.
   */
  private async followed(ctx: InboxContext<void>, follow: Follow): Promise<void> {
    const fedify = await loadFedify();
    const target = follow.objectId ? ctx.parseUri(follow.objectId) : null;
    const local = target?.type === 'actor' ? await this.reads.actor(target.identifier) : null;
    const actor = local && follow.id ? await follow.getActor(ctx) : null;
    const follower = actor ? await this.remote.of(actor) : null;
    if (!local || !actor || !follower) return;
    const accepted = await this.follows.followedFrom(follower.accountId, local.id);
    const self = ctx.getActorUri(local.username);
    const answer = { id: new URL(`#${accepted ? 'accept' : 'reject'}/${randomUUID()}`, self), actor: self, object: follow };
    await ctx.sendActivity({ identifier: local.username }, actor, accepted ? new fedify.Accept(answer) : new fedify.Reject(answer));
  }

  /** Someone of another server stops following an account here (their Undo of the Follow). */
  private async unfollowed(ctx: InboxContext<void>, follow: Follow): Promise<void> {
    const target = follow.objectId ? ctx.parseUri(follow.objectId) : null;
    const local = target?.type === 'actor' ? await this.reads.actor(target.identifier) : null;
    const follower = local && follow.actorId ? await this.remote.byActorUrl(follow.actorId.href) : null;
    if (local && follower) await this.follows.unfollowedFrom(follower.accountId, local.id);
  }

  private dispatch(fedify: Fedify, federation: Federation<void>, objects: ItemObjects): void {
    const { Accept, Create, Delete, Endpoints, Follow, Image, Like, Person, Reject, Undo, Update } = fedify;
    const publicUrl = this.config.publicUrl;
    federation
      .setActorDispatcher(FEDERATION_PATHS.actor, async (ctx, identifier) => {
        const actor = await this.reads.actor(identifier);
        if (!actor) return null;
        const keys = await ctx.getActorKeyPairs(identifier);
        return new Person({
          id: ctx.getActorUri(identifier),
          preferredUsername: actor.username,
          name: actor.fullName,
          summary: actor.bio ? htmlOf(actor.bio) : null,
          url: new URL(`/profile/${encodeURIComponent(actor.username)}`, publicUrl),
          icon: actor.profileImage ? new Image({ url: new URL(actor.profileImage, publicUrl) }) : null,
          published: Temporal.Instant.from(actor.createdAt.toISOString()),
          inbox: ctx.getInboxUri(identifier),
          outbox: ctx.getOutboxUri(identifier),
          followers: ctx.getFollowersUri(identifier),
          following: ctx.getFollowingUri(identifier),
          endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
          manuallyApprovesFollowers: false,
          discoverable: actor.indexable,
          indexable: actor.indexable,
          publicKey: keys[0]?.cryptographicKey ?? null,
          assertionMethods: keys.map((key) => key.multikey),
        });
      })
      .mapHandle(async (_ctx, handle) => this.reads.usernameOf(handle))
      .setKeyPairsDispatcher(async (_ctx, identifier) => this.keys.of(identifier));

    // A collection answers with its size and a link to its first page (cursor ''), each page with
    // the next; an account that is no actor has none (404).
    const firstCursor = async (_ctx: unknown, identifier: string) => ((await this.reads.actor(identifier)) ? '' : null);
    const collection = async (ctx: Context<void>, side: 'followers' | 'following', identifier: string, cursor: string | null) => {
      if (cursor === null || !(await this.reads.actor(identifier))) return null;
      const page = await this.reads.follows(identifier, side, cursor || null);
      return { items: page.items, nextCursor: page.next };
    };
    federation
      .setFollowersDispatcher(FEDERATION_PATHS.followers, async (ctx, identifier, cursor) => {
        const page = await collection(ctx, 'followers', identifier, cursor);
        return (
          page && {
            ...page,
            items: page.items.map(({ username, remote }) =>
              remote
                ? { id: new URL(remote.actorUrl), inboxId: new URL(remote.inboxUrl), endpoints: remote.sharedInboxUrl ? { sharedInbox: new URL(remote.sharedInboxUrl) } : null }
                : { id: ctx.getActorUri(username), inboxId: ctx.getInboxUri(username), endpoints: { sharedInbox: ctx.getInboxUri() } },
            ),
          }
        );
      })
      .setCounter(async (_ctx, identifier) => (await this.reads.actor(identifier))?.followerCount ?? null)
      .setFirstCursor(firstCursor);
    federation
      .setFollowingDispatcher(FEDERATION_PATHS.following, async (ctx, identifier, cursor) => {
        const page = await collection(ctx, 'following', identifier, cursor);
        return page && { ...page, items: page.items.map(({ username, remote }) => (remote ? new URL(remote.actorUrl) : ctx.getActorUri(username))) };
      })
      .setCounter(async (_ctx, identifier) => (await this.reads.actor(identifier))?.followingCount ?? null)
      .setFirstCursor(firstCursor);
    federation
      .setOutboxDispatcher(FEDERATION_PATHS.outbox, async (ctx, identifier, cursor) => {
        if (cursor === null || !(await this.reads.actor(identifier))) return null;
        const page = await this.reads.itemsBy(identifier, cursor || null);
        const items = page.items.map((item) => {
          const object = objects.object(item);
          return new Create({ id: new URL(`#create`, object.id ?? publicUrl), actor: ctx.getActorUri(identifier), to: object.toId, cc: object.ccId, published: object.published, object });
        });
        return { items, nextCursor: page.next };
      })
      .setCounter(async (_ctx, identifier) => ((await this.reads.actor(identifier)) ? this.reads.itemCount(identifier) : null))
      .setFirstCursor(firstCursor);

    federation
      .setInboxListeners(FEDERATION_PATHS.inbox, FEDERATION_PATHS.sharedInbox)
      .on(Follow, (ctx, follow) => this.followed(ctx, follow))
      .on(Undo, async (ctx, undo) => {
        const object = await undo.getObject(ctx);
        if (object instanceof Follow && object.actorId?.href === undo.actorId?.href) await this.unfollowed(ctx, object);
        if (object instanceof Like && object.actorId?.href === undo.actorId?.href) await this.likedFrom(ctx, object, false);
      })
      .on(Create, async (ctx, create) => {
        const object = await this.sharedBy(ctx, create);
        if (object) await this.items.created(object.authorId, object.value, object.isEvent);
      })
      .on(Update, async (ctx, update) => {
        const object = await this.sharedBy(ctx, update);
        if (object) await this.items.updated(object.authorId, object.value, object.isEvent);
      })
      .on(Delete, async (_ctx, deletion) => {
        const author = deletion.actorId ? await this.remote.byActorUrl(deletion.actorId.href) : null;
        const objectId = deletion.objectId;
        if (author && objectId && objectId.origin === deletion.actorId!.origin) await this.items.deleted(author.accountId, objectId.href);
      })
      .on(Like, (ctx, like) => this.likedFrom(ctx, like, true))
      .on(Accept, (_ctx, accept) => this.followAnswered(accept, true))
      .on(Reject, (_ctx, reject) => this.followAnswered(reject, false))
      // Fedify tries an activity that failed again later, with a growing delay.
      .onError((_ctx, error) => this.log.warn(`an activity taken in failed, to be tried again: ${String(error)}`));

    federation.setNodeInfoDispatcher(FEDERATION_PATHS.nodeInfo, async () => {
      const usage = await this.reads.usage();
      return {
        software: { name: SOFTWARE.name, version: fedify.parseSemVer(SOFTWARE.version), homepage: new URL(publicUrl) },
        protocols: ['activitypub'],
        openRegistrations: true,
        usage: { users: { total: usage.users }, localPosts: usage.items, localComments: usage.comments },
      };
    });
  }
}
