import type { ContentKindName } from './content';
import { textRef, type Said, type TextRef } from './said';

/**
 * What a person is told about: someone followed them; liked, commented on or marked interest in
 * what they shared; an event they are interested in or going to starts within a day; they got a
 * seat at an event (promoted from its waitlist, or their request approved); their request was
 * approved while the event was full, so they wait for a seat; someone asks to join an event they
 * host; their request to join was declined; a host wrote to the guests of an event
 * they are going to; someone mentioned them (`@username`) in a text or a comment; someone wrote to
 * them in a chat (`message`: told by push alone, it has no entry in the list).
 */
export const NOTIFICATION_KINDS = ['follow', 'like', 'comment', 'interest', 'event_reminder', 'event_seat', 'event_waitlisted', 'event_request', 'event_declined', 'event_message', 'data_export_ready', 'mention', 'message'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What a person is told of their own answer to an event: a seat, a request approved onto the waitlist, a request declined. */
export type AttendanceNoticeKind = Extract<NotificationKind, 'event_seat' | 'event_waitlisted' | 'event_declined'>;

export const isNotificationKind = (value: unknown): value is NotificationKind => (NOTIFICATION_KINDS as readonly unknown[]).includes(value);

/**
 * Where each kind goes until the person chooses: everything in the app; by e-mail what concerns their
 * own plans (reminders, seats, answered requests, hosts' messages); by push to their devices messages,
 * mentions, new followers, reminders and hosts' messages.
 */
export interface NotificationChannels {
  in_app: boolean;
  email: boolean;
  push: boolean;
}

export type NotificationChannel = keyof NotificationChannels;

/** Kinds told by push alone: a chat message has no entry in the list and no mail. */
export const NOTIFICATION_PUSH_ONLY: readonly NotificationKind[] = ['message'];

export const NOTIFICATION_DEFAULTS: Readonly<Record<NotificationKind, NotificationChannels>> = {
  follow: { in_app: true, email: false, push: true },
  like: { in_app: true, email: false, push: false },
  comment: { in_app: true, email: false, push: false },
  interest: { in_app: true, email: false, push: false },
  event_reminder: { in_app: true, email: true, push: true },
  event_seat: { in_app: true, email: true, push: false },
  event_waitlisted: { in_app: true, email: true, push: false },
  event_request: { in_app: true, email: false, push: false },
  event_declined: { in_app: true, email: true, push: false },
  event_message: { in_app: true, email: true, push: true },
  data_export_ready: { in_app: true, email: true, push: false },
  mention: { in_app: true, email: false, push: true },
  message: { in_app: false, email: false, push: true },
};

/** Kinds mailed one by one as they happen (the rest come together in the daily digest). */
export const NOTIFICATION_MAILED_AT_ONCE: readonly NotificationKind[] = ['event_reminder', 'event_seat', 'event_waitlisted', 'event_declined', 'event_message', 'data_export_ready'];

/** Kinds about no one in particular: their entries name no person, and no block or mute hides them. */
export const NOTIFICATION_ABOUT_NO_ONE: readonly NotificationKind[] = ['event_reminder', 'event_seat', 'event_waitlisted', 'event_declined', 'data_export_ready'];

/** Kinds whose sentence names the event, so an entry shows no line of the item beside it. */
export const NOTIFICATION_NAMING_THE_EVENT: readonly NotificationKind[] = ['event_reminder', 'event_seat', 'event_waitlisted', 'event_declined', 'event_message'];

export const NOTIFICATION_LIMITS = {
  /** Entries in one page of the list. */
  pageSize: 20,
  /** Unread entries counted at most; the bell shows more as '99+'. */
  unreadCountCap: 100,
  /** Names shown in an entry; the rest are counted ('Ada and 3 others'). */
  namedActors: 2,
  /** How long before an event its reminder goes out. */
  reminderLeadHours: 24,
} as const;

export const NOTIFICATION_MESSAGES = {
  empty: textRef('notifications.list.empty'),
  emptyHint: textRef('notifications.list.emptyHint'),
  cursorInvalid: textRef('notifications.problems.cursorInvalid'),
  kindInvalid: textRef('notifications.problems.kindInvalid'),
  pushOnly: textRef('notifications.problems.pushOnly'),
  unsubscribeInvalid: textRef('notifications.problems.unsubscribeInvalid'),
  unsubscribed: textRef('notifications.done.unsubscribed'),
  saved: textRef('notifications.done.saved'),
} as const;

/** The people an entry is about, newest first: 'Ada', 'Ada and Bob', 'Ada and 3 others'. */
export function actorsSaid(names: readonly string[], count: number): Said {
  const first = names[0] ?? textRef('entries.someone');
  if (count <= 1) return first;
  if (count === 2 && names[1]) return textRef('entries.pair', { first, second: names[1] });
  return textRef('entries.others', { first, others: count - 1 });
}

export interface NotificationTextInput {
  kind: NotificationKind;
  /** User names of the newest actors, newest first (at most NOTIFICATION_LIMITS.namedActors are used). */
  actors: readonly string[];
  /** How many people the entry is about in all. */
  actorCount: number;
  itemKind: ContentKindName | null;
  /** The event's name, for reminders, seats, answered requests and hosts' messages. */
  eventName?: string | null;
  /** For reminders: how long (ms) there was until the event when the reminder was sent. */
  startsInMs?: number | null;
}

/** The time left until something starts, as a reminder says it: 'in 25 minutes', 'in 3 hours', 'now'. */
export function timeLeftSaid(ms: number): TextRef {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 1) return textRef('entries.timeLeft.now');
  if (minutes < 60) return textRef('entries.timeLeft.minutes', { count: minutes });
  return textRef('entries.timeLeft.hours', { count: Math.round(minutes / 60) });
}

/**
 * One entry's sentence, grouped as current Mastodon does, for the server (its list, mails and
 * pushes) and the app alike: 'Ada liked your post', 'Ada and Bob followed you', 'Ada and 3 others
 * commented on your remark', 'Harbour jazz starts in 3 hours' (the time left when the reminder was
 * sent), 'You have a seat at Harbour jazz', 'Ada and Bob ask to join your event', 'Your request to
 * join Harbour jazz was declined', 'Ada wrote to the guests of Harbour jazz', 'Ada and Bob mentioned
 * you in a post'.
 */
export function notificationSaid({ kind, actors, actorCount, itemKind, eventName, startsInMs }: NotificationTextInput): TextRef {
  const who = actorsSaid(actors.slice(0, NOTIFICATION_LIMITS.namedActors), actorCount);
  const people = { who, count: Math.max(actorCount, 1), item: itemKind ?? 'other' };
  const event = { named: eventName ? 'yes' : 'no', event: eventName ?? '' };
  switch (kind) {
    case 'follow':
      return textRef('entries.follow', people);
    case 'like':
      return textRef('entries.like', people);
    case 'comment':
      return textRef('entries.comment', people);
    case 'interest':
      return textRef('entries.interest', people);
    case 'event_reminder':
      return textRef('entries.reminder', {
        ...event,
        left: typeof startsInMs === 'number' ? timeLeftSaid(startsInMs) : textRef('entries.timeLeft.within', { count: NOTIFICATION_LIMITS.reminderLeadHours }),
      });
    case 'event_seat':
      return textRef('entries.eventSeat', event);
    case 'event_waitlisted':
      return textRef('entries.eventWaitlisted', event);
    case 'event_request':
      return textRef('entries.eventRequest', people);
    case 'event_declined':
      return textRef('entries.eventDeclined', event);
    case 'event_message':
      return textRef('entries.eventMessage', { ...people, ...event });
    case 'data_export_ready':
      return textRef('entries.dataExportReady');
    case 'mention':
      return textRef('entries.mention', people);
    case 'message':
      return textRef('entries.message', people);
  }
}
