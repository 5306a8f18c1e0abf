import type { ConversationItem_ConversationFragment } from './list/ConversationItem.generated';
import type { MessageItem_MessageFragment } from './conversation/MessageItem.generated';
import { compareMessageIds } from '../../lib/apollo/message-pages';
import { t, type TextId } from '../../lib/i18n';

/**
 * The first `length` characters of a text on one line, with an ellipsis when it was longer
 * (spec §2: list previews, toasts). Counts characters as people see them, not UTF-16 units, so an
 * emoji is never cut in half.
 */
export function truncate(text: string, length: number): string {
  const characters = Array.from(text.replace(/\s+/g, ' ').trim());
  return characters.length > length ? `${characters.slice(0, length).join('')}…` : characters.join('');
}

/**
 * Who sent a message, as the conversation names them: their user name, or "Deleted account" in the
 * language shown for an account that was deleted (it keeps no user name; its messages stay).
 */
export function senderName(sender: Pick<MessageItem_MessageFragment['sender'], 'username'>): string {
  return sender.username === '' ? t('messages.message.deletedAccount') : sender.username;
}

/** 'Ada is typing…', 'Ada and Bob are typing…', 'Ada, Bob and Cy are typing…'; empty when no one is. */
export function typingText(usernames: readonly string[]): string {
  if (usernames.length === 0) return '';
  return t('messages.typing', { count: usernames.length, names: listNames(usernames) });
}

type Summary = Pick<ConversationItem_ConversationFragment, 'id' | 'name' | 'participants' | 'last_message' | 'last_read_message_id' | 'last_activity_at'>;

const same = (a: string, b: string | null) => b !== null && a.toLowerCase() === b.toLowerCase();

/** Everyone in the conversation but the reader. */
export function otherParticipants<T extends { username: string }>(participants: readonly T[], me: string | null): T[] {
  return participants.filter((person) => !same(person.username, me));
}

/** Its name, else the other participants' user names. */
export function conversationTitle(conversation: Pick<Summary, 'name' | 'participants'>, me: string | null): string {
  const name = conversation.name.trim();
  if (name) return name;
  const others = otherParticipants(conversation.participants, me).map((person) => person.username);
  return others.length > 0 ? others.join(t('messages.names.separator')) : t('messages.conversation.untitled');
}

/** 'Ada', 'Ada and Bo', 'Ada, Bo and Cy'. */
export function listNames(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : t('messages.names.pair', { first: names.slice(0, -1).join(t('messages.names.separator')), last: names[names.length - 1] });
}

/** The id of what an unsent message says in its place. */
export const UNSENT_TEXT = 'messages.message.unsent' satisfies TextId;

type Shown = Pick<MessageItem_MessageFragment, 'kind' | 'content' | 'unsent' | 'people' | 'sender'>;

/** What someone did to a group, as its line in the conversation says it; null for a written message. */
export function eventText(message: Shown): string | null {
  const who = senderName(message.sender);
  switch (message.kind) {
    case 'LEFT':
      return t('messages.event.left', { name: who });
    case 'ADDED':
      // Someone who joined a group by themself (an event's guest joining its chat) is both who added and who was added.
      return message.people.length === 1 && message.people[0].username === who ? t('messages.event.joined', { name: who }) : t('messages.event.added', { name: who, people: listNames(message.people.map((person) => person.username)) });
    case 'RENAMED':
      return message.content ? t('messages.event.renamed', { name: who, group: message.content }) : t('messages.event.unnamed', { name: who });
    default:
      return null;
  }
}

/** A message as the list's preview and the toasts tell it: its text, what was done, or that it was unsent. */
export function messageSummary(message: Shown): string {
  if (message.unsent) return t(UNSENT_TEXT);
  return eventText(message) ?? message.content;
}

/** The toast of a conversation one is now in: who started it, or who added one to a group; null for one the reader started. */
export function newConversationText(conversation: Pick<Summary, 'name' | 'last_message'> & { created_by: { username: string } | null }, me: string | null): string | null {
  const last = conversation.last_message;
  if (last?.kind === 'ADDED' && !same(last.sender.username, me)) {
    const name = conversation.name.trim();
    return name ? t('messages.toast.addedToGroup', { name: last.sender.username, group: name }) : t('messages.toast.addedToUnnamedGroup', { name: last.sender.username });
  }
  const by = conversation.created_by;
  if (by && same(by.username, me)) return null;
  return by ? t('messages.toast.started', { name: by.username }) : t('messages.toast.created');
}

/** Someone else wrote after the last message the reader has seen. */
export function isUnread(conversation: Pick<Summary, 'last_message' | 'last_read_message_id'>, me: string | null): boolean {
  const last = conversation.last_message;
  // What someone did to the group never counts as unread (the server's count agrees).
  return last !== null && last.kind === 'TEXT' && !same(last.sender.username, me) && compareMessageIds(last.id, conversation.last_read_message_id) > 0;
}

/** The order of the conversation list (spec §4): newest activity first (last message, else creation). */
export function byNewestActivity(a: Pick<Summary, 'id' | 'last_activity_at'>, b: Pick<Summary, 'id' | 'last_activity_at'>): number {
  return Date.parse(b.last_activity_at) - Date.parse(a.last_activity_at) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}
