import { textRef } from './said';

/**
 * The archive of everything a person put into Gatherly (their right to portability): asked for in
 * Settings, Your data; built in the background; downloaded by its owner, signed in, for a week.
 */
export const DATA_EXPORT_LIMITS = {
  /** Days after asking for an archive before another may be asked for. */
  intervalDays: 7,
  /** Days an archive is kept once ready; it is deleted then. */
  keepDays: 7,
} as const;

export const DATA_EXPORT_STATUSES = ['pending', 'ready'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** The files of an archive, each described in its README.md. */
export const DATA_EXPORT_FILES: ReadonlyArray<{ name: string; holds: string }> = [
  { name: 'README.md', holds: 'This description of the archive.' },
  { name: 'profile.json', holds: 'Your profile and account details, and your notification settings.' },
  { name: 'following.json', holds: 'The people you follow, with when you followed them.' },
  { name: 'followers.json', holds: 'The people who follow you, with when they followed you.' },
  { name: 'items.json', holds: 'Everything you shared (remarks, posts, events), each with its images (the file in media/ and its description, alt_text, null when none) and its comments.' },
  { name: 'comments.json', holds: 'Your own comments, on anyone’s items.' },
  { name: 'likes.json', holds: 'The items you liked.' },
  { name: 'interests.json', holds: 'The events you are interested in or answered (going, waitlisted, asked to join), with their names and dates.' },
  { name: 'conversations.json', holds: 'Your conversations, with the messages you can see in them.' },
  { name: 'events.ics', holds: 'Your events and the events you are interested in or going to, for any calendar app.' },
  { name: 'media/', holds: 'Your profile photo and the images of what you shared, as stored.' },
];

/** Where the archive's download is offered: the name a browser saves it under. */
export const DATA_EXPORT_FILE_NAME = 'gatherly-archive.zip';

/**
 * The "Your data" screen's texts and the refusals about archives; a day is a `Date` value, written
 * as a day in the reader's language ('5 December 2026' in English, in UTC).
 */
export const DATA_EXPORT_MESSAGES = {
  title: textRef('settings.dataExport.title'),
  explanation: textRef('settings.dataExport.explanation'),
  request: textRef('settings.dataExport.request'),
  preparing: textRef('settings.dataExport.preparing'),
  ready: textRef('settings.dataExport.ready'),
  download: textRef('settings.dataExport.download'),
  expiresOn: (date: Date | string) => textRef('settings.dataExport.expiresOn', { date: new Date(date) }),
  nextOn: (date: Date | string) => textRef('settings.dataExport.nextOn', { date: new Date(date) }),
  /** 429 to a second request within DATA_EXPORT_LIMITS.intervalDays. */
  tooSoon: (date: Date | string) => textRef('settings.dataExport.tooSoon', { days: DATA_EXPORT_LIMITS.intervalDays, date: new Date(date) }),
  notFound: textRef('settings.dataExport.notFound'),
  expired: textRef('settings.dataExport.expired'),
  downloadFailed: textRef('settings.dataExport.downloadFailed'),
} as const;
