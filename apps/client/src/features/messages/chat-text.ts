import type { ConversationItem_ConversationFragment } from '../../gql/graphql';
import { compareMessageIds } from '../../lib/apollo/message-pages';

/**
 * The first `length` characters of a text on one line, with an ellipsis when it was longer
 * (spec §2: list previews, toasts). Counts characters as people see them, not UTF-16 units, so an
 * emoji is never cut in half.
 */
export function truncate(text: string, length: number): string {
  const characters = Array.from(text.replace(/\s+/g, ' ').trim());
  return characters.length > length ? `${characters.slice(0, length).join('')}…` : characters.join('');
}

/** 'Ada is typing…', 'Ada and Bob are typing…', 'Ada, Bob and Cy are typing…'; empty when no one is. */
export function typingText(usernames: readonly string[]): string {
  if (usernames.length === 0) return '';
  if (usernames.length === 1) return `${usernames[0]} is typing…`;
  return `${usernames.slice(0, -1).join(', ')} and ${usernames[usernames.length - 1]} are typing…`;
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
  return others.length > 0 ? others.join(', ') : 'Conversation';
}

/** Someone else wrote after the last message the reader has seen. */
export function isUnread(conversation: Pick<Summary, 'last_message' | 'last_read_message_id'>, me: string | null): boolean {
  const last = conversation.last_message;
  return last !== null && !same(last.sender.username, me) && compareMessageIds(last.id, conversation.last_read_message_id) > 0;
}

/** The order of the conversation list (spec §4): newest activity first (last message, else creation). */
export function byNewestActivity(a: Pick<Summary, 'id' | 'last_activity_at'>, b: Pick<Summary, 'id' | 'last_activity_at'>): number {
  return Date.parse(b.last_activity_at) - Date.parse(a.last_activity_at) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}
