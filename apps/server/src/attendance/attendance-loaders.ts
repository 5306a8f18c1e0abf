import { ATTENDANCE_LIMITS, type RsvpStatus } from '@gatherly/schema';
import type DataLoader from 'dataloader';
import type { ItemLoaders, KindPart } from '../content/shared/content-kind';
import { friendsAnsweredPart, type FriendsAnsweredOf } from '../content/events/friends-answered';
import { notSuspendedSql } from '../common/visibility/visibility-sql';

/**
 * The place in its event's waitlist (1 = next) of the answer `r` (an event_rsvps row), null when
 * not waiting. Suspended people ahead are not counted: they keep their place but are passed over.
 */
export const waitlistPositionSql = (r: string) => `CASE WHEN ${r}.status = 'waitlisted' THEN
  (SELECT count(*) FROM event_rsvps w
    WHERE w.item_id = ${r}.item_id AND w.status = 'waitlisted' AND (w.queued_at, w.account_id) <= (${r}.queued_at, ${r}.account_id)
      AND ${notSuspendedSql('w.account_id')})::int
END`;

/** The viewer's answer to one event: none, or their status and, while waiting, their place in the queue (1 = next). */
export interface RsvpOf {
  rsvp_status: RsvpStatus | null;
  waitlist_position: number | null;
}

/** The people the viewer follows who are going to one event: how many, and the latest few. */
export type FriendsGoingOf = FriendsAnsweredOf;

/** The viewer's answer to an event, a part of events (event.kind.ts): read with a page of events, or batched. */
export const RSVP: KindPart<RsvpOf> = {
  name: 'event-rsvp',
  fields: ['rsvp_status', 'waitlist_position'],
  sql: (viewer) => `(SELECT json_build_object('status', r.status, 'position', ${waitlistPositionSql('r')}) FROM event_rsvps r WHERE r.item_id = i.id AND r.account_id = ${viewer})`,
  parse: (value) => {
    const read = value as { status: RsvpStatus; position: number | null } | null | undefined;
    return { rsvp_status: read?.status ?? null, waitlist_position: read?.position ?? null };
  },
};

/**
 * "Friends going" of an event, a part of events like friends interested: each two index lookups per
 * followee found going. Suspended people are neither counted nor named.
 */
export const FRIENDS_GOING = friendsAnsweredPart('event-friends-going', ['friends_going'], {
  table: 'event_rsvps',
  where: "r.status = 'going'",
  shown: ATTENDANCE_LIMITS.friendsGoingShown,
});

/** The viewer's answers to a page of events, in one statement. */
export function rsvpOf(loaders: ItemLoaders): DataLoader<string, RsvpOf> {
  return loaders.ofPart(RSVP);
}

/** "Friends going" of events, batched: one statement for a page of events. */
export function friendsGoingOf(loaders: ItemLoaders): DataLoader<string, FriendsGoingOf> {
  return loaders.ofPart(FRIENDS_GOING);
}
