import type { ApolloCache, Reference } from '@apollo/client';
import { ConversationItem_ConversationFragmentDoc, ConversationsDocument, type ConversationItem_ConversationFragment } from '../list/ConversationItem.generated';
import { MessageItem_MessageFragmentDoc, type MessageItem_MessageFragment } from '../conversation/MessageItem.generated';
import { compareMessageIds, mergeById, type MessagePage } from '../../../lib/apollo/message-pages';

/**
 * What the chat connection brings, written into the Apollo cache: the one place the list, the open
 * conversation and the toasts read from. Writes never take a conversation back in time (see the
 * Conversation type policy); messages are kept in id order, each once.
 */

type ChatPersonData = MessageItem_MessageFragment['sender'];
/** The cache identifies objects by __typename, which the generated fragment types leave out. */
type Typed<T> = T & { __typename: string };

const person = (data: ChatPersonData): Typed<ChatPersonData> => ({ ...data, __typename: 'ChatPerson' });
const asMessage = (data: MessageItem_MessageFragment): Typed<MessageItem_MessageFragment> => ({
  ...data,
  __typename: 'Message',
  sender: person(data.sender),
  people: data.people.map(person),
  mentions: data.mentions.map((mention) => ({ ...mention, __typename: 'Mention' })),
});

function asConversation(data: ConversationItem_ConversationFragment): Typed<ConversationItem_ConversationFragment> {
  return {
    ...data,
    __typename: 'Conversation',
    participants: data.participants.map(person),
    created_by: data.created_by ? person(data.created_by) : null,
    last_message: data.last_message ? asMessage(data.last_message) : null,
  };
}

const conversationId = (cache: ApolloCache, id: string) => cache.identify({ __typename: 'Conversation', id });

/** Ids of the listed conversations; null while the list has not been loaded. */
export function listedConversations(cache: ApolloCache): Set<string> | null {
  const data = cache.readQuery({ query: ConversationsDocument });
  return data ? new Set(data.conversations.items.map((conversation) => conversation.id)) : null;
}

/**
 * The `since` of the connection parameters: per listed conversation, the last message id held
 * ('0' for one without messages, so that all of it comes).
 */
export function chatPositions(cache: ApolloCache): Record<string, string> {
  const data = cache.readQuery({ query: ConversationsDocument });
  return Object.fromEntries((data?.conversations.items ?? []).map((conversation) => [conversation.id, conversation.last_message?.id ?? '0']));
}

/** Puts a conversation at the top of the loaded pages unless it is there already. */
function listConversation(cache: ApolloCache, ref: Reference) {
  cache.modify<{ conversations: { items: readonly Reference[] } }>({
    id: 'ROOT_QUERY',
    fields: {
      conversations: (page, { readField, isReference }) =>
        isReference(page) || page.items.some((item) => readField('id', item) === readField('id', ref)) ? page : { ...page, items: [ref, ...page.items] },
    },
  });
}

/** A message of any conversation: in its loaded pages, as its preview and as its latest activity. */
export function addMessage(cache: ApolloCache, data: MessageItem_MessageFragment): void {
  const message = asMessage(data);
  const ref = cache.writeFragment({ fragment: MessageItem_MessageFragmentDoc, fragmentName: 'MessageItem_message', data: message });
  if (!ref) return;
  cache.modify<{ messages: MessagePage<Reference>; last_message: Reference | null; last_activity_at: string }>({
    id: conversationId(cache, message.conversation_id),
    fields: {
      messages: (page, { readField, isReference }) =>
        isReference(page) ? page : { ...page, items: mergeById(page.items, [ref], (item) => readField<string>('id', item) ?? '') },
      last_message: (last, { readField }) => (!last || compareMessageIds(readField<string>('id', last) ?? '', message.id) < 0 ? ref : last),
      last_activity_at: (time: string) => (Date.parse(time) >= Date.parse(message.timestamp) ? time : message.timestamp),
    },
  });
}

/** A message changed in place (unsent): wherever it shows, the list's preview included. */
export function updateMessage(cache: ApolloCache, data: MessageItem_MessageFragment): void {
  cache.writeFragment({ fragment: MessageItem_MessageFragmentDoc, fragmentName: 'MessageItem_message', data: asMessage(data) });
}

/** A conversation one was added to (or just made): stored, and listed if it was not. */
export function addConversation(cache: ApolloCache, data: ConversationItem_ConversationFragment): void {
  const ref = cache.writeFragment({
    fragment: ConversationItem_ConversationFragmentDoc,
    fragmentName: 'ConversationItem_conversation',
    data: asConversation(data),
  });
  if (ref) listConversation(cache, ref);
}

/**
 * Spec §4: a message for a conversation the list does not know makes an entry for it, from what
 * the message tells (its sender, its time) until the conversation itself is fetched.
 */
export function addPlaceholder(cache: ApolloCache, message: MessageItem_MessageFragment): void {
  addConversation(cache, {
    id: message.conversation_id,
    name: '',
    created_at: message.timestamp,
    last_activity_at: message.timestamp,
    last_read_message_id: '0',
    others_read_message_id: '0',
    is_group: false,
    created_by: null,
    participants: [message.sender],
    last_message: message,
  });
}

/**
 * After a reconnection: loaded messages of the conversations not on screen are dropped, so that a
 * gap longer than the server replays can never show; they load again when opened.
 */
export function forgetMessagesExcept(cache: ApolloCache, keep: string | null): void {
  for (const id of listedConversations(cache) ?? []) {
    if (id !== keep) cache.evict({ id: conversationId(cache, id), fieldName: 'messages' });
  }
  cache.gc();
}

/** A group the reader left (here or on another device): out of the list and out of the cache. */
export function removeConversation(cache: ApolloCache, id: string): void {
  const target = conversationId(cache, id);
  cache.modify<{ conversations: { items: readonly Reference[] } }>({
    id: 'ROOT_QUERY',
    fields: {
      conversations: (page, { readField, isReference }) =>
        isReference(page) ? page : { ...page, items: page.items.filter((item) => readField('id', item) !== id) },
    },
  });
  if (target) cache.evict({ id: target });
  cache.gc();
}

/** Someone read further in a conversation: its "Seen" moves on (one-to-one; the reader's own devices move their read position). */
export function addReadReceipt(cache: ApolloCache, receipt: { conversation_id: string; username: string; last_read_message_id: string }, me: string | null): void {
  const mine = me !== null && receipt.username.toLowerCase() === me.toLowerCase();
  const further = (current: string) => (compareMessageIds(receipt.last_read_message_id, current) > 0 ? receipt.last_read_message_id : current);
  cache.modify<{ others_read_message_id: string; last_read_message_id: string; is_group: boolean }>({
    id: conversationId(cache, receipt.conversation_id),
    fields: mine
      ? { last_read_message_id: further }
      : {
          // In a group "Seen" would be the smallest of everyone's, which one receipt cannot tell.
          others_read_message_id: (current, { readField }) => (readField<boolean>('is_group') ? current : further(current)),
        },
  });
}
