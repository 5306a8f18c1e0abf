import { describe, expect, it } from '@jest/globals';
import { LIMITS } from '@gatherly/schema';
import { byNewestActivity, conversationTitle, eventText, isUnread, messageSummary, newConversationText, senderName, truncate, typingText } from './chat-text';

const person = (username: string) => ({ id: username, username, full_name: 'Test Person', profile_image: null });
const message = (id: string, from: string, kind: 'TEXT' | 'LEFT' | 'ADDED' | 'RENAMED' = 'TEXT', content = 'hi') => ({
  id,
  conversation_id: 'c',
  client_id: null,
  content,
  timestamp: '2025-01-01T00:00:00Z',
  kind,
  unsent: false,
  people: kind === 'ADDED' ? [person('Bo'), person('Cy')] : [],
  mentions: [],
  sender: person(from),
});

describe('chat texts', () => {
  it('cuts a list preview to 20 characters and a toast to 30, with an ellipsis only when longer', () => {
    expect(truncate('Short and sweet', LIMITS.conversationPreviewLength)).toBe('Short and sweet');
    expect(truncate('12345678901234567890', LIMITS.conversationPreviewLength)).toBe('12345678901234567890');
    expect(truncate('123456789012345678901', LIMITS.conversationPreviewLength)).toBe('12345678901234567890…');
    expect(truncate('a'.repeat(31), LIMITS.toastPreviewLength)).toBe(`${'a'.repeat(30)}…`);
  });

  it('keeps a preview on one line and never splits an emoji', () => {
    expect(truncate('line one\nline two', 40)).toBe('line one line two');
    expect(truncate('😀😀😀', 2)).toBe('😀😀…');
  });

  it('says who is typing', () => {
    expect(typingText([])).toBe('');
    expect(typingText(['Ada'])).toBe('Ada is typing…');
    expect(typingText(['Ada', 'Bob'])).toBe('Ada and Bob are typing…');
    expect(typingText(['Ada', 'Bob', 'Cy'])).toBe('Ada, Bob and Cy are typing…');
  });

  it('names a conversation by its name, else by the other participants', () => {
    const participants = [person('ada'), person('bob'), person('cy')];
    expect(conversationTitle({ name: 'Book club', participants }, 'ada')).toBe('Book club');
    expect(conversationTitle({ name: '  ', participants }, 'ADA')).toBe('bob, cy');
  });

  it('is unread when someone else wrote after the read position', () => {
    expect(isUnread({ last_message: message('12', 'bob'), last_read_message_id: '11' }, 'ada')).toBe(true);
    expect(isUnread({ last_message: message('12', 'bob'), last_read_message_id: '12' }, 'ada')).toBe(false);
    expect(isUnread({ last_message: message('12', 'ada'), last_read_message_id: '3' }, 'Ada')).toBe(false);
    expect(isUnread({ last_message: null, last_read_message_id: '0' }, 'ada')).toBe(false);
    expect(isUnread({ last_message: message('12', 'bob', 'LEFT', ''), last_read_message_id: '3' }, 'ada')).toBe(false);
  });

  it('tells what someone did to the group, and an unsent message, in the words of the conversation', () => {
    expect(eventText(message('1', 'Ada', 'LEFT', ''))).toBe('Ada left');
    expect(eventText(message('1', 'Ada', 'ADDED', ''))).toBe('Ada added Bo and Cy');
    expect(eventText({ ...message('1', 'Ada', 'ADDED', ''), people: [person('Ada')] })).toBe('Ada joined');
    expect(eventText(message('1', 'Ada', 'RENAMED', 'Book club'))).toBe('Ada named the group “Book club”');
    expect(eventText(message('1', 'Ada', 'RENAMED', ''))).toBe('Ada removed the group name');
    expect(eventText(message('1', 'Ada'))).toBeNull();
    expect(messageSummary(message('1', 'Ada'))).toBe('hi');
    const started = { name: '', last_message: message('1', 'Ada'), created_by: person('Ada') };
    expect(newConversationText(started, 'bo')).toBe('Ada started a conversation with you');
    expect(newConversationText(started, 'ada')).toBeNull();
    expect(newConversationText({ ...started, name: 'Book club', last_message: message('2', 'Cy', 'ADDED', '') }, 'bo')).toBe('Cy added you to “Book club”');
    expect(messageSummary({ ...message('1', 'Ada', 'TEXT', ''), unsent: true })).toBe('This message was unsent');
  });

  it('names the sender of a message from a deleted account, which keeps no user name, "Deleted account"', () => {
    expect(senderName({ username: 'ada' })).toBe('ada');
    expect(senderName({ username: '' })).toBe('Deleted account');
    expect(eventText(message('1', '', 'LEFT'))).toBe('Deleted account left');
  });

  it('orders conversations by newest activity first', () => {
    const list = [
      { id: 'a', last_activity_at: '2025-01-01T10:00:00Z' },
      { id: 'b', last_activity_at: '2025-01-02T10:00:00Z' },
      { id: 'c', last_activity_at: '2025-01-01T12:00:00Z' },
    ];
    expect([...list].sort(byNewestActivity).map((conversation) => conversation.id)).toEqual(['b', 'c', 'a']);
  });
});
