import { textRef, type Said } from './said';
import { characterCount } from './text';
import { nulProblems } from './content';
import { LIMITS } from './limits';
import { SINGLE_LINE_MESSAGES, singleLineProblems } from './single-line';
import { hiddenCharacterProblems, isBlank, storedText } from './text-rules';

/** Messages one person may send per second, over every door. */
const SENDS_PER_SECOND = 10;
/** Typing signals one person may send per second (the client sends far fewer). */
const TYPING_PER_SECOND = 5;

/** Chat limits (spec §9 and what mature messengers allow). */
export const CHAT_LIMITS = {
  messageLength: LIMITS.messageLength,
  /** Other people in one conversation, besides its creator. */
  participants: 50,
  conversationNameLength: 100,
  /** Conversations in one page of the list, newest activity first. */
  conversationsPageSize: 20,
  /** Messages in one page of a conversation, newest first. */
  pageSize: 30,
  /** Messages a reconnecting client is sent at most; past that it reloads the conversation. */
  catchUp: 500,
  sendsPerSecond: SENDS_PER_SECOND,
  typingPerSecond: TYPING_PER_SECOND,
  /** Frames one /chat/ socket, or operations one graphql-ws connection, may send per second: both rates above; past them a frame or operation is refused unread. */
  framesPerSecond: SENDS_PER_SECOND + TYPING_PER_SECOND,
  /** Operations (subscriptions included) running at once on one graphql-ws connection; the app holds four. */
  operationsPerConnection: 20,
  /** Chat sockets, both doors together, open at once for one account (tabs, devices, third-party clients). */
  socketsPerAccount: 20,
  /** A socket that has this many frames or operations refused within `refusalWindowMs` is closed. */
  refusalsPerWindow: 30,
  refusalWindowMs: 10_000,
  /** A text message can be unsent by its sender this long after it was sent (10 minutes). */
  unsendWindowSeconds: 600,
} as const;

/** Kinds of message: what someone wrote, or what someone did to the group (shown as a line of its own). */
export const MESSAGE_KINDS = ['text', 'left', 'added', 'renamed'] as const;
export type MessageKindName = (typeof MESSAGE_KINDS)[number];

export const CHAT_MESSAGES = {
  messageBlank: textRef('messages.chatRules.messageBlank'),
  messageTooLong: textRef('messages.chatRules.messageTooLong', { max: LIMITS.messageLength }),
  participantsRequired: textRef('messages.chatRules.participantsRequired'),
  tooManyParticipants: textRef('messages.chatRules.tooManyParticipants', { max: CHAT_LIMITS.participants }),
  participantUnknown: textRef('messages.chatRules.participantUnknown'),
  nameTooLong: textRef('messages.chatRules.nameTooLong', { max: CHAT_LIMITS.conversationNameLength }),
  conversationNotFound: textRef('messages.chatRules.conversationNotFound'),
  messageNotFound: textRef('messages.chatRules.messageNotFound'),
  blocked: textRef('messages.chatRules.blocked'),
  participantsApart: textRef('messages.chatRules.participantsApart'),
  tooFast: textRef('messages.chatRules.tooFast'),
  malformedFrame: textRef('messages.socket.malformedFrame'),
  unknownAction: textRef('messages.socket.unknownAction'),
  clientIdInvalid: textRef('messages.chatRules.clientIdInvalid'),
  tooManyOperations: textRef('messages.chatRules.tooManyOperations', { max: CHAT_LIMITS.operationsPerConnection }),
  tooManySockets: textRef('messages.chatRules.tooManySockets', { max: CHAT_LIMITS.socketsPerAccount }),
  tooManyRefusals: textRef('messages.chatRules.tooManyRefusals'),
  sessionEnded: textRef('messages.chatRules.sessionEnded'),
  tokenExpired: textRef('messages.chatRules.tokenExpired'),
  notAGroup: textRef('messages.chatRules.notAGroup'),
  notYourMessage: textRef('messages.chatRules.notYourMessage'),
  unsendExpired: textRef('messages.chatRules.unsendExpired', { minutes: CHAT_LIMITS.unsendWindowSeconds / 60 }),
  notUnsendable: textRef('messages.chatRules.notUnsendable'),
  alreadyMembers: textRef('messages.chatRules.alreadyMembers'),
} as const;

/** The client's upkeep of its chat socket (spec §9 has no figure for it). */
export const CHAT_SOCKET_TIMING = {
  /** First wait before a reconnection; it doubles with each failed attempt, up to `retryMaxMs`. */
  retryBaseMs: 1_000,
  retryMaxMs: 30_000,
  /** A ping this often; no pong within `pongTimeoutMs` means the socket is dead and is dropped. */
  pingEveryMs: 20_000,
  pongTimeoutMs: 5_000,
} as const;

/** Close codes of the chat sockets (both doors): the client refreshes its token and reconnects. */
export const CHAT_CLOSE_CODES = {
  /** The access token is missing, invalid or expired. */
  unauthenticated: 4401,
  /** The session was logged out or revoked. */
  sessionEnded: 4403,
  /** An access token without the chat scope. */
  scopeMissing: 4430,
  /**
   * Too many: the account already holds `socketsPerAccount` sockets, or this socket kept sending
   * what is refused (`refusalsPerWindow`). graphql-ws clients do not retry after it.
   */
  tooMany: 4429,
  /**
   * The server could not open the socket now (its database did not answer in time, as when it is
   * overloaded): try again in a moment, as after a lost connection. WebSocket's own "Try Again
   * Later", which graphql-ws clients retry.
   */
  tryAgainLater: 1013,
} as const;

/** What a client sends over the /chat/ socket (spec §7). */
export type ChatSocketIn =
  | { action: 'send_message'; conversation: string; content: string }
  | { action: 'typing'; conversation: string; is_typing: boolean }
  | { action: 'unsend_message'; message: string }
  | { action: 'mark_read'; conversation: string; message: string };

/** Checks a message as the server will: as stored (text-rules.ts), never blank, at most 400 characters. */
export function messageProblems(content: string): Said[] {
  const text = storedText(content);
  if (isBlank(text)) return [CHAT_MESSAGES.messageBlank];
  return [...(characterCount(text) > LIMITS.messageLength ? [CHAT_MESSAGES.messageTooLong] : []), ...nulProblems(text), ...hiddenCharacterProblems(text, 'message', 'several')];
}

/** Checks the optional name of a new conversation (trimmed). */
export function conversationNameProblems(name: string): Said[] {
  const text = storedText(name);
  return [
    ...(characterCount(text) > CHAT_LIMITS.conversationNameLength ? [CHAT_MESSAGES.nameTooLong] : []),
    ...singleLineProblems(name, SINGLE_LINE_MESSAGES.conversationName),
    ...hiddenCharacterProblems(text, 'conversationName', 'one'),
    ...nulProblems(name),
  ];
}
