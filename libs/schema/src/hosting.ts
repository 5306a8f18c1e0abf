import { textRef, type Said } from './said';
import { characterCount } from './text';
import { nulProblems } from './content';
import { hiddenCharacterProblems, isBlank, storedText } from './text-rules';

/** Running an event with others: co-hosts, messages to its guests, its chat. */
export const HOSTING_LIMITS = {
  /** Co-hosts of one event, besides its creator. */
  coHosts: 10,
  /** A message to an event's guests. */
  messageLength: 1000,
  /** Messages in one page of an event's messages, newest first. */
  messagesPageSize: 20,
  /**
   * People in an event's chat, hosts included: larger than a group's own limit, as the guests going
   * join it themselves (an event with a capacity below it never fills it); hosts are always let in.
   */
  eventChatMembers: 1000,
} as const;

/** Who a message to an event's guests goes to: those going, those on the waiting list, or both. */
export const GUEST_AUDIENCES = ['going', 'waitlisted', 'all'] as const;
export type GuestAudience = (typeof GUEST_AUDIENCES)[number];

export function isGuestAudience(value: unknown): value is GuestAudience {
  return typeof value === 'string' && (GUEST_AUDIENCES as readonly string[]).includes(value);
}

export const HOSTING_MESSAGES = {
  notHost: textRef('events.hostingRules.notHost'),
  notCreator: textRef('events.hostingRules.notCreator'),
  notCreatorCoHosts: textRef('events.hostingRules.notCreatorCoHosts'),
  coHostRemoveForbidden: textRef('events.hostingRules.coHostRemoveForbidden'),
  coHostUsernameRequired: textRef('events.hostingRules.coHostUsernameRequired'),
  coHostUnknown: textRef('events.hostingRules.coHostUnknown'),
  coHostSelf: textRef('events.hostingRules.coHostSelf'),
  coHostNotFollowed: textRef('events.hostingRules.coHostNotFollowed'),
  coHostUnreachable: textRef('events.hostingRules.coHostUnreachable'),
  tooManyCoHosts: textRef('events.hostingRules.tooManyCoHosts', { max: HOSTING_LIMITS.coHosts }),
  notCoHost: textRef('events.hostingRules.notCoHost'),
  messageRequired: textRef('events.hostingRules.messageRequired'),
  messageTooLong: textRef('events.hostingRules.messageTooLong', { max: HOSTING_LIMITS.messageLength }),
  audienceInvalid: textRef('events.hostingRules.audienceInvalid', { values: GUEST_AUDIENCES.join(', ') }),
  messagesForbidden: textRef('events.hostingRules.messagesForbidden'),
  chatNotOpen: textRef('events.hostingRules.chatNotOpen'),
  chatJoinForbidden: textRef('events.hostingRules.chatJoinForbidden'),
  chatFull: textRef('events.hostingRules.chatFull'),
} as const;

/** Problems of a message to an event's guests: the rules of a comment, with its own length. */
export function validateGuestMessage(content: string): Said[] {
  const text = storedText(content);
  if (isBlank(text)) return [HOSTING_MESSAGES.messageRequired];
  return [
    ...(characterCount(text) > HOSTING_LIMITS.messageLength ? [HOSTING_MESSAGES.messageTooLong] : []),
    ...nulProblems(text),
    ...hiddenCharacterProblems(text, 'message', 'several'),
  ];
}
