import { ApiProperty } from '@nestjs/swagger';
import { isRemoteUsername, type Person, type Profile } from './profile.models';
import { THEME_VALUES } from '@gatherly/schema';
import { FIELD_SCHEMAS } from '../openapi/field-schemas';

/** A person in a REST list (spec §3): GraphQL's `id` is `account_id` there. */
export class PersonJson {
  @ApiProperty({ ...FIELD_SCHEMAS.uuid, description: 'Account id.' })
  account_id: string;

  @ApiProperty({ description: 'Unique user name.' })
  username: string;

  @ApiProperty({ description: 'Full name.' })
  full_name: string;

  @ApiProperty({ type: String, nullable: true, description: 'URL of the square profile photo; null for the default image.' })
  profile_image: string | null;

  @ApiProperty({ description: 'Whether the caller follows them.' })
  is_following: boolean;

  @ApiProperty({ description: 'Whether the account is of another server of the fediverse; its user name is then `<username>@<host>`.' })
  is_remote: boolean;
}

/** A profile as REST answers it (spec §3). */
export class ProfileJson extends PersonJson {
  @ApiProperty({ format: 'date-time', description: 'When the account was created.' })
  created_on: string;

  @ApiProperty({ description: 'About them, at most 150 characters; empty when none.' })
  bio: string;

  @ApiProperty({ description: "'male', 'female', a custom text, or empty (prefer not to say)." })
  gender: string;

  @ApiProperty({ enum: THEME_VALUES, description: 'Their colour theme.' })
  theme_preference: string;

  @ApiProperty({ type: String, nullable: true, description: "Their chosen language (a code of GET /api/i18n/languages), shown to themselves alone: null on others' profiles, and on one's own until chosen." })
  language: string | null;

  @ApiProperty({ type: 'integer' })
  follower_count: number;

  @ApiProperty({ type: 'integer' })
  following_count: number;

  @ApiProperty({ type: 'integer', description: 'How many events they created.' })
  events_count: number;

  @ApiProperty({ description: 'Whether the caller muted them.' })
  is_muted: boolean;

  @ApiProperty({ description: 'Whether the caller blocked them.' })
  is_blocked: boolean;

  @ApiProperty({ description: 'Whether others may find their remarks, posts, events and comments in search (GET /api/search).' })
  indexable: boolean;

  @ApiProperty({ type: String, nullable: true, description: 'For an account of another server, the id (URL) of its ActivityPub actor; null for the accounts of this server.' })
  actor_url: string | null;

  @ApiProperty({ description: 'Whether the caller asked to follow this account of another server and its server has not answered yet; is_following becomes true once it accepts.' })
  follow_requested: boolean;
}

/** REST shapes of spec §3: GraphQL's `id` is `account_id` there. */
export function profileJson({ id, ...profile }: Profile): Omit<ProfileJson, 'created_on'> & { created_on: Date } {
  return { account_id: id, ...profile, is_remote: isRemoteUsername(profile.username) };
}

export function personJson({ id, ...person }: Person): PersonJson {
  return { account_id: id, ...person, is_remote: isRemoteUsername(person.username) };
}
