import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Res, UseGuards } from '@nestjs/common';
import { CHAT_LIMITS } from '@gatherly/schema';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AuthGuard } from '../accounts/auth.guard';
import type { Viewer } from '../accounts/viewer';
import { CurrentViewer } from '../common/auth/current-viewer.decorator';
import { conversationJson, ConversationJson, messageJson, MessageJson, MessagesCursorJson } from './chat.json';
import { AddParticipantsBody, CreateConversationBody, MarkConversationReadBody, MessagesQuery, RenameConversationBody, StartConversationBody } from './chat.inputs';
import { ChatGroupsService } from './chat-groups.service';
import { ChatService } from './chat.service';
import { PageCursor, PageCursorInput } from '../common/paging/page-cursor.model';
import { RequiresScope } from '../common/auth/scopes';
import { ApiAuth } from '../openapi/openapi-document';
import { ApiFailures, ApiSuccess, orNull } from '../openapi/responses';

/** The chat routes of spec §7 and after; messages are sent over the /chat/ socket or GraphQL, or start a conversation here. */
@ApiTags('chat')
@ApiAuth()
@Controller('api/chat')
@UseGuards(AuthGuard)
@RequiresScope('chat')
export class ChatController {
  constructor(
    private readonly chat: ChatService,
    private readonly groups: ChatGroupsService,
  ) {}

  @Get('conversations')
  @ApiOperation({
    summary: `The signed-in user's conversations with participants and last message, newest activity first, ${CHAT_LIMITS.conversationsPageSize} a page.`,
    description: 'Without a cursor, the first page; with the cursor_timestamp and cursor_id of next_cursor, the page after it.',
  })
  @ApiSuccess(200, 'A page of conversations.', { conversations: [ConversationJson], next_cursor: orNull(PageCursor) })
  @ApiFailures(400, 401, 403)
  async conversations(@CurrentViewer() viewer: Viewer, @Query() query: PageCursorInput) {
    const page = await this.chat.conversations(viewer, query);
    return { success: true, data: { conversations: page.items.map(conversationJson), next_cursor: page.next_cursor } };
  }

  @Get('conversations/:id/messages')
  @ApiOperation({ summary: 'Messages of a conversation, oldest first: the newest page, or with `before` the page before that message.' })
  @ApiSuccess(200, 'A page of messages.', { messages: [MessageJson], next_cursor: orNull(MessagesCursorJson) })
  @ApiFailures(401, 403, 404)
  async messages(@CurrentViewer() viewer: Viewer, @Param('id') id: string, @Query() query: MessagesQuery) {
    const page = await this.chat.messages(viewer, id, query.before);
    return { success: true, data: { messages: page.items.map(messageJson), next_cursor: page.older ? { before: page.older } : null } };
  }

  @Post('conversations/create')
  @ApiOperation({ summary: 'Starts a conversation (201); with one other person already in one with the signed-in user, answers that one (200).' })
  @ApiSuccess(201, 'Started.', { conversation: ConversationJson })
  @ApiSuccess(200, 'The one-to-one conversation that already was.', { conversation: ConversationJson })
  @ApiFailures(401, 403, 413, 415, 429)
  async create(@CurrentViewer() viewer: Viewer, @Body() body: CreateConversationBody, @Res({ passthrough: true }) reply: FastifyReply) {
    const { conversation, created } = await this.chat.create(viewer, body.participant_ids, body.conversation_name);
    reply.status(created ? 201 : 200);
    return { success: true, data: { conversation: conversationJson(conversation) } };
  }

  @Post('conversations/start')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Starts a conversation with its first message (201): with one other person, the one-to-one conversation the two share, else a new one.',
    description:
      'In one transaction: the others hear of a new conversation (new_conversation, then message) only once its first message is stored, and a refused message creates nothing. The rules of create and of sending a message.',
  })
  @ApiSuccess(201, 'The message is stored; the conversation as the signed-in user sees it, and the message.', { conversation: ConversationJson, message: MessageJson })
  @ApiFailures(401, 403, 413, 415, 429)
  async start(@CurrentViewer() viewer: Viewer, @Body() body: StartConversationBody) {
    const { conversation, message } = await this.chat.start(viewer, body.participant_ids, body.content);
    return { success: true, data: { conversation: conversationJson(conversation), message: messageJson(message) } };
  }

  @Patch('conversations/:id')
  @ApiOperation({
    summary: 'Names a group, or removes its name (empty); any member may.',
    description: "A one-to-one conversation answers 400 with code chat/not_a_group. The members receive a 'renamed' message and conversation_updated; an unchanged name changes nothing.",
  })
  @ApiSuccess(200, 'The conversation as it is now.', { conversation: ConversationJson })
  @ApiFailures(401, 403, 404, 413, 415, 429)
  async rename(@CurrentViewer() viewer: Viewer, @Param('id') id: string, @Body() body: RenameConversationBody) {
    return { success: true, data: { conversation: conversationJson(await this.groups.rename(viewer, id, body.conversation_name)) } };
  }

  @Post('conversations/:id/participants')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Adds people to a group; any member may.',
    description:
      "With the rules of starting a group: someone the caller may not reach is unknown (400), a block between any two of the members refuses (403). The added receive new_conversation and see the conversation from the 'added' message on, not what was said before; the members an 'added' message and conversation_updated. A one-to-one conversation answers 400 chat/not_a_group.",
  })
  @ApiSuccess(200, 'The conversation as it is now.', { conversation: ConversationJson })
  @ApiFailures(401, 403, 404, 413, 415, 429)
  async addParticipants(@CurrentViewer() viewer: Viewer, @Param('id') id: string, @Body() body: AddParticipantsBody) {
    return { success: true, data: { conversation: conversationJson(await this.groups.addParticipants(viewer, id, body.participant_ids)) } };
  }

  @Post('conversations/:id/leave')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Leaves a group.',
    description:
      "From now on the caller receives nothing of it on any socket and it leaves their list (their sockets get conversation_left); the others receive a 'left' message and conversation_updated. A one-to-one conversation answers 400 chat/not_a_group.",
  })
  @ApiSuccess(200, 'Left.')
  @ApiFailures(401, 403, 404, 429)
  async leave(@CurrentViewer() viewer: Viewer, @Param('id') id: string) {
    await this.groups.leave(viewer, id);
    return { success: true };
  }

  @Post('conversations/:id/read')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Marks the conversation read up to a message; the position is kept for every device and never moves back.',
    description: 'When it moves, the caller\'s devices receive a read frame, and in a one-to-one conversation the other person too; in a group nobody else.',
  })
  @ApiSuccess(200, 'The conversation as it is now.', { conversation: ConversationJson })
  @ApiFailures(401, 403, 404, 413, 415)
  async markRead(@CurrentViewer() viewer: Viewer, @Param('id') id: string, @Body() body: MarkConversationReadBody) {
    return { success: true, data: { conversation: conversationJson(await this.chat.markRead(viewer, id, body.message_id)) } };
  }

  @Delete('messages/:messageId')
  @ApiOperation({
    summary: `Unsends a text message of the caller's, within ${CHAT_LIMITS.unsendWindowSeconds / 60} minutes of sending it.`,
    description:
      'The message stays in its place with its content emptied and unsent true; everyone in the conversation receives message_unsent. Someone else\'s message answers 403 (chat/not_your_message); one someone left, was added or renamed the group with 409 (chat/not_unsendable); past the window 409 (chat/unsend_expired). Unsending it again answers it as it is.',
  })
  @ApiSuccess(200, 'Unsent.', { message: MessageJson })
  @ApiFailures(401, 403, 404, 409, 429)
  async unsend(@CurrentViewer() viewer: Viewer, @Param('messageId') id: string) {
    return { success: true, data: { message: messageJson(await this.chat.unsend(viewer, id)) } };
  }

  @Get('unread')
  @ApiOperation({ summary: "How many of the caller's conversations have a text message from someone else after their read position (for the badge on Messages)." })
  @ApiSuccess(200, 'The count.', { unread_conversations: { type: 'integer', minimum: 0 } })
  @ApiFailures(401, 403)
  async unread(@CurrentViewer() viewer: Viewer) {
    return { success: true, data: { unread_conversations: await this.chat.unreadCount(viewer) } };
  }
}
