/** Settings, Sessions: the devices signed in to an account, and the texts about them. */
export const DEVICE_MESSAGES = {
  unknownBrowser: 'Unknown browser',
  unknownSystem: 'Unknown system',
  notFound: 'Session not found.',
  ended: 'Signed out of that session.',
  othersEnded: 'Signed out of all other sessions.',
} as const;

/** "Chrome 131 on macOS 14": how a session's device reads in the list and in the new sign-in mail. */
export const deviceLabel = (browser: string, os: string) => `${browser} on ${os}`;
