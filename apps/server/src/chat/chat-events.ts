import type { MessageKindName } from '@gatherly/schema';
import type { MessageMentionData } from './message-mentions-sql';

/** A person as chat shows them: in participant lists and as a message's sender. */
export interface ChatPersonData {
  id: string;
  username: string;
  full_name: string;
  profile_image: string | null;
}

/** A message as it travels on the bus (JSON: times as ISO strings). */
export interface MessageData {
  /** Grows with each message of a conversation, in the order they were stored. */
  id: string;
  conversation_id: string;
  content: string;
  timestamp: string;
  /** Who wrote it, or who did what an event message says. */
  sender: ChatPersonData;
  kind: MessageKindName;
  /** For `added`: who was added; else empty. */
  people: ChatPersonData[];
  /** The people it mentions that its sender may see, under their current names, in the order written. */
  mentions: MessageMentionData[];
  /** Unsent by its sender: its content is empty. */
  unsent: boolean;
  /** The id its sender's app gave it, if it gave one. */
  client_id: string | null;
}

export interface ConversationData {
  id: string;
  name: string;
  created_at: string;
  last_activity_at: string;
  participants: ChatPersonData[];
  last_message: MessageData | null;
  /** Id of the last message the person this is for has seen ("0": none). */
  last_read_message_id: string;
  /** Not one-to-one. */
  is_group: boolean;
  /** Who started it; null once their account is gone. */
  created_by: ChatPersonData | null;
  /** One-to-one: the last message id the other person has seen; group: the smallest over the others (those one may see; "0": none). */
  others_read_message_id: string;
  /** Whether someone else wrote (a text message, not unsent) after the last message the person this is for has seen. */
  unread: boolean;
}

/** Someone moved their read position forward. */
export interface ReadData {
  conversation_id: string;
  username: string;
  last_read_message_id: string;
}

export interface TypingData {
  conversation_id: string;
  username: string;
  is_typing: boolean;
}

/** What the chat sends to the people of a conversation, whichever door they hold open. */
export type ChatEvent =
  | { kind: 'message'; message: MessageData }
  | { kind: 'typing'; typing: TypingData }
  /** A conversation the receiver is now in (new_conversation); as the receiver sees it. */
  | { kind: 'conversation'; conversation: ConversationData }
  /** A conversation the receiver is in was renamed, or people were added or left; as the receiver sees it. */
  | { kind: 'conversation_updated'; conversation: ConversationData }
  /** The receiver left the conversation (on another device perhaps): it leaves their list. */
  | { kind: 'left'; conversation_id: string }
  | { kind: 'unsent'; message: MessageData }
  | { kind: 'read'; read: ReadData };

/** A reconnecting client's position in one conversation: the last message id it saw. */
export interface ChatPosition {
  conversation_id: string;
  message_id: string;
}
