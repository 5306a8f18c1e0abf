import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LIMITS, RICH_TEXT_LIMITS } from '@gatherly/schema';
import { DataSource } from 'typeorm';
import type { Viewer } from '../../accounts/viewer';
import { likePattern } from '../../common/sql/like-pattern';
import { reachableSql } from '../../common/visibility/visibility-sql';
import type { Person } from '../../profiles/profile.models';
import { PERSON_COLUMNS } from '../../profiles/profiles.service';

const LIMIT = RICH_TEXT_LIMITS.mentionSuggestions;

/** Accounts one may be offered: verified, not deleted, not the viewer ($1), nobody behind a block either way nor suspended. */
const OFFERED = `a.email_verified_at IS NOT NULL AND a.deleted_at IS NULL AND a.id <> $1 AND ${reachableSql('$1', 'a.id')}`;

/** A user name or a word of the full name starting with the pattern $2. */
const MATCHING = `(lower(a.username) LIKE $2 || '%' OR lower(a.full_name) LIKE $2 || '%' OR lower(a.full_name) LIKE '% ' || $2 || '%')`;

/**
 * The people offered while one types `@name`: those whose user name or a word of whose full name
 * starts with what follows the `@`, the people one follows first; with nothing typed yet, the
 * people one follows, the most recently followed first. Each step reads at most a handful of rows
 * by index, so a keystroke stays cheap however many accounts there are.
 */
@Injectable()
export class MentionSuggestionsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async suggest(viewer: Viewer, query: string | null | undefined): Promise<Person[]> {
    const text = (query ?? '').trim().replace(/^@/, '').toLowerCase().slice(0, LIMITS.userSearchQueryLength);
    if (text.includes('\u0000')) return [];
    const pattern = likePattern(text);
    const followed: Array<{ id: string }> = await this.db.query(
      `SELECT a.id FROM follows f JOIN accounts a ON a.id = f.followee_id
        WHERE f.follower_id = $1 AND ${OFFERED} AND ($2 = '' OR ${MATCHING})
        ORDER BY ${text === '' ? 'f.created_at DESC' : `lower(a.username) LIKE $2 || '%' DESC, lower(a.username)`}
        LIMIT ${LIMIT}`,
      [viewer.accountId, pattern],
    );
    const ids = followed.map((row) => row.id);
    if (text !== '' && ids.length < LIMIT) {
      // Others: user names starting with it first (read in the username index's order), then full names.
      const others: Array<{ id: string }> = await this.db.query(
        `(SELECT a.id, 0 AS rank, lower(a.username) AS name FROM accounts a
           WHERE lower(a.username) LIKE $2 || '%' AND ${OFFERED} AND a.id <> ALL($3::uuid[])
           ORDER BY lower(a.username) USING ~<~ LIMIT ${LIMIT})
         UNION ALL
         (SELECT a.id, 1 AS rank, lower(a.username) AS name FROM accounts a
           WHERE lower(a.username) NOT LIKE $2 || '%' AND (lower(a.full_name) LIKE $2 || '%' OR lower(a.full_name) LIKE '% ' || $2 || '%')
             AND ${OFFERED} AND a.id <> ALL($3::uuid[])
           ORDER BY lower(a.full_name) LIMIT ${LIMIT})
         ORDER BY rank, name LIMIT ${LIMIT - ids.length}`,
        [viewer.accountId, pattern, ids],
      );
      ids.push(...others.map((row) => row.id));
    }
    return this.db.query(`SELECT ${PERSON_COLUMNS} FROM unnest($2::uuid[]) WITH ORDINALITY AS found(id, rank) JOIN accounts a ON a.id = found.id ORDER BY found.rank`, [
      viewer.accountId,
      ids,
    ]);
  }
}
