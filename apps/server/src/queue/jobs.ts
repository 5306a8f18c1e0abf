import type { AttendanceNoticeKind, PushPayload } from '@gatherly/schema';
import type { OutgoingMail } from '../mail/outgoing-mail';

/**
 * Every background job and what it carries. Jobs are kept in PostgreSQL (pg-boss), so work queued
 * in a transaction that committed is done even when the process dies right after the commit.
 */
export interface Jobs {
  /** Push a new item into the home timelines of its author's active followers. */
  'feed-fanout': { itemId: string };
  /** Someone followed an author: merge the author's recent items into the follower's timeline. */
  'feed-merge': { followerId: string; followeeId: string };
  /** Someone stopped following an author: take the author's items out of the follower's timeline. */
  'feed-unmerge': { followerId: string; followeeId: string };
  /** Every minute: remind people of the events they are interested in that start within a day. */
  'event-reminders': Record<string, never>;
  /** Carry out an account's deletion once it is due (resumable: each step can run again); queued to start at the due time. */
  'account-deletion': { accountId: string };
  /** Every minute: queue the deletions that are due, should a job have been lost or run early. */
  'account-deletion-sweep': Record<string, never>;
  /** Build the archive of an account's data (rebuilt from scratch when tried again). */
  'data-export': { exportId: string; store?: string; hops?: number };
  /** Every hour: delete the archives that expired. */
  'data-export-sweep': Record<string, never>;
  /** Every hour: drop the hourly tag counts older than trending reads. */
  'hashtag-hours-sweep': Record<string, never>;
  /** Fetch the preview of a link written in a text, and keep it under its URL (a failure too); `attempt` counts from 1. */
  'link-preview': { url: string; attempt?: number };
  /** Every day: make the dates of repeating events that came within the window of dates made ahead. */
  'series-extend': Record<string, never>;
  /** Every morning: the e-mail digest of the day's notifications, to those who want it. */
  'notification-digest': Record<string, never>;
  /** A verification link for the account of this address, if it is still unverified (made when sent); `language`: that of the request which asked for it. */
  'mail-verification': { email: string; language?: string };
  /** A password reset link for the account of this address, if there is one (made when sent), in the language of the request (`language`) unless the account chose one. */
  'mail-password-reset': { email: string; language?: string };
  /** The link that confirms a new e-mail address, for this pending change (made when sent), in the language of the request (`language`) unless the account chose one. */
  'mail-email-change': { tokenId: string; language?: string };
  /** "Your password was changed", composed when the password changed. */
  'mail-password-changed': OutgoingMail;
  /** "New sign-in to Gatherly", composed when a browser and system the account never used signed in. */
  'mail-new-sign-in': OutgoingMail;
  /** A short notice about the account's security (two-factor sign-in turned on or off), composed when it happened. */
  'mail-account-notice': OutgoingMail;
  /** A moderator's decision, told to the account concerned: composed, as what it was about may be gone. */
  'mail-moderation': OutgoingMail;
  /** "Your Gatherly archive is ready", composed when it was. */
  'mail-data-export-ready': OutgoingMail;
  /** A reminder of an event to one person interested in it. */
  'mail-event-reminder': { recipientId: string; itemId: string };
  /** A seat at an event for one person (promoted, or their request approved), their request approved onto the waitlist, or declined. */
  'mail-event-attendance': { recipientId: string; itemId: string; kind: AttendanceNoticeKind };
  /** A host's message to one guest of their event. */
  'mail-event-message': { recipientId: string; eventMessageId: string };
  /** The daily digest of one account's notifications. */
  'mail-digest': { accountId: string };
  /** Tell the people a text mentions who were not told yet: an item's own text (no comment), or a comment on it. */
  'mention-notices': { itemId: string; commentId: string | null };
  /** Push a notification's entry to its recipient's devices, if they want its kind pushed and have not read it by then. */
  'push-notification': { recipientId: string; groupKey: string };
  /** Push chat messages to the devices of those they were written to who want them pushed and have not read them by then. */
  'push-messages': { messageIds: string[] };
  /** A message of Fedify's queue (federation/): an activity to deliver to another server, or one taken in to process. */
  federation: { message: unknown };
  /** Send the Follow `activityId` of someone here to the server of an account there (profiles/follows.service.ts). */
  'federation-follow': { followerId: string; followeeId: string; activityId: string };
  /** Send the Undo of the Follow `activityId`: the follow, or the request of it, was withdrawn. */
  'federation-unfollow': { followerId: string; followeeId: string; activityId: string };
  /** Tell the server of a follower there that its follow of someone here ended here (a follower removed, a block): the Reject of its Follow. */
  'federation-reject': { followerId: string; followeeId: string };
  /** Send the servers of the author's followers there the Create, Update or Delete of an item (content/ tells of it through FEDERATION_WRITES). */
  'federation-item': { itemId: string; authorId: string; activity: 'create' | 'update' | 'delete' };
  /** Send the server of an event of another server the Join of someone here (`join`), or their Leave. */
  'federation-join': { eventId: string; accountId: string; join: boolean };
  /** Answer the Join `activityId` of someone of another server to an event here: Accept, or Reject. */
  'federation-rsvp': { eventId: string; accountId: string; activityId: string; accepted: boolean };
  /** Fetch the picture of an account of another server and keep it, re-encoded, as its photo (none when `url` is null). */
  'federation-avatar': { accountId: string; url: string | null };
  /** Send the Create (a reply to its item) or the Delete of a comment written here, to the servers that hear of its item or its writer. */
  'federation-comment': { commentId: string; itemId: string; authorId: string; activity: 'create' | 'delete' };
  /** Send the server of an item of another server the Like of someone here, or its Undo. */
  'federation-like': { itemId: string; accountId: string; liked: boolean };
  /** Every hour: delete what the federation's key-value store kept past its time. */
  'federation-sweep': Record<string, never>;
  /** Send one push to one device; `waits` counts the push service's Retry-After waited out so far. */
  'push-deliver': { subscriptionId: string; payload: PushPayload; topic?: string; urgency?: 'normal' | 'high'; waits?: number };
}

export type JobName = keyof Jobs;

/**
 * How long a push waits before it is sent: what the person is looking at right now (their
 * notifications, a conversation) is marked read by the app meanwhile, and is not pushed.
 */
export const PUSH_DELAY_SECONDS = 2;

/** Each job of these sends one mail (MailService), counted by kind in the metrics. */
export const MAIL_JOB_NAMES = ['mail-verification', 'mail-password-reset', 'mail-password-changed', 'mail-new-sign-in', 'mail-email-change', 'mail-account-notice', 'mail-moderation', 'mail-data-export-ready', 'mail-event-reminder', 'mail-event-attendance', 'mail-event-message', 'mail-digest'] as const satisfies readonly JobName[];

export const JOB_NAMES: readonly JobName[] = ['feed-fanout', 'feed-merge', 'feed-unmerge', 'event-reminders', 'series-extend', 'hashtag-hours-sweep', 'notification-digest', 'data-export', 'data-export-sweep', 'link-preview', 'account-deletion', 'account-deletion-sweep', 'mention-notices', 'push-notification', 'push-messages', 'push-deliver', 'federation', 'federation-follow', 'federation-unfollow', 'federation-reject', 'federation-item', 'federation-comment', 'federation-avatar', 'federation-rsvp', 'federation-join', 'federation-like', 'federation-sweep', ...MAIL_JOB_NAMES];

/**
 * Queues that differ from the defaults: a mail waits out an SMTP server's outage of up to about an
 * hour (10 tries, 2 s doubling), and a send cut off by a crash is tried again a few minutes later.
 * An archive of a large account may take longer to build than the default quarter of an hour.
 */
export const QUEUE_OPTIONS: Partial<Record<JobName, { retryLimit: number; expireInSeconds: number }>> = Object.fromEntries(
  [...MAIL_JOB_NAMES.map((name) => [name, { retryLimit: 10, expireInSeconds: 120 }]), ['data-export', { retryLimit: 5, expireInSeconds: 60 * 60 }]],
);
