import { Field, FieldMiddleware, ID, Int, ObjectType } from '@nestjs/graphql';
import { LIMITS } from '@gatherly/schema';
import { PageCursor } from '../common/paging/page-cursor.model';

/** Whether an account is of another server of the fediverse: its user name is `<username>@<host>` (this server's hold no `@`). */
export const isRemoteUsername = (username: string): boolean => username.includes('@');

const remoteOfUsername: FieldMiddleware = ({ source }) => isRemoteUsername((source as { username: string }).username);

@ObjectType({ description: 'A person in a list: followers, following, search results (spec §3).' })
export class Person {
  @Field(() => ID, { description: 'Account id (account_id in REST).' })
  id: string;

  @Field({ description: 'Unique user name.' })
  username: string;

  @Field({ description: `Full name as they wrote it: letters and spaces, ${LIMITS.fullNameMinLength} to ${LIMITS.fullNameMaxLength} characters.` })
  full_name: string;

  @Field(() => String, { nullable: true, description: 'URL of the square profile photo; null for the default image.' })
  profile_image: string | null;

  @Field({ description: 'Whether the signed-in user follows them.' })
  is_following: boolean;

  @Field({ middleware: [remoteOfUsername], description: 'Whether the account is of another server of the fediverse; its user name is then `<username>@<host>`.' })
  is_remote?: boolean;
}

@ObjectType({ description: 'A person as their profile page shows them (spec §3).' })
export class Profile extends Person {
  @Field({ description: 'When the account was created.' })
  created_on: Date;

  @Field({ description: 'About them, at most 150 characters; empty when none.' })
  bio: string;

  @Field({ description: "'male', 'female', a custom text, or empty (prefer not to say)." })
  gender: string;

  @Field({ description: 'Their colour theme, one of the nine theme values.' })
  theme_preference: string;

  @Field(() => String, { nullable: true, description: "Their chosen language (a code of GET /api/i18n/languages), shown to themselves alone: null on others' profiles, and on one's own until chosen." })
  language: string | null;

  @Field(() => Int, { description: 'How many people follow them.' })
  follower_count: number;

  @Field(() => Int, { description: 'How many people they follow.' })
  following_count: number;

  @Field(() => Int, { description: 'How many events they created.' })
  events_count: number;

  @Field({ description: 'Whether the signed-in user muted them (their items and notifications are kept out of the feed and bell).' })
  is_muted: boolean;

  @Field({ description: 'Whether the signed-in user blocked them.' })
  is_blocked: boolean;

  @Field({ description: 'Whether others may find their remarks, posts, events and comments in search (their own searches always do).' })
  indexable: boolean;

  @Field(() => String, { nullable: true, description: 'For an account of another server, the id (URL) of its ActivityPub actor; null for the accounts of this server.' })
  actor_url: string | null;

  @Field({ description: 'Whether the signed-in user asked to follow this account of another server and its server has not answered yet; is_following becomes true once it accepts.' })
  follow_requested: boolean;
}

@ObjectType({ description: 'One page of people, newest first (the latest follow, block or mute).' })
export class PersonPage {
  @Field(() => [Person], { description: 'The people of this page.' })
  items: Person[];

  @Field(() => PageCursor, { nullable: true, description: 'Where the next page starts; null on the last page.' })
  next_cursor: PageCursor | null;
}
