import { textRef } from './said';

/**
 * Web Push: a device's subscription to the notifications of the account signed in on it, kept by the
 * server and sent through the device's push service (RFC 8030), encrypted for it (RFC 8291) and
 * signed with the server's VAPID key (RFC 8292).
 */
export const PUSH_LIMITS = {
  /** Length of a subscription's endpoint URL at most. */
  endpointMaxLength: 1024,
  /** Length of the name a device gives itself at most ("Chrome on Android"). */
  deviceNameMaxLength: 60,
  /** Devices of one account with push on at most; a new one past it is refused. */
  subscriptionsPerAccount: 20,
  /** Characters of a message or an item's text in a push's body at most. */
  bodyMaxLength: 140,
  /** How long a push service keeps a push for a device that is off (TTL, seconds). */
  ttlSeconds: 24 * 60 * 60,
} as const;

/** The public key of a subscription: base64url of an uncompressed P-256 point (65 bytes, 0x04 first). */
export const isPushPublicKey = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z0-9_-]{86,88}={0,2}$/.test(value) && decodedLength(value) === 65;

/** The authentication secret of a subscription: base64url of 16 bytes. */
export const isPushAuthSecret = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z0-9_-]{22,24}={0,2}$/.test(value) && decodedLength(value) === 16;

function decodedLength(base64url: string): number {
  const bare = base64url.replace(/=+$/, '');
  return Math.floor((bare.length * 3) / 4);
}

export const PUSH_MESSAGES = {
  endpointInvalid: textRef('settings.pushRules.endpointInvalid'),
  keysInvalid: textRef('settings.pushRules.keysInvalid'),
  deviceNameInvalid: textRef('settings.pushRules.deviceNameInvalid', { max: PUSH_LIMITS.deviceNameMaxLength }),
  tooMany: textRef('settings.pushRules.tooMany', { count: PUSH_LIMITS.subscriptionsPerAccount }),
  notFound: textRef('settings.pushRules.notFound'),
  removed: textRef('settings.pushRules.removed'),
} as const;

/** What a push carries, encrypted for the device; its service worker shows it as a notification. */
export interface PushPayload {
  /** The notification's kind, or `message` for a chat message. */
  kind: string;
  /** The notification's title: the sender of a message, else "Gatherly". */
  title: string;
  /** Its text: the message, or the sentence of the notification's entry. */
  body: string;
  /** The app's path it opens, on the app's own origin. */
  url: string;
  /** Pushes of one tag replace each other on the device: one per conversation, one per entry. */
  tag: string;
}
