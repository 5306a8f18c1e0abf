import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ERROR_CODES, isShippedLanguage, isThemeValue, LANGUAGE_MESSAGES, LIMITS, PROFILE_MESSAGES, storedText, validateProfileBasics, type ContentKindName, type ProfileBasics } from '@gatherly/schema';
import { DataSource } from 'typeorm';
import { AccountEntity } from '../accounts/account.entity';
import type { Viewer } from '../accounts/viewer';
import { DomainError } from '../common/errors/domain-error';
import { likePattern } from '../common/sql/like-pattern';
import { reachableSql } from '../common/visibility/visibility-sql';
import { MediaService } from '../media/media.service';
import { REMOTE_LOOKUP, type RemoteLookup } from '../common/ports/remote-lookup';
import { ThrottleService } from '../throttle/throttle.service';
import type { Person, Profile } from './profile.models';

const EVENT_KIND: ContentKindName = 'event';

/** Columns of a Profile; `a` is the account, $1 the viewer. */
const PROFILE_COLUMNS = `a.id, a.username, a.full_name, a.created_at AS created_on, a.profile_image, a.bio, a.gender, a.theme_preference, a.indexable,
  CASE WHEN a.id = $1 THEN a.language END AS language,
  a.follower_count, a.following_count,
  (SELECT count(*) FROM content_items i WHERE i.author_id = a.id AND i.kind = '${EVENT_KIND}')::int AS events_count,
  EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = $1 AND f.followee_id = a.id) AS is_following,
  EXISTS (SELECT 1 FROM mutes m WHERE m.muter_id = $1 AND m.muted_id = a.id) AS is_muted,
  EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = $1 AND b.blocked_id = a.id) AS is_blocked,
  (SELECT r.actor_url FROM remote_actors r WHERE r.account_id = a.id) AS actor_url,
  EXISTS (SELECT 1 FROM remote_follows rf WHERE rf.follower_id = $1 AND rf.followee_id = a.id AND rf.accepted_at IS NULL) AS follow_requested`;

/** The account `a` has not blocked the viewer ($1): a person who blocked you is, to you, absent. */
const NOT_BLOCKING_VIEWER = 'NOT EXISTS (SELECT 1 FROM blocks bl WHERE bl.blocker_id = a.id AND bl.blocked_id = $1)';

/** A person others can find: verified and not suspended. */
const FINDABLE = 'a.email_verified_at IS NOT NULL AND a.suspended_at IS NULL';

/** Columns of a Person; `a` is the account, $1 the viewer. */
export const PERSON_COLUMNS = `a.id, a.username, a.full_name, a.profile_image,
  EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = $1 AND f.followee_id = a.id) AS is_following`;

export const profileNotFound = () => new DomainError(ERROR_CODES.accountNotFound, [PROFILE_MESSAGES.notFound]);

/**
 * People: their profiles, finding them, and the settings a user makes to their own (bio, gender,
 * photo, theme). Only verified accounts are people; the others cannot log in yet.
 */
@Injectable()
export class ProfilesService {
  private readonly log = new Logger('Profiles');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(MediaService) private readonly media: MediaService,
    private readonly throttle: ThrottleService,
    @Inject(REMOTE_LOOKUP) private readonly remote: RemoteLookup,
  ) {}

  /**
   * The profile of `username` (any case) as the viewer sees it, or null. A name given up by a
   * rename answers the renamed profile while it is kept (username_redirects): its `username` is
   * the current one, for the client to put in the address.
   */
  async find(viewer: Viewer, username: string): Promise<Profile | null> {
    const [row]: Profile[] = await this.db.query(
      `SELECT ${PROFILE_COLUMNS} FROM accounts a
        WHERE a.id = (SELECT id FROM accounts WHERE lower(username) = lower($2)
                      UNION ALL SELECT account_id FROM username_redirects WHERE username_lower = lower($2) AND expires_at > now()
                      LIMIT 1)
          AND ${FINDABLE} AND ${NOT_BLOCKING_VIEWER}`,
      [viewer.accountId, username],
    );
    return row ?? null;
  }

  /** The profile of `username` (any case) as the viewer sees it, or a 404. */
  async profile(viewer: Viewer, username: string): Promise<Profile> {
    const profile = await this.find(viewer, username);
    if (!profile) throw profileNotFound();
    return profile;
  }

  async mine(viewer: Viewer): Promise<Profile> {
    const [row]: Profile[] = await this.db.query(`SELECT ${PROFILE_COLUMNS} FROM accounts a WHERE a.id = $1`, [viewer.accountId]);
    if (!row) throw profileNotFound();
    return row;
  }

  /**
   * The account id of a verified `username` (any case), or a 404; also a 404 when that person
   * blocked `viewer`, for whom they are absent.
   */
  async idOf(username: string, viewer?: Pick<Viewer, 'accountId'>): Promise<string> {
    const [row]: Array<{ id: string }> = await this.db.query(
      `SELECT a.id FROM accounts a WHERE lower(a.username) = lower($2) AND ${FINDABLE} AND ($1::uuid IS NULL OR ${NOT_BLOCKING_VIEWER})`,
      [viewer?.accountId ?? null, username],
    );
    if (!row) throw profileNotFound();
    return row.id;
  }

  /**
   * The account of another server that a handle (`@name@host`) or an actor's URL names, fetched
   * from its server (and kept, as search keeps it); null when none answers, or it is not the
   * viewer's to see (a block, a suspension, a blocked server).
   */
  async lookupRemote(viewer: Viewer, handle: string): Promise<Person | null> {
    const username = await this.remote.usernameOf(handle.slice(0, LIMITS.userSearchQueryLength));
    if (!username) return null;
    const [person]: Person[] = await this.db.query(`SELECT ${PERSON_COLUMNS} FROM accounts a WHERE a.username = $2 AND ${reachableSql('$1', 'a.id')}`, [viewer.accountId, username]);
    return person ?? null;
  }

  /**
   * People whose user name or full name contains the query, ignoring case: the exact user name
   * first, then user names starting with it (in order), then the others whose full name starts
   * with it, then the rest, shorter user names first; 20 at most, and a blank query finds no one.
   * User names starting with the query come from one ordered index range, so a common name among
   * 100k accounts costs a fraction of a millisecond; the "contains" search on trigram indexes only
   * runs when they are fewer than 20. Blocked and suspended accounts are passed over while the
   * candidates are read, so that they never cost a place among the 20. A handle of the fediverse
   * (`@name@host`) or an actor's URL finds that account of another server, fetched from it.
   */
  async search(viewer: Viewer, query: string): Promise<Person[]> {
    const remote = await this.remote.usernameOf(query.slice(0, LIMITS.userSearchQueryLength));
    const text = (remote ?? query).trim().replace(/^@(?=[^@]+@)/, '').toLowerCase().slice(0, LIMITS.userSearchQueryLength);
    if (text === '' || text.includes('\u0000')) return [];
    const pattern = likePattern(text);
    const limit = LIMITS.userSearchResults;
    const starting: Array<{ id: string }> = await this.db.query(
      `SELECT id FROM accounts
        WHERE lower(username) LIKE $1 || '%' AND email_verified_at IS NOT NULL AND ${reachableSql('$2', 'accounts.id')}
        ORDER BY lower(username) USING ~<~ LIMIT ${limit}`,
      [pattern, viewer.accountId],
    );
    const containing: Array<{ id: string }> =
      starting.length < limit
        ? await this.db.query(
            `SELECT id FROM accounts
              WHERE email_verified_at IS NOT NULL AND lower(username) NOT LIKE $1 || '%'
                AND (lower(username) LIKE '%' || $1 || '%' OR lower(full_name) LIKE '%' || $1 || '%')
                AND ${reachableSql('$2', 'accounts.id')}
              ORDER BY lower(full_name) LIKE $1 || '%' DESC, length(username), lower(username)
              LIMIT ${limit - starting.length}`,
            [pattern, viewer.accountId],
          )
        : [];
    return this.db.query(
      `SELECT ${PERSON_COLUMNS} FROM unnest($2::uuid[]) WITH ORDINALITY AS found(id, rank) JOIN accounts a ON a.id = found.id ORDER BY found.rank`,
      [viewer.accountId, [...starting, ...containing].map((row) => row.id)],
    );
  }

  async updateBasics(viewer: Viewer, input: ProfileBasics): Promise<Profile> {
    const problems = validateProfileBasics(input);
    if (problems.length > 0) throw DomainError.invalid(problems);
    await this.throttle.consumeForAccount('profile', viewer.accountId);
    await this.db.getRepository(AccountEntity).update({ id: viewer.accountId }, { bio: storedText(input.bio), gender: storedText(input.gender) });
    return this.mine(viewer);
  }

  async setTheme(viewer: Viewer, theme: unknown): Promise<string> {
    if (!isThemeValue(theme)) throw DomainError.invalid([PROFILE_MESSAGES.themeInvalid]);
    await this.throttle.consumeForAccount('profile', viewer.accountId);
    await this.db.getRepository(AccountEntity).update({ id: viewer.accountId }, { themePreference: theme as string });
    return theme as string;
  }

  /** The language of the viewer's screens, mails and notifications: one the app speaks, else a 400 naming `language`. */
  async setLanguage(viewer: Viewer, language: string): Promise<string> {
    if (!isShippedLanguage(language)) throw DomainError.invalid([LANGUAGE_MESSAGES.languageInvalid]);
    await this.throttle.consumeForAccount('profile', viewer.accountId);
    await this.db.getRepository(AccountEntity).update({ id: viewer.accountId }, { language });
    return language;
  }

  /** Whether others find the viewer's items in search (search/): the viewer's own searches always do. */
  async setIndexable(viewer: Viewer, indexable: boolean): Promise<Profile> {
    await this.throttle.consumeForAccount('profile', viewer.accountId);
    await this.db.getRepository(AccountEntity).update({ id: viewer.accountId }, { indexable });
    return this.mine(viewer);
  }

  /** Stores an uploaded photo (checked, re-encoded, metadata dropped, cut square) and answers its URL. */
  async setPhoto(viewer: Viewer, image: Buffer): Promise<string> {
    await this.throttle.consumeForAccount('profile', viewer.accountId);
    await this.throttle.consumeForAccount('upload', viewer.accountId);
    const url = await this.media.withStoredImages([image], async ([stored]) => {
      const photo = this.media.thumbnailUrlOf(stored.key);
      await this.replacePhoto(viewer, { profileImage: photo, profileImageKey: stored.key });
      return photo;
    });
    return url;
  }

  /** Back to the default image. */
  async removePhoto(viewer: Viewer): Promise<void> {
    await this.throttle.consumeForAccount('profile', viewer.accountId);
    await this.replacePhoto(viewer, { profileImage: null, profileImageKey: null });
  }

  /** Saves the new photo columns, then deletes the files of the photo they replace. */
  private async replacePhoto(viewer: Viewer, photo: Pick<AccountEntity, 'profileImage' | 'profileImageKey'>): Promise<void> {
    const previous = await this.db.transaction(async (manager) => {
      const account = await manager.findOne(AccountEntity, { where: { id: viewer.accountId }, select: { id: true, profileImageKey: true }, lock: { mode: 'pessimistic_write' } });
      await manager.update(AccountEntity, { id: viewer.accountId }, photo);
      return account?.profileImageKey ?? null;
    });
    if (previous) await this.media.removeImages([previous]).catch((error: unknown) => this.log.warn(`could not remove the old photo ${previous}: ${String(error)}`));
  }
}
