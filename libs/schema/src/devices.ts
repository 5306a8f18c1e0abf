import { textRef } from './said';

/** Settings, Sessions: the devices signed in to an account, and the texts about them. */
export const DEVICE_MESSAGES = {
  unknownBrowser: textRef('settings.sessions.unknownBrowser'),
  unknownSystem: textRef('settings.sessions.unknownSystem'),
  notFound: textRef('settings.sessions.notFound'),
  ended: textRef('settings.sessions.ended'),
  othersEnded: textRef('settings.sessions.othersEnded'),
} as const;
