import type { Said } from './said';
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
  notHost: "Only the event's hosts can do this.",
  notCreator: "Only the event's creator can delete it.",
  notCreatorCoHosts: "Only the event's creator can add or remove co-hosts.",
  coHostRemoveForbidden: "Only the event's creator, or the co-host themself, can remove a co-host.",
  coHostUsernameRequired: 'Co-host username is required.',
  coHostUnknown: 'There is no one with this username.',
  coHostSelf: "The event's creator is already its host.",
  coHostNotFollowed: 'You can only add people you follow as co-hosts.',
  coHostUnreachable: 'You cannot add this person as a co-host.',
  tooManyCoHosts: `An event can have at most ${HOSTING_LIMITS.coHosts} co-hosts.`,
  notCoHost: 'This person is not a co-host of this event.',
  messageRequired: 'Message cannot be empty.',
  messageTooLong: `Message must be at most ${HOSTING_LIMITS.messageLength} characters.`,
  audienceInvalid: `Audience must be one of ${GUEST_AUDIENCES.join(', ')}.`,
  messagesForbidden: "Only the event's hosts and guests can read its messages.",
  chatNotOpen: "The event's chat is not open yet.",
  chatJoinForbidden: 'Only people going to the event can join its chat.',
  chatFull: 'This event chat is full.',
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
