import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PROFILE_MESSAGES } from '@gatherly/schema';
import { DataSource } from 'typeorm';
import type { Viewer } from '../accounts/viewer';
import { DomainError } from '../common/errors/domain-error';
import type { Person, Profile } from '../profiles/profile.models';
import { PERSON_COLUMNS, ProfilesService } from '../profiles/profiles.service';
import { ThrottleService } from '../throttle/throttle.service';

/**
 * Keeping unwanted people out. Muting someone takes their items out of one's feed and their
 * notifications out of one's bell, without telling them or changing anything for them.
 */
@Injectable()
export class SafetyService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly profiles: ProfilesService,
    private readonly throttle: ThrottleService,
  ) {}

  /** Muting twice is the same as muting once; muting oneself is refused. */
  async mute(viewer: Viewer, username: string): Promise<Profile> {
    await this.throttle.consumeForAccount('follow', viewer.accountId);
    const id = await this.profiles.idOf(username);
    if (id === viewer.accountId) throw DomainError.invalid([PROFILE_MESSAGES.cannotMuteSelf]);
    await this.db.query('INSERT INTO mutes (muter_id, muted_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [viewer.accountId, id]);
    return this.profiles.profile(viewer, username);
  }

  async unmute(viewer: Viewer, username: string): Promise<Profile> {
    await this.throttle.consumeForAccount('follow', viewer.accountId);
    const id = await this.profiles.idOf(username);
    await this.db.query('DELETE FROM mutes WHERE muter_id = $1 AND muted_id = $2', [viewer.accountId, id]);
    return this.profiles.profile(viewer, username);
  }

  /** The people the viewer muted, most recently muted first (Settings, Muted accounts). */
  async muted(viewer: Viewer): Promise<Person[]> {
    return this.db.query(
      `SELECT ${PERSON_COLUMNS} FROM mutes m JOIN accounts a ON a.id = m.muted_id WHERE m.muter_id = $1 ORDER BY m.created_at DESC, a.id LIMIT 1000`,
      [viewer.accountId],
    );
  }
}
