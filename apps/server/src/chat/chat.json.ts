import { ApiProperty } from '@nestjs/swagger';
import type { ChatEvent, ChatPersonData, ConversationData, MessageData } from './chat-events';
import { Conversation } from './chat.models';
import { FIELD_SCHEMAS } from '../openapi/field-schemas';

/** A person in a conversation, as REST and the socket answer it. */
export class ChatPersonJson {
  @ApiProperty({ ...FIELD_SCHEMAS.uuid, description: 'Account id.' })
  id: string;

  @ApiProperty()
  username: string;

  @ApiProperty()
  full_name: string;

  @ApiProperty({ type: String, nullable: true })
  profile_image: string | null;
}

export class ChatParticipantJson {
  @ApiProperty({ type: ChatPersonJson })
  account: ChatPersonJson;
}

/** A message (spec §3). */
export class MessageJson {
  @ApiProperty({ ...FIELD_SCHEMAS.sequenceId, description: 'Grows with each message of a conversation.' })
  id: string;

  @ApiProperty({ ...FIELD_SCHEMAS.uuid, description: 'The conversation it is in.' })
  conversation: string;

  @ApiProperty()
  content: string;

  @ApiProperty({ format: 'date-time' })
  timestamp: string;

  @ApiProperty({ type: ChatPersonJson })
  sender: ChatPersonJson;
}

/** A conversation as the caller sees it (spec §3). */
export class ConversationJson {
  @ApiProperty(FIELD_SCHEMAS.uuid)
  conversation_id: string;

  @ApiProperty({ description: 'Empty when it has no name.' })
  conversation_name: string;

  @ApiProperty({ format: 'date-time' })
  created_at: string;

  @ApiProperty({ format: 'date-time' })
  last_activity_at: string;

  @ApiProperty({ type: [ChatParticipantJson] })
  participants: ChatParticipantJson[];

  @ApiProperty({ type: MessageJson, nullable: true })
  last_message: MessageJson | null;

  @ApiProperty({ ...FIELD_SCHEMAS.sequenceId, description: "Id of the last message the caller has seen ('0': none)." })
  last_read_message_id: string;

  @ApiProperty({ description: 'Whether a message came after the last one the caller saw.' })
  unread: boolean;
}

export class MessagesCursorJson {
  @ApiProperty({ ...FIELD_SCHEMAS.sequenceId, description: 'Pass it as `before` for the page before.' })
  before: string;
}

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
