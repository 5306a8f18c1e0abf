import { describe, expect, it } from '@jest/globals';
import { InMemoryCache } from '@apollo/client';
import { ConversationMessagesDocument } from '../conversation/ConversationMessages.generated';
import { ConversationsDocument, type ConversationItem_ConversationFragment } from '../list/ConversationItem.generated';
import type { MessageItem_MessageFragment } from '../conversation/MessageItem.generated';
import { possibleTypes, typePolicies } from '../../../lib/apollo/type-policies';
import { addConversation, addMessage, addPlaceholder, chatPositions, forgetMessagesExcept, listedConversations } from './chat-cache';

const person = (username: string) => ({ __typename: 'ChatPerson' as const, id: `id-${username}`, username, full_name: 'Test Person', profile_image: null });

function message(conversation: string, id: string, from = 'bob', at = `2025-01-01T10:00:${id.padStart(2, '0')}Z`): MessageItem_MessageFragment {
  return { __typename: 'Message', id, conversation_id: conversation, client_id: null, content: `message ${id}`, timestamp: at, kind: 'TEXT', unsent: false, people: [], mentions: [], sender: person(from) } as MessageItem_MessageFragment;
}

function conversation(id: string, last: MessageItem_MessageFragment | null, read = '0'): ConversationItem_ConversationFragment {
  return {
    __typename: 'Conversation',
    id,
    name: '',
    created_at: '2025-01-01T09:00:00Z',
    last_activity_at: last?.timestamp ?? '2025-01-01T09:00:00Z',
    last_read_message_id: read,
    others_read_message_id: '0',
    is_group: false,
    created_by: null,
    participants: [person('ada'), person('bob')],
    last_message: last,
  } as ConversationItem_ConversationFragment;
}

/** A page of the conversation list as the server answers it. */
const listPage = (items: ConversationItem_ConversationFragment[], next: string | null = null) => ({
  __typename: 'ConversationPage' as const,
  items,
  next_cursor: next ? { __typename: 'PageCursor' as const, cursor_timestamp: '2025-01-01T09:00:00.000000Z', cursor_id: next } : null,
});

/** A cache holding the list (c1 with messages 1-2 loaded, c2 empty) as the app's queries leave it. */
function setup() {
  const cache = new InMemoryCache({ typePolicies, possibleTypes });
  cache.writeQuery({ query: ConversationsDocument, data: { conversations: listPage([conversation('c1', message('c1', '2')), conversation('c2', null)]) } });
  cache.writeQuery({
    query: ConversationMessagesDocument,
    variables: { id: 'c1' },
    data: {
      conversation: { ...conversation('c1', message('c1', '2')), messages: { __typename: 'MessagePage', items: [message('c1', '1'), message('c1', '2')], older_cursor: null } },
    } as never,
  });
  const page = () => cache.readQuery({ query: ConversationMessagesDocument, variables: { id: 'c1' } })?.conversation;
  const list = () => cache.readQuery({ query: ConversationsDocument })?.conversations.items ?? [];
  return { cache, page, list };
}

describe('chat cache', () => {
  it('adds a message to its conversation once, in id order, as its preview and latest activity', () => {
    const { cache, page } = setup();
    addMessage(cache, message('c1', '10'));
    addMessage(cache, message('c1', '9'));
    addMessage(cache, message('c1', '10'));
    expect(page()?.messages.items.map((item) => item.id)).toEqual(['1', '2', '9', '10']);
    expect(page()?.last_message?.id).toBe('10');
    expect(page()?.last_activity_at).toBe('2025-01-01T10:00:10Z');
  });

  it('never takes a conversation back: an older answer keeps the newer preview and read position', () => {
    const { cache, list } = setup();
    addMessage(cache, message('c1', '5'));
    cache.writeQuery({ query: ConversationsDocument, data: { conversations: listPage([conversation('c1', message('c1', '4'), '5'), conversation('c2', null)]) } });
    cache.writeQuery({ query: ConversationsDocument, data: { conversations: listPage([conversation('c1', message('c1', '3'), '2'), conversation('c2', null)]) } });
    const c1 = list().find((item) => item.id === 'c1');
    expect(c1?.last_message?.id).toBe('5');
    expect(c1?.last_read_message_id).toBe('5');
    expect(c1?.last_activity_at).toBe('2025-01-01T10:00:05Z');
  });

  it('lists a placeholder for a message of an unknown conversation, and a new conversation once', () => {
    const { cache, list } = setup();
    expect(listedConversations(cache)).toEqual(new Set(['c1', 'c2']));
    addPlaceholder(cache, message('c3', '7', 'cy'));
    expect(list()[0]).toMatchObject({ id: 'c3', name: '', participants: [{ username: 'cy' }], last_message: { id: '7' } });
    addConversation(cache, conversation('c4', null));
    addConversation(cache, conversation('c4', null));
    expect(list().map((item) => item.id)).toEqual(['c4', 'c3', 'c1', 'c2']);
  });

  it('appends a further page, each conversation once, and starts again from the first page', () => {
    const { cache, list } = setup();
    addPlaceholder(cache, message('c3', '7', 'cy'));
    const after = { cursor_timestamp: '2025-01-01T09:00:00.000000Z', cursor_id: 'c2' };
    cache.writeQuery({ query: ConversationsDocument, variables: { after }, data: { conversations: listPage([conversation('c3', null), conversation('c5', null)]) } });
    expect(list().map((item) => item.id)).toEqual(['c3', 'c1', 'c2', 'c5']);
    cache.writeQuery({ query: ConversationsDocument, data: { conversations: listPage([conversation('c1', null)], 'c1') } });
    expect(list().map((item) => item.id)).toEqual(['c1']);
    expect(cache.readQuery({ query: ConversationsDocument })?.conversations.next_cursor?.cursor_id).toBe('c1');
  });

  it('gives the positions to reconnect from, and forgets the messages of conversations not on screen', () => {
    const { cache, page } = setup();
    addMessage(cache, message('c1', '12'));
    expect(chatPositions(cache)).toEqual({ c1: '12', c2: '0' });
    forgetMessagesExcept(cache, 'c1');
    expect(page()?.messages.items).toHaveLength(3);
    forgetMessagesExcept(cache, null);
    expect(cache.readQuery({ query: ConversationMessagesDocument, variables: { id: 'c1' } })).toBeNull();
    expect(chatPositions(cache)).toEqual({ c1: '12', c2: '0' });
  });
});
