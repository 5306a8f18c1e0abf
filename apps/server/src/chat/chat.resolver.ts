import { UseGuards } from '@nestjs/common';
import { Args, Context, Extensions, ID, Int, Mutation, Parent, Query, ResolveField, Resolver, Subscription } from '@nestjs/graphql';
import { CHAT_LIMITS, ERROR_CODES } from '@gatherly/schema';
import { AuthGuard } from '../accounts/auth.guard';
import type { Viewer } from '../accounts/viewer';
import { CurrentViewer } from '../common/auth/current-viewer.decorator';
import type { GraphqlContext } from '../common/auth/request-context';
import { DomainError } from '../common/errors/domain-error';
import { ChatHub } from './chat-hub';
import { ChatLoaders } from './chat-loaders';
import { subscriptionOf } from './chat-streams';
import { Conversation, ConversationPage, Message, MessagePage, ReadReceipt, TypingSignal } from './chat.models';
import { PageCursorInput } from '../common/paging/page-cursor.model';
import { ChatGroupsService } from './chat-groups.service';
import { ChatService } from './chat.service';
import { DATABASE_COST } from '../graphql/database-cost';
import { SAME_FOR_EVERYONE } from '../graphql/shared-results';
import { RequiresScope } from '../common/auth/scopes';

const CONVERSATION_ID = { type: () => ID, description: 'Id of a conversation of yours; conversation/not_found for any other.' } as const;
const GROUP_ID = { type: () => ID, description: 'Id of a group of yours; conversation/not_found for any other conversation, chat/not_a_group (400) for a one-to-one one.' } as const;
const PARTICIPANT_IDS = { type: () => [ID], description: `Account ids of the other people (at least one, at most ${CHAT_LIMITS.participants}).` } as const;

/**
 * Chat over GraphQL: conversations, messages paged backwards, and the live events over graphql-ws.
 * A subscriber receives only what concerns the conversations they are in. A reconnecting client
 * gives the last message id it saw per conversation in its connection parameters (`since`) and
 * `messageAdded` first sends what it missed, in order, each once.
 */
@Resolver(() => Conversation)
@UseGuards(AuthGuard)
@RequiresScope('chat')
export class ChatResolver {
  constructor(
    private readonly chat: ChatService,
    private readonly groups: ChatGroupsService,
    private readonly hub: ChatHub,
    private readonly loaders: ChatLoaders,
  ) {}

  @Query(() => ConversationPage, { description: "The signed-in user's conversations, newest activity first, a page at a time." })
  async conversations(
    @CurrentViewer() viewer: Viewer,
    @Args('after', { type: () => PageCursorInput, nullable: true, description: 'next_cursor of the previous page; none for the first.' }) after: PageCursorInput | null,
  ): Promise<ConversationPage> {
    const page = await this.chat.conversations(viewer, after);
    return { items: page.items.map((conversation) => Conversation.of(conversation)), next_cursor: page.next_cursor };
  }

  @Query(() => Conversation, { nullable: true, description: 'A conversation of the signed-in user; null when there is none or they are not in it.' })
  async conversation(@CurrentViewer() viewer: Viewer, @Args('id', { type: () => ID, description: 'Id of the conversation.' }) id: string): Promise<Conversation | null> {
    try {
      return Conversation.of(await this.chat.conversation(viewer, id));
    } catch (error) {
      if (error instanceof DomainError && error.code === ERROR_CODES.conversationNotFound) return null;
      throw error;
    }
  }

  // Loaded together for every conversation of the operation: one statement.
  @ResolveField(() => MessagePage, { description: 'Its messages, oldest first: the newest page, or the page before `before`.', complexity: DATABASE_COST.loadedField })
  async messages(
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
    @Parent() conversation: Conversation,
    @Args('before', { type: () => ID, nullable: true, description: 'older_cursor of the page shown; none for the newest.' }) before: string | null,
  ): Promise<MessagePage> {
    const page = await this.loaders.messagePages(context.req, viewer).load({ conversationId: conversation.id, before });
    return { items: page.items.map(Message.of), older_cursor: page.older };
  }

  @Mutation(() => Conversation, { description: 'Starts a conversation; with one other person, answers the one they already share if any.' })
  async createConversation(
    @CurrentViewer() viewer: Viewer,
    @Args('participant_ids', { type: () => [ID], description: 'The other participants (at least one).' }) participantIds: string[],
    @Args('name', { type: () => String, nullable: true, description: 'At most 100 characters; may be empty.' }) name: string | null,
  ): Promise<Conversation> {
    const { conversation } = await this.chat.create(viewer, participantIds, name);
    return Conversation.of(conversation);
  }

  @Query(() => Int, { description: 'How many of the signed-in user\'s conversations have a TEXT message from someone else after their read position (for the badge on Messages).' })
  unreadConversationCount(@CurrentViewer() viewer: Viewer): Promise<number> {
    return this.chat.unreadCount(viewer);
  }

  @Mutation(() => Conversation, {
    description:
      'Starts a conversation with its first message, in one transaction: with one other person, the one-to-one conversation the two share, else a new one. The others hear of it (conversationCreated, messageAdded) only once the message is stored; a refused message creates nothing. The rules of createConversation and sendMessage.',
  })
  async startConversation(
    @CurrentViewer() viewer: Viewer,
    @Args('participant_ids', PARTICIPANT_IDS) participantIds: string[],
    @Args('content', { description: `The first message: 1 to ${CHAT_LIMITS.messageLength} characters once trimmed.` }) content: string,
  ): Promise<Conversation> {
    const { conversation } = await this.chat.start(viewer, participantIds, content);
    return Conversation.of(conversation);
  }

  @Mutation(() => Conversation, { description: 'Names a group, or removes its name (empty); any member may. The members receive a RENAMED message and conversationUpdated.' })
  async renameConversation(
    @CurrentViewer() viewer: Viewer,
    @Args('conversation_id', GROUP_ID) conversationId: string,
    @Args('name', { description: `At most ${CHAT_LIMITS.conversationNameLength} characters once trimmed, on one line; empty removes the name.` }) name: string,
  ): Promise<Conversation> {
    return Conversation.of(await this.groups.rename(viewer, conversationId, name));
  }

  @Mutation(() => Conversation, {
    description: 'Adds people to a group; any member may, with the rules of starting a group (blocks). The added receive conversationCreated and see the conversation from the ADDED message on, not what was said before; the members an ADDED message and conversationUpdated.',
  })
  async addConversationParticipants(@CurrentViewer() viewer: Viewer, @Args('conversation_id', GROUP_ID) conversationId: string, @Args('participant_ids', PARTICIPANT_IDS) participantIds: string[]): Promise<Conversation> {
    return Conversation.of(await this.groups.addParticipants(viewer, conversationId, participantIds));
  }

  @Mutation(() => Boolean, {
    description: 'Leaves a group: from now on the signed-in user receives nothing of it (every socket), it leaves their list (conversationLeft), and the others receive a LEFT message and conversationUpdated.',
  })
  async leaveConversation(@CurrentViewer() viewer: Viewer, @Args('conversation_id', GROUP_ID) conversationId: string): Promise<boolean> {
    await this.groups.leave(viewer, conversationId);
    return true;
  }

  @Mutation(() => Message, {
    description: `Unsends a TEXT message of the signed-in user's within ${CHAT_LIMITS.unsendWindowSeconds / 60} minutes of sending it: it stays in its place with its content emptied and unsent true, and everyone receives messageUnsent. message/not_found, chat/not_your_message (403), chat/not_unsendable and chat/unsend_expired (409).`,
  })
  async unsendMessage(@CurrentViewer() viewer: Viewer, @Args('message_id', { type: () => ID, description: 'Id of the message.' }) messageId: string): Promise<Message> {
    return Message.of(await this.chat.unsend(viewer, messageId));
  }

  @Mutation(() => Message, { description: 'Sends a message (at most 400 characters, trimmed, not blank) to everyone in the conversation; with a client_id sent before, answers that message instead.' })
  async sendMessage(
    @CurrentViewer() viewer: Viewer,
    @Args('conversation_id', CONVERSATION_ID) conversationId: string,
    @Args('content', { description: `The text: 1 to ${CHAT_LIMITS.messageLength} characters once trimmed; newlines are kept.` }) content: string,
    @Args('client_id', {
      type: () => ID,
      nullable: true,
      description: "A UUID the app makes once per message: sent again with it (a retry after a lost answer, a message typed offline), the message first stored is answered, never a second one.",
    })
    clientId: string | null,
  ): Promise<Message> {
    return Message.of(await this.chat.send(viewer, conversationId, content, clientId));
  }

  @Mutation(() => Boolean, { description: 'Tells the others that the signed-in user started or stopped typing.' })
  async setTyping(@CurrentViewer() viewer: Viewer, @Args('conversation_id', CONVERSATION_ID) conversationId: string, @Args('is_typing', { description: 'true when typing starts, false when it stops.' }) isTyping: boolean): Promise<boolean> {
    await this.chat.typing(viewer, conversationId, isTyping);
    return true;
  }

  @Mutation(() => Conversation, { description: 'Marks the conversation read up to a message; the position is kept for every device. When it moves, the signed-in user\'s devices receive conversationRead, and in a one-to-one conversation the other person too; in a group nobody else.' })
  async markRead(
    @CurrentViewer() viewer: Viewer,
    @Args('conversation_id', CONVERSATION_ID) conversationId: string,
    @Args('message_id', { type: () => ID, description: 'The newest message read; a position never moves back.' }) messageId: string,
  ): Promise<Conversation> {
    return Conversation.of(await this.chat.markRead(viewer, conversationId, messageId));
  }

  @Extensions(SAME_FOR_EVERYONE)
  @Subscription(() => Message, {
    description: 'Messages of every conversation the signed-in user is in, the sent ones included; after a reconnection, first the ones missed since `since`.',
    resolve: (message: Message) => message,
  })
  messageAdded(@CurrentViewer() viewer: Viewer, @Context() context: GraphqlContext): AsyncIterableIterator<Message> {
    const seen = new Map((context.connection?.since ?? []).map((position) => [position.conversation_id, BigInt(position.message_id)]));
    const skip = (message: Message) => BigInt(message.id) <= (seen.get(message.conversation_id) ?? -1n);
    return subscriptionOf(
      this.hub.deliveries(viewer.accountId),
      (delivery) => delivery.message(),
      async () => {
        const missed = (await this.chat.missed(viewer, context.connection?.since ?? [])).map(Message.of);
        missed.forEach((message) => seen.set(message.conversation_id, BigInt(message.id)));
        return missed;
      },
      skip,
    );
  }

  @Extensions(SAME_FOR_EVERYONE)
  @Subscription(() => TypingSignal, { description: 'Others starting or stopping typing in conversations the signed-in user is in.', resolve: (signal: TypingSignal) => signal })
  typing(@CurrentViewer() viewer: Viewer): AsyncIterableIterator<TypingSignal> {
    return subscriptionOf(this.hub.deliveries(viewer.accountId), (delivery) => delivery.typing());
  }

  @Subscription(() => Conversation, {
    description: 'Conversations the signed-in user is now in: started by them or someone else (with its first message), or a group they were added to.',
    resolve: (conversation: Conversation) => conversation,
  })
  conversationCreated(@CurrentViewer() viewer: Viewer): AsyncIterableIterator<Conversation> {
    return subscriptionOf(this.hub.deliveries(viewer.accountId), (delivery) => delivery.conversation());
  }

  @Subscription(() => Conversation, { description: 'A conversation of the signed-in user was renamed, or people were added to it or left it.', resolve: (conversation: Conversation) => conversation })
  conversationUpdated(@CurrentViewer() viewer: Viewer): AsyncIterableIterator<Conversation> {
    return subscriptionOf(this.hub.deliveries(viewer.accountId), (delivery) => delivery.conversationUpdated());
  }

  @Subscription(() => ID, { description: 'Id of a group the signed-in user left (on this device or another): take it out of the list.', resolve: (conversationId: string) => conversationId })
  conversationLeft(@CurrentViewer() viewer: Viewer): AsyncIterableIterator<string> {
    return subscriptionOf(this.hub.deliveries(viewer.accountId), (delivery) => delivery.left());
  }

  @Extensions(SAME_FOR_EVERYONE)
  @Subscription(() => Message, { description: 'Messages unsent by their sender, in conversations the signed-in user is in: show "This message was unsent".', resolve: (message: Message) => message })
  messageUnsent(@CurrentViewer() viewer: Viewer): AsyncIterableIterator<Message> {
    return subscriptionOf(this.hub.deliveries(viewer.accountId), (delivery) => delivery.unsent());
  }

  @Extensions(SAME_FOR_EVERYONE)
  @Subscription(() => ReadReceipt, { description: 'The other person of a one-to-one conversation read further (for "Seen"), or the signed-in user did on another device (in any conversation).', resolve: (receipt: ReadReceipt) => receipt })
  conversationRead(@CurrentViewer() viewer: Viewer): AsyncIterableIterator<ReadReceipt> {
    return subscriptionOf(this.hub.deliveries(viewer.accountId), (delivery) => delivery.read());
  }
}
