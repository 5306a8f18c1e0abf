import { Field, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
import { CHAT_LIMITS, type MessageKindName } from '@gatherly/schema';
import { PageCursor } from '../common/paging/page-cursor.model';
import { Mention } from '../content/mentions/mention.model';
import type { ChatPersonData, ConversationData, MessageData, ReadData, TypingData } from './chat-events';

export enum MessageKind {
  TEXT = 'text',
  LEFT = 'left',
  ADDED = 'added',
  RENAMED = 'renamed',
}

registerEnumType(MessageKind, {
  name: 'MessageKind',
  description: 'What a message is: written text, or a change to the group made by its sender.',
  valuesMap: {
    TEXT: { description: 'A message someone wrote.' },
    LEFT: { description: 'The sender left the group; content is empty.' },
    ADDED: { description: 'The sender added `people` to the group; content is empty.' },
    RENAMED: { description: 'The sender named the group `content`; empty content: they removed its name.' },
  },
});

const KIND_OF: Record<MessageKindName, MessageKind> = { text: MessageKind.TEXT, left: MessageKind.LEFT, added: MessageKind.ADDED, renamed: MessageKind.RENAMED };

const personOf = (person: ChatPersonData): ChatPerson => Object.assign(new ChatPerson(), person);

@ObjectType({ description: 'A person in a conversation.' })
export class ChatPerson {
  @Field(() => ID, { description: 'Account id.' })
  id: string;

  @Field({ description: 'User name, unique whatever the case: the address of their profile. Empty for a deleted account (no profile to link to), whose full_name reads "Deleted account".' })
  username: string;

  @Field({ description: 'Full name as they wrote it (letters and spaces), to show beside the user name.' })
  full_name: string;

  @Field(() => String, { nullable: true, description: 'URL of the profile photo; null for the default image.' })
  profile_image: string | null;
}

@ObjectType({
  description: `A message (spec §3): written text, at most ${CHAT_LIMITS.messageLength} characters, trimmed, never blank; or, by its kind, a line saying what its sender did to the group. Event messages never count as unread.`,
})
export class Message {
  @Field(() => ID, { description: 'Grows with each message of a conversation, in the order they were stored: order and de-duplicate by it.' })
  id: string;

  @Field(() => ID, { description: 'The conversation it was sent in.' })
  conversation_id: string;

  @Field({
    description: `The text as stored: trimmed, in Unicode NFC, 1 to ${CHAT_LIMITS.messageLength} characters; may hold newlines. Empty once unsent, and for LEFT and ADDED; for RENAMED the new name (empty: the name was removed).`,
  })
  content: string;

  @Field(() => MessageKind, { description: 'TEXT for what someone wrote; LEFT, ADDED, RENAMED for what its sender did to the group.' })
  kind: MessageKind;

  @Field(() => [ChatPerson], { description: 'ADDED: who was added, in the order they were given; empty for the other kinds.' })
  people: ChatPerson[];

  @Field(() => [Mention], {
    description: 'The accounts its text mentions with @username, in the order written, under their current names: only people its sender may see (a block either way, a suspension or a deletion leaves them out); empty once unsent.',
  })
  mentions: Mention[];

  @Field({ description: `Whether its sender unsent it (within ${CHAT_LIMITS.unsendWindowSeconds / 60} minutes of sending): its content is then empty. Show "This message was unsent".` })
  unsent: boolean;

  @Field(() => ID, {
    nullable: true,
    description: "The id its sender's app gave it (sendMessage's client_id), if it gave one: the app matches a message it is still sending to the one stored.",
  })
  client_id: string | null;

  @Field({ description: 'When it was sent.' })
  timestamp: Date;

  @Field(() => ChatPerson, { description: 'Who sent it, with their current name and photo.' })
  sender: ChatPerson;

  static of(data: MessageData): Message {
    return Object.assign(new Message(), {
      ...data,
      timestamp: new Date(data.timestamp),
      sender: personOf(data.sender),
      kind: KIND_OF[data.kind],
      people: data.people.map(personOf),
      mentions: data.mentions.map((mention) => Object.assign(new Mention(), mention)),
    });
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

  @Field({ description: 'Whether someone else wrote (a TEXT message, not unsent) after the last message the signed-in user has seen.' })
  unread: boolean;

  @Field({ description: 'Whether it is a group (started with two or more others; it stays one as people leave), not a one-to-one conversation.' })
  is_group: boolean;

  @Field(() => ChatPerson, { nullable: true, description: 'Who started it ("Ada started a conversation with you"); null once their account is gone.' })
  created_by: ChatPerson | null;

  @Field(() => ID, {
    description: "One-to-one: id of the last message the other person has seen, for \"Seen\"; group: the smallest of the others' ('0': none).",
  })
  others_read_message_id: string;

  /** `data` is as the signed-in user sees it. */
  static of(data: ConversationData): Conversation {
    const last = data.last_message;
    return Object.assign(new Conversation(), {
      ...data,
      created_at: new Date(data.created_at),
      last_activity_at: new Date(data.last_activity_at),
      participants: data.participants.map(personOf),
      last_message: last ? Message.of(last) : null,
      created_by: data.created_by ? personOf(data.created_by) : null,
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

@ObjectType({ description: 'Someone in a conversation moved their read position forward (the signed-in user on another device included).' })
export class ReadReceipt implements ReadData {
  @Field(() => ID, { description: 'The conversation.' })
  conversation_id: string;

  @Field({ description: 'User name of who read.' })
  username: string;

  @Field(() => ID, { description: 'Id of the last message they have now seen.' })
  last_read_message_id: string;
}
