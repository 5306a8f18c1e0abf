import { ApiProperty } from '@nestjs/swagger';
import { CHAT_LIMITS, MESSAGE_KINDS, type MessageKindName } from '@gatherly/schema';
import type { ChatEvent, ChatPersonData, ConversationData, MessageData } from './chat-events';
import { MentionJson } from '../content/mentions/mention.model';
import { FIELD_SCHEMAS } from '../openapi/field-schemas';

/** A person in a conversation, as REST and the socket answer it. */
export class ChatPersonJson {
  @ApiProperty({ ...FIELD_SCHEMAS.uuid, description: 'Account id.' })
  id: string;

  @ApiProperty({ description: 'Empty for a deleted account (no profile to link to), whose full_name reads "Deleted account".' })
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

  @ApiProperty({ description: "The text; empty once unsent and for 'left' and 'added'; for 'renamed' the new name (empty: the name was removed)." })
  content: string;

  @ApiProperty({ format: 'date-time' })
  timestamp: string;

  @ApiProperty({ type: ChatPersonJson, description: 'Who wrote it, or who did what an event message says.' })
  sender: ChatPersonJson;

  @ApiProperty({ enum: MESSAGE_KINDS, description: "'text' for what someone wrote; 'left', 'added', 'renamed' for what the sender did to the group (never unread)." })
  kind: MessageKindName;

  @ApiProperty({ type: [ChatPersonJson], description: "For 'added': who was added; else empty." })
  people: ChatPersonJson[];

  @ApiProperty({
    type: [MentionJson],
    description: 'The accounts its text mentions with @username, in the order written, under their current names: only people its sender may see (a block either way, a suspension or a deletion leaves them out); empty once unsent.',
  })
  mentions: Array<{ account_id: string; username: string; written_as: string }>;

  @ApiProperty({ description: `Whether its sender unsent it (within ${CHAT_LIMITS.unsendWindowSeconds / 60} minutes of sending); its content is then empty.` })
  unsent: boolean;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: "The id its sender's app gave it (send_message's client_id), if it gave one." })
  client_id: string | null;
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

  @ApiProperty({ description: "Whether someone else wrote (a 'text' message, not unsent) after the last one the caller saw." })
  unread: boolean;

  @ApiProperty({ description: 'Whether it is a group rather than a one-to-one conversation.' })
  is_group: boolean;

  @ApiProperty({ type: ChatPersonJson, nullable: true, description: 'Who started it; null once their account is gone.' })
  created_by: ChatPersonJson | null;

  @ApiProperty({ ...FIELD_SCHEMAS.sequenceId, description: "One-to-one: the last message id the other person has seen; group: the smallest of the others' ('0': none)." })
  others_read_message_id: string;
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
    kind: message.kind,
    people: message.people,
    mentions: message.mentions,
    unsent: message.unsent,
    client_id: message.client_id,
  };
}

/** A conversation in the REST and socket answers (spec §3 Conversation), as the one it was read for sees it. */
export function conversationJson(conversation: ConversationData) {
  return {
    conversation_id: conversation.id,
    conversation_name: conversation.name,
    created_at: conversation.created_at,
    last_activity_at: conversation.last_activity_at,
    participants: conversation.participants.map((account: ChatPersonData) => ({ account })),
    last_message: conversation.last_message ? messageJson(conversation.last_message) : null,
    last_read_message_id: conversation.last_read_message_id,
    unread: conversation.unread,
    is_group: conversation.is_group,
    created_by: conversation.created_by,
    others_read_message_id: conversation.others_read_message_id,
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
      return { type: 'new_conversation', data: conversationJson(event.conversation) };
    case 'conversation_updated':
      return { type: 'conversation_updated', data: conversationJson(event.conversation) };
    case 'left':
      return { type: 'conversation_left', data: { conversation: event.conversation_id } };
    case 'unsent':
      return { type: 'message_unsent', data: { conversation: event.message.conversation_id, id: event.message.id } };
    case 'read':
      return { type: 'read', data: { conversation: event.read.conversation_id, username: event.read.username, last_read_message_id: event.read.last_read_message_id } };
  }
}
