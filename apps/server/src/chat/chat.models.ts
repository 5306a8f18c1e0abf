import { Field, ID, ObjectType } from '@nestjs/graphql';
import { CHAT_LIMITS } from '@gatherly/schema';
import { PageCursor } from '../common/paging/page-cursor.model';
import type { ChatPersonData, ConversationData, MessageData, TypingData } from './chat-events';

@ObjectType({ description: 'A person in a conversation.' })
export class ChatPerson {
  @Field(() => ID, { description: 'Account id.' })
  id: string;

  @Field({ description: 'User name, unique whatever the case: the address of their profile.' })
  username: string;

  @Field({ description: 'Full name as they wrote it (letters and spaces), to show beside the user name.' })
  full_name: string;

  @Field(() => String, { nullable: true, description: 'URL of the profile photo; null for the default image.' })
  profile_image: string | null;
}

@ObjectType({ description: 'A message (spec §3): at most 400 characters, trimmed, never blank.' })
export class Message {
  @Field(() => ID, { description: 'Grows with each message of a conversation, in the order they were stored: order and de-duplicate by it.' })
  id: string;

  @Field(() => ID, { description: 'The conversation it was sent in.' })
  conversation_id: string;

  @Field({ description: `The text as stored: trimmed, in Unicode NFC, 1 to ${CHAT_LIMITS.messageLength} characters; may hold newlines.` })
  content: string;

  @Field({ description: 'When it was sent.' })
  timestamp: Date;

  @Field(() => ChatPerson, { description: 'Who sent it, with their current name and photo.' })
  sender: ChatPerson;

  static of(data: MessageData): Message {
    return Object.assign(new Message(), { ...data, timestamp: new Date(data.timestamp) });
  }
}

@ObjectType({ description: 'Messages of a conversation, oldest first, and where the older ones continue.' })
export class MessagePage {
  @Field(() => [Message], { description: 'Oldest first.' })
  items: Message[];

  @Field(() => ID, { nullable: true, description: 'Pass as `before` for the older messages; null when there are none.' })
  older_cursor: string | null;
}

@ObjectType({ description: 'A conversation (spec §3), as the signed-in user sees it.' })
export class Conversation {
  @Field(() => ID, { description: 'Id of the conversation (conversation_id in REST).' })
  id: string;

  @Field({ description: `Its name, at most ${CHAT_LIMITS.conversationNameLength} characters; empty when none was given (show the participants instead).` })
  name: string;

  @Field({ description: 'When it was started.' })
  created_at: Date;

  @Field({ description: 'Time of the last message, else of creation: the list is ordered by it, newest first.' })
  last_activity_at: Date;

  @Field(() => [ChatPerson], { description: 'Everyone in it, the signed-in user included.' })
  participants: ChatPerson[];

  @Field(() => Message, { nullable: true, description: 'The newest message, for the preview of the list; null before the first one.' })
  last_message: Message | null;

  @Field(() => ID, { description: "Id of the last message the signed-in user has seen ('0': none)." })
  last_read_message_id: string;

  @Field({ description: 'Whether someone else wrote after the last message the signed-in user has seen.' })
  unread: boolean;

  /** `viewerId` decides `unread`. */
  static of(data: ConversationData, viewerId: string): Conversation {
    const last = data.last_message;
    return Object.assign(new Conversation(), {
      ...data,
      created_at: new Date(data.created_at),
      last_activity_at: new Date(data.last_activity_at),
      participants: data.participants.map((person: ChatPersonData) => Object.assign(new ChatPerson(), person)),
      last_message: last ? Message.of(last) : null,
      unread: last !== null && last.sender.id !== viewerId && BigInt(last.id) > BigInt(data.last_read_message_id),
    });
  }
}

@ObjectType({ description: "A page of the signed-in user's conversations, newest activity first." })
export class ConversationPage {
  @Field(() => [Conversation], { description: `At most ${CHAT_LIMITS.conversationsPageSize}, newest activity first.` })
  items: Conversation[];

  @Field(() => PageCursor, { nullable: true, description: 'Where the next page starts; null on the last page.' })
  next_cursor: PageCursor | null;
}

@ObjectType({ description: 'Someone started or stopped typing in a conversation.' })
export class TypingSignal implements TypingData {
  @Field(() => ID, { description: 'The conversation they are typing in.' })
  conversation_id: string;

  @Field({ description: 'User name of the person typing.' })
  username: string;

  @Field({ description: 'true when they started typing, false when they stopped.' })
  is_typing: boolean;
}
