import type { ChatEvent, ChatPersonData, ConversationData, MessageData } from './chat-events';
import { Conversation } from './chat.models';

/** A message in the REST and socket answers (spec §3 Message). */
export function messageJson(message: MessageData) {
  return {
    id: message.id,
    conversation: message.conversation_id,
    content: message.content,
    timestamp: message.timestamp,
    sender: message.sender,
  };
}

/** A conversation in the REST and socket answers (spec §3 Conversation), as `viewerId` sees it. */
export function conversationJson(conversation: ConversationData, viewerId: string) {
  return {
    conversation_id: conversation.id,
    conversation_name: conversation.name,
    created_at: conversation.created_at,
    last_activity_at: conversation.last_activity_at,
    participants: conversation.participants.map((account: ChatPersonData) => ({ account })),
    last_message: conversation.last_message ? messageJson(conversation.last_message) : null,
    last_read_message_id: conversation.last_read_message_id,
    unread: Conversation.of(conversation, viewerId).unread,
  };
}

/** The frame of the /chat/ socket for an event (spec §7); the same for every receiver. */
export function socketFrameOf(event: ChatEvent) {
  switch (event.kind) {
    case 'message':
      return { type: 'message', data: messageJson(event.message) };
    case 'typing':
      return { type: 'typing', conversation: event.typing.conversation_id, sender_username: event.typing.username, is_typing: event.typing.is_typing };
    case 'conversation':
      // A new conversation has no message yet: unread is false for everyone in it.
      return { type: 'new_conversation', data: conversationJson(event.conversation, '') };
  }
}
