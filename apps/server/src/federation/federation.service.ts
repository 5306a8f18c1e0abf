import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Temporal } from '@js-temporal/polyfill';
import type { DataSource } from 'typeorm';
import type { Context, DocumentLoader, DocumentLoaderFactory, Federation } from '@fedify/fedify' with { 'resolution-mode': 'import' };
import { APP_CONFIG, AppConfig } from '../config/config';
import { MediaService } from '../media/media.service';
import { ServerBlocksService } from '../moderation/server-blocks.service';
import { ThrottleService } from '../throttle/throttle.service';
import { JobQueue } from '../queue/job-queue';
import { ActorKeys } from './actor-keys';
import { FederationInbox } from './federation-inbox';
import { FederationOutbox } from './federation-outbox';
import { FederationReads } from './federation-reads';
import { Fedify, loadFedify } from './fedify';
import { activityJson, htmlOf, ItemObjects } from './item-objects';
import { DatabaseKvStore } from './kv-store';
import { JobMessageQueue } from './job-message-queue';
import { recipientOf } from './remote-accounts';
import { RemoteItems } from './remote-items';

/** What Gatherly tells other servers it is (NodeInfo, the User-Agent of what it sends). */
const SOFTWARE = { name: 'gatherly', version: '0.1.0' };

/** Paths of the fediverse's routes, as other servers address them (the identifier is the username). */
export const FEDERATION_PATHS = {
  actor: '/users/{identifier}',
  outbox: '/users/{identifier}/outbox',
  followers: '/users/{identifier}/followers',
  following: '/users/{identifier}/following',
  nodeInfo: '/nodeinfo/2.1',
} as const;

/** The host of the key a request is signed with (draft-cavage `Signature`, or RFC 9421 `Signature-Input`); null when unsigned. */
function signerHost(headers: Headers): string | null {
  const keyId = /keyid="([^"]+)"/i.exec(headers.get('signature') ?? headers.get('signature-input') ?? '')?.[1];
  return (keyId && URL.parse(keyId)?.host) || null;
}

/**
 * Gatherly as a server of the fediverse (ActivityPub), built on Fedify: every account an actor
 * (Person) found by WebFinger, its collections, its items as Notes and Events, NodeInfo; the
 * inboxes (FederationInbox), whose requests Fedify checks (HTTP Signatures, digests, dates) before
 * anything is read; and the jobs that send what happens here (FederationOutbox). Nothing is built
 * when FEDERATION is off: its routes then answer 404.
 */
@Injectable()
export class FederationService implements OnModuleInit, OnApplicationShutdown {
  private readonly log = new Logger('Federation');
  private federation: Federation<void> | null = null;
  private objects: ItemObjects | null = null;
  private readonly stop = new AbortController();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    private readonly queue: JobQueue,
    private readonly reads: FederationReads,
    private readonly keys: ActorKeys,
    private readonly media: MediaService,
    private readonly inbox: FederationInbox,
    private readonly outbox: FederationOutbox,
    private readonly blocks: ServerBlocksService,
    private readonly remoteItems: RemoteItems,
    private readonly throttle: ThrottleService,
  ) {}

  get enabled(): boolean {
    return this.config.federation.enabled;
  }

  async onModuleInit(): Promise<void> {
    if (!this.enabled) return;
    const fedify = await loadFedify();
    const kv = new DatabaseKvStore(this.db);
    const allowPrivateAddress = this.config.federation.allowPrivateAddresses;
    const userAgent = { software: `Gatherly/${SOFTWARE.version}`, url: new URL(this.config.publicUrl) };
    // Fedify's own loader, its documents cached in the store; JSON-LD contexts are read through it as they are.
    const loader: DocumentLoaderFactory = (options) =>
      fedify.kvCache({ loader: fedify.getDocumentLoader({ allowPrivateAddress, userAgent, ...options }), kv, prefix: ['_fedify', 'remoteDocument'] });
    const federation = fedify.createFederation<void>({
      kv,
      queue: new JobMessageQueue(this.queue),
      manuallyStartQueue: true,
      // Ids and links are made from PUBLIC_URL whatever the request's Host said.
      origin: this.config.publicUrl,
      allowPrivateAddress,
      userAgent,
      // Nothing is fetched from a blocked server, not even from the cache.
      documentLoaderFactory: (options) => this.refusingBlocked(loader(options)),
      contextLoaderFactory: loader,
    });
    const objects = new ItemObjects(fedify, this.config.publicUrl, (key) => this.media.urlOf(key));
    this.dispatch(fedify, federation, objects);
    this.inbox.listen(fedify, federation);
    this.federation = federation;
    this.objects = objects;
    void federation.startQueue(undefined, { signal: this.stop.signal }).catch((error: unknown) => this.log.error(`the federation queue stopped: ${String(error)}`));
    await this.queue.work('federation-follow', (job) => this.outbox.follow(fedify, federation, job, false));
    await this.queue.work('federation-unfollow', (job) => this.outbox.follow(fedify, federation, job, true));
    await this.queue.work('federation-reject', (job) => this.outbox.reject(fedify, federation, job));
    await this.queue.work('federation-item', (job) => this.outbox.item(fedify, federation, objects, job));
    await this.queue.work('federation-join', (job) => this.outbox.join(fedify, federation, job));
    await this.queue.work('federation-rsvp', (job) => this.outbox.rsvp(fedify, federation, job));
    await this.queue.work('federation-avatar', (job) => this.remoteItems.avatar(job));
    await this.queue.work('federation-comment', (job) => this.outbox.comment(fedify, federation, objects, job));
    await this.queue.work('federation-like', (job) => this.outbox.like(fedify, federation, job));
    await this.queue.work('federation-sweep', async () => {
      const swept = await kv.sweep();
      if (swept > 0) this.log.log(`${swept} expired federation entries deleted`);
    });
    await this.queue.schedule('federation-sweep', '23 * * * *');
  }

  onApplicationShutdown(): void {
    this.stop.abort();
  }

  /**
   * Fedify's answer to a request of one of its routes; `otherwise` answers what it does not serve
   * (404, HTML). A request signed with a key of a blocked server is refused (403) before Fedify reads it.
   */
  async fetch(request: Request, otherwise: { notFound: () => Response; notAcceptable: (request: Request) => Response }): Promise<Response> {
    if (!this.federation) return otherwise.notFound();
    const signer = signerHost(request.headers);
    if (signer && (await this.blocks.isBlocked(signer))) return new Response(null, { status: 403 });
    // Each server's posts to the inboxes are paced (by the host its key names, before the key is fetched): what it sends too fast it sends again later.
    if (signer && request.method === 'POST') {
      const wait = await this.throttle.waitFor('federation-inbox:server', { points: this.config.federation.inboxPerMinute, seconds: 60 }, signer);
      if (wait > 0) return new Response(null, { status: 429, headers: { 'retry-after': String(wait) } });
    }
    return this.federation.fetch(request, { contextData: undefined, onNotFound: otherwise.notFound, onNotAcceptable: otherwise.notAcceptable });
  }

  /** An item as a Note or an Event (JSON-LD), for GET /items/:id; null when there is none to show. */
  async itemDocument(id: string): Promise<Record<string, unknown> | null> {
    if (!this.objects) return null;
    const item = await this.reads.item(id);
    if (!item) return null;
    return activityJson(this.objects.object(item), item);
  }

  /** A comment of someone here as a Note replying to its item (JSON-LD), for GET /comments/:id; null when there is none to show. */
  async commentDocument(id: string): Promise<Record<string, unknown> | null> {
    if (!this.objects) return null;
    const comment = await this.reads.comment(id);
    return comment ? activityJson(this.objects.reply(comment)) : null;
  }

  /** The author's username of a comment anyone may see, to send a browser to their profile. */
  async commentAuthorOf(id: string): Promise<string | null> {
    return (await this.reads.comment(id))?.authorUsername ?? null;
  }

  /** The author's username of an item anyone may see, to send a browser to their profile. */
  async authorOf(id: string): Promise<string | null> {
    return (await this.reads.item(id))?.authorUsername ?? null;
  }

  /** `loader`, refusing every document of a blocked server. */
  private refusingBlocked(loader: DocumentLoader): DocumentLoader {
    return async (url) => {
      const { host } = new URL(url);
      if (await this.blocks.isBlocked(host)) throw new Error(`${host} is blocked`);
      return loader(url);
    };
  }

  private dispatch(fedify: Fedify, federation: Federation<void>, objects: ItemObjects): void {
    const { Create, Endpoints, Image, Person } = fedify;
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
              remote ? recipientOf(remote) : { id: ctx.getActorUri(username), inboxId: ctx.getInboxUri(username), endpoints: { sharedInbox: ctx.getInboxUri() } },
            ),
          }
        );
      })
      .setCounter(async (_ctx, identifier) => (await this.reads.actor(identifier))?.followerCount ?? null)
      .setFirstCursor(firstCursor);
    federation
      .setFollowingDispatcher(FEDERATION_PATHS.following, async (ctx, identifier, cursor) => {
        const page = await collection(ctx, 'following', identifier, cursor);
        return page && { ...page, items: page.items.map(({ username, remote }) => (remote ? new URL(remote.actor_url) : ctx.getActorUri(username))) };
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
