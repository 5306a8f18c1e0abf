import { t } from '../../../../lib/i18n';

/** The viewer's answer to an event, as GraphQL's RsvpStatus names it; null when they have none. */
export type RsvpStatusValue = 'GOING' | 'WAITLISTED' | 'REQUESTED';

/** What the Going control reads of an event. */
export interface GoingFacts {
  rsvp_status: RsvpStatusValue | null;
  event_requires_approval: boolean;
  /** Null when the event has no capacity. */
  seats_left: number | null;
}

/**
 * What the Going control shows: the one button (its element stays while its label changes, so
 * focus stays on it) and, once the viewer has answered, where they stand.
 * `action` is what a press asks of the server: `go` (a seat, the waitlist or a request: the server
 * decides), or `leave` (the seat, the place in the queue or the request).
 */
export interface GoingControlState {
  action: 'go' | 'leave';
  /** The button's label. */
  label: string;
  /** 'You're going', 'On the waitlist · #3', 'Requested'; null before answering. */
  status: string | null;
  /** A press first asks for an optional message to the hosts. */
  asksMessage: boolean;
}

/** The state of the Going control; `position` is the viewer's place in the queue when known. */
export function goingControl(facts: GoingFacts, position?: number | null): GoingControlState {
  switch (facts.rsvp_status) {
    case 'GOING':
      return { action: 'leave', label: t('events.going.leave'), status: t('events.going.going'), asksMessage: false };
    case 'WAITLISTED':
      return {
        action: 'leave',
        label: t('events.going.leaveWaitlist'),
        status: position && position > 0 ? t('events.going.waitlistedAt', { position }) : t('events.going.waitlisted'),
        asksMessage: false,
      };
    case 'REQUESTED':
      return { action: 'leave', label: t('events.going.cancelRequest'), status: t('events.going.requested'), asksMessage: false };
    default:
      if (facts.event_requires_approval) return { action: 'go', label: t('events.going.requestToJoin'), status: null, asksMessage: true };
      if (facts.seats_left !== null && facts.seats_left <= 0) return { action: 'go', label: t('events.going.joinWaitlist'), status: null, asksMessage: false };
      return { action: 'go', label: t('events.going.go'), status: null, asksMessage: false };
  }
}

/** What the event shows of its seats: '12 going · 3 waiting · 2 seats left', 'Full' when none is left. */
export function attendanceText(counts: { going_count: number; waitlist_count: number; seats_left: number | null }): string {
  const parts = [t('events.going.countGoing', { count: counts.going_count })];
  if (counts.waitlist_count > 0) parts.push(t('events.going.countWaiting', { count: counts.waitlist_count }));
  if (counts.seats_left !== null) parts.push(counts.seats_left > 0 ? t('events.going.seatsLeft', { count: counts.seats_left }) : t('events.going.full'));
  return parts.join(' · ');
}

/**
 * Who of the people the viewer follows is going: 'Ada and 2 others you follow are going'.
 * `names` are the few the server names; `count` is all of them. Null when there is no one.
 */
export function friendsGoingText(names: readonly string[], count: number): string | null {
  if (count <= 0) return null;
  const [first, second] = names;
  if (count === 1 && first) return t('events.friends.goingOne', { first });
  if (count === 2 && first && second) return t('events.friends.goingTwo', { first, second });
  if (count > 2 && first) return t('events.friends.goingMany', { first, others: count - 1 });
  return t('events.friends.goingCount', { count });
}

/** A card's short line: '12 going · 2 seats left', '12 going · Full'; null while no one goes to an event without a capacity. */
export function cardAttendanceText(counts: { going_count: number; seats_left: number | null }): string | null {
  if (counts.going_count === 0 && counts.seats_left === null) return null;
  return attendanceText({ ...counts, waitlist_count: 0 });
}
