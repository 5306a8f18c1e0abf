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
  sender: ChatPersonData;
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
  | { kind: 'conversation'; conversation: ConversationData };

/** A reconnecting client's position in one conversation: the last message id it saw. */
export interface ChatPosition {
  conversation_id: string;
  message_id: string;
}
