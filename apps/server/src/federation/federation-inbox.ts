import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { Accept, Activity, Create, Event, Federation, Follow, InboxContext, Join, Like, Note, Reject, Update } from '@fedify/fedify' with { 'resolution-mode': 'import' };
import { ATTENDANCE_LIMITS, isUuid, LIMITS, type ContentKindName } from '@gatherly/schema';
import { AttendanceService } from '../attendance/attendance.service';
import { DomainError } from '../common/errors/domain-error';
import { APP_CONFIG, AppConfig } from '../config/config';
import { EngagementService } from '../content/engagement/engagement.service';
import { ServerBlocksService } from '../moderation/server-blocks.service';
import { FollowsService } from '../profiles/follows.service';
import type { Fedify } from './fedify';
import { FederationReads } from './federation-reads';
import { textOfHtml, within } from './html-text';
import { RemoteAccounts } from './remote-accounts';
import { RemoteItems } from './remote-items';

/** The paths of the inboxes: each actor's, and the shared one of this server. */
const INBOX_PATHS = { inbox: '/users/{identifier}/inbox', sharedInbox: '/inbox' } as const;

/**
 * What other servers send this one, once Fedify checked who sent it (its signature, its digest,
 * its date, the signer being its actor): follows, what followed accounts share, replies, likes,
 * joining and leaving events, and the answers to the follows and joins sent. Each is taken under
 * the rules of the same act done here; one that fails is tried again later by Fedify.
 */
@Injectable()
export class FederationInbox {
  private readonly log = new Logger('Federation');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    private readonly reads: FederationReads,
    private readonly remote: RemoteAccounts,
    private readonly follows: FollowsService,
    private readonly items: RemoteItems,
    private readonly engagement: EngagementService,
    private readonly blocks: ServerBlocksService,
    private readonly attendance: AttendanceService,
  ) {}

  listen(fedify: Fedify, federation: Federation<void>): void {
    const { Accept, Create, Delete, Follow, Join, Leave, Like, Reject, Undo, Update } = fedify;
    // What a server sends is heard only while it is not blocked: one taken in before its block and tried later is dropped.
    const heard =
      <T extends Activity>(listener: (ctx: InboxContext<void>, activity: T) => Promise<void>) =>
      async (ctx: InboxContext<void>, activity: T) => {
        if (activity.actorId && !(await this.blocks.isBlocked(activity.actorId.host))) await listener(ctx, activity);
      };
    federation
      .setInboxListeners(INBOX_PATHS.inbox, INBOX_PATHS.sharedInbox)
      .on(Follow, heard((ctx, follow) => this.followed(fedify, ctx, follow)))
      .on(
        Undo,
        heard(async (ctx, undo) => {
          const object = await undo.getObject(ctx);
          if (object instanceof Follow && object.actorId?.href === undo.actorId?.href) await this.unfollowed(ctx, object);
          if (object instanceof Like && object.actorId?.href === undo.actorId?.href) await this.liked(ctx, object, false);
          if (object instanceof Join && object.actorId?.href === undo.actorId?.href) await this.left(object.actorId, object.objectId);
        }),
      )
      .on(
        Create,
        heard(async (ctx, create) => {
          if (await this.replied(fedify, ctx, create)) return;
          const object = await this.sharedBy(fedify, ctx, create);
          if (object) await this.items.created(object.authorId, object.value, object.isEvent);
        }),
      )
      .on(
        Update,
        heard(async (ctx, update) => {
          const object = await this.sharedBy(fedify, ctx, update);
          if (object) await this.items.updated(object.authorId, object.value, object.isEvent);
        }),
      )
      .on(
        Delete,
        heard(async (_ctx, deletion) => {
          const author = deletion.actorId ? await this.remote.byActorUrl(deletion.actorId.href) : null;
          const objectId = deletion.objectId;
          if (!author || !objectId || objectId.origin !== deletion.actorId!.origin) return;
          await this.items.deleted(author.accountId, objectId.href);
          await this.replyDeleted(author.accountId, objectId.href);
        }),
      )
      .on(Like, heard((ctx, like) => this.liked(ctx, like, true)))
      .on(Join, heard((ctx, join) => this.joined(fedify, ctx, join)))
      .on(Leave, heard((_ctx, leave) => this.left(leave.actorId, leave.objectId)))
      .on(Accept, heard((_ctx, accept) => this.followAnswered(accept, true)))
      .on(Reject, heard((_ctx, reject) => this.followAnswered(reject, false)))
      // Fedify tries an activity that failed again later, with a growing delay.
      .onError((_ctx, error) => this.log.warn(`an activity taken in failed, to be tried again: ${String(error)}`));
  }

  /**
   * Someone of another server follows an account here: they follow it as anyone would (the account
   * is told), and their server is answered Accept, or Reject when the account blocks them.
   */
  private async followed(fedify: Fedify, ctx: InboxContext<void>, follow: Follow): Promise<void> {
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

  /**
   * Someone of another server asks to go to an event here (their server's Join, as Mobilizon sends
   * it): under the rules of anyone going, answered Accept (a seat), Reject (no seat left, past, out
   * of reach), or nothing yet when its hosts approve guests (their answer is sent then).
   */
  private async joined(fedify: Fedify, ctx: InboxContext<void>, join: Join): Promise<void> {
    const eventId = join.objectId ? this.localItemId(join.objectId) : null;
    const actor = eventId && join.id ? await join.getActor(ctx) : null;
    const guest = actor && actor.id?.href === join.actorId?.href ? await this.remote.of(actor) : null;
    if (!eventId || !guest) return;
    const [event]: Array<{ host: string }> = await this.db.query(
      `SELECT a.username AS host FROM events e JOIN content_items i ON i.id = e.item_id JOIN accounts a ON a.id = i.author_id WHERE e.item_id = $1 AND a.host IS NULL`,
      [eventId],
    );
    if (!event) return;
    const message = within(textOfHtml(join.content?.toString() ?? '').trim(), ATTENDANCE_LIMITS.messageLength);
    const status = await this.asIfHere(() => this.attendance.joinFrom({ accountId: guest.accountId, sessionId: 'federation' }, eventId, join.id!.href, message));
    if (status === 'requested' || status === 'waitlisted') return;
    const self = ctx.getActorUri(event.host);
    const answer = { id: new URL(`#${status === 'going' ? 'accept' : 'reject'}/${randomUUID()}`, self), actor: self, object: join };
    await ctx.sendActivity({ identifier: event.host }, actor!, status === 'going' ? new fedify.Accept(answer) : new fedify.Reject(answer));
  }

  /** Someone of another server no longer goes to an event here (their Leave, or the Undo of their Join): as anyone leaving, a seat freed goes to who waits. */
  private async left(actorId: URL | null, objectId: URL | null): Promise<void> {
    const eventId = objectId ? this.localItemId(objectId) : null;
    const guest = eventId && actorId ? await this.remote.byActorUrl(actorId.href) : null;
    if (eventId && guest) await this.asIfHere(() => this.attendance.leave({ accountId: guest.accountId, sessionId: 'federation' }, eventId));
  }

  /** Someone of another server stops following an account here (their Undo of the Follow). */
  private async unfollowed(ctx: InboxContext<void>, follow: Follow): Promise<void> {
    const target = follow.objectId ? ctx.parseUri(follow.objectId) : null;
    const local = target?.type === 'actor' ? await this.reads.actor(target.identifier) : null;
    const follower = local && follow.actorId ? await this.remote.byActorUrl(follow.actorId.href) : null;
    if (local && follower) await this.follows.unfollowedFrom(follower.accountId, local.id);
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
    if (!accepted && (await this.joinRefused(answer.objectId!, followee.accountId))) return;
    if (accepted) await this.follows.remoteAccepted(followId, followee.accountId);
    else await this.follows.remoteRefused(followId, followee.accountId);
  }

  /**
   * The server of an event of another server refused the Join of someone here (`joinId`, as
   * `joinIdOf` made it), from the event's author: they no longer go. False when it names no such Join.
   */
  private async joinRefused(joinId: URL, authorId: string): Promise<boolean> {
    const match = /^\/users\/([^/]+)$/.exec(joinId.pathname);
    const eventId = /^#joins\/([0-9a-f-]{36})\//i.exec(joinId.hash)?.[1];
    if (!match || !eventId || joinId.origin !== new URL(this.config.publicUrl).origin) return false;
    const [guest]: Array<{ id: string }> = await this.db.query(
      `SELECT a.id FROM accounts a JOIN content_items i ON i.id = $2 AND i.author_id = $3 AND i.remote_url IS NOT NULL WHERE a.username = $1 AND a.host IS NULL`,
      [decodeURIComponent(match[1]), eventId, authorId],
    );
    if (guest) await this.attendance.refusedThere(guest.id, eventId);
    return true;
  }

  /**
   * The Note or Event a Create or Update brings, when it is its actor's own (attributed to it, on
   * its server) and its actor is an account someone here follows; null for anything else.
   */
  private async sharedBy(fedify: Fedify, ctx: InboxContext<void>, activity: Create | Update): Promise<{ authorId: string; value: Note | Event; isEvent: boolean } | null> {
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
   * A reply of someone of another server (a Note in reply to an item here, or to one of another
   * server kept here): kept once as their comment under the item, under the rules of any comment.
   * True for any reply, so that one to something unknown here is not taken for a Note shared.
   */
  private async replied(fedify: Fedify, ctx: InboxContext<void>, create: Create): Promise<boolean> {
    const object = await create.getObject(ctx);
    const target = object instanceof fedify.Note ? object.replyTargetId : null;
    if (!object || !target) return false;
    const actorId = create.actorId;
    if (!actorId || !object.id || object.id.origin !== actorId.origin || object.attributionId?.href !== actorId.href) return true;
    const [item]: Array<{ id: string; kind: ContentKindName }> = await this.db.query('SELECT id, kind FROM content_items WHERE id = $1::uuid OR remote_url = $2', [
      this.localItemId(target),
      target.href,
    ]);
    const actor = item ? await create.getActor(ctx) : null;
    const writer = actor && actor.id?.href === actorId.href ? await this.remote.of(actor) : null;
    if (!item || !writer) return true;
    const text = within(textOfHtml(object.content?.toString() ?? '').trim(), LIMITS.commentLength);
    await this.asIfHere(() => this.engagement.commentFrom({ accountId: writer.accountId, sessionId: 'federation' }, item.id, item.kind, text, object.id!.href));
    return true;
  }

  /** The writer of a reply kept here deleted it: it goes as any comment deleted (its count, its notification). */
  private async replyDeleted(writerId: string, objectId: string): Promise<void> {
    const [comment]: Array<{ id: string }> = await this.db.query('SELECT id FROM comments WHERE remote_url = $1 AND author_id = $2', [objectId, writerId]);
    if (comment) await this.db.transaction((manager) => this.engagement.removeComment(manager, comment.id));
  }

  /**
   * Does what someone of another server asks as if they were here: refused for good (gone, out of
   * reach, invalid), it is dropped (null); refused for now (too fast), Fedify tries it again later.
   */
  private async asIfHere<T>(act: () => Promise<T>): Promise<T | null> {
    try {
      return await act();
    } catch (error) {
      if (!(error instanceof DomainError) || error.status === 429 || error.status >= 500) throw error;
      return null;
    }
  }

  /**
   * Someone of another server likes (or no longer likes) an item here: as anyone would, with the
   * same rules (blocks, a suspended author, the pace of likes) and the author told. Refused for
   * good (gone, out of reach), it is dropped; for now (too fast), Fedify tries it again later.
   */
  private async liked(ctx: InboxContext<void>, like: Like, liked: boolean): Promise<void> {
    const itemId = like.objectId ? this.localItemId(like.objectId) : null;
    const actor = itemId && like.actorId ? await like.getActor(ctx) : null;
    const liker = actor && actor.id?.href === like.actorId?.href ? await this.remote.of(actor) : null;
    if (!itemId || !liker) return;
    const [item]: Array<{ kind: ContentKindName }> = await this.db.query('SELECT kind FROM content_items WHERE id = $1 AND remote_url IS NULL', [itemId]);
    if (!item) return;
    const viewer = { accountId: liker.accountId, sessionId: 'federation' };
    await this.asIfHere(() => (liked ? this.engagement.like(viewer, itemId, item.kind) : this.engagement.unlike(viewer, itemId, item.kind)));
  }

  /** The id of an item of this server its URL names (`/items/<id>`), if it does. */
  private localItemId(url: URL): string | null {
    const match = /^\/items\/([0-9a-f-]{36})$/i.exec(url.pathname);
    return url.origin === new URL(this.config.publicUrl).origin && match && isUuid(match[1]) ? match[1] : null;
  }
}
