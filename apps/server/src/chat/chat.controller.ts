import { Body, Controller, Get, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import { CHAT_LIMITS } from '@gatherly/schema';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AuthGuard } from '../accounts/auth.guard';
import type { Viewer } from '../accounts/viewer';
import { CurrentViewer } from '../common/auth/current-viewer.decorator';
import { conversationJson, ConversationJson, messageJson, MessageJson, MessagesCursorJson } from './chat.json';
import { CreateConversationBody, MessagesQuery } from './chat.inputs';
import { ChatService } from './chat.service';
import { PageCursor, PageCursorInput } from '../common/paging/page-cursor.model';
import { RequiresScope } from '../common/auth/scopes';
import { ApiAuth } from '../openapi/openapi-document';
import { ApiFailures, ApiSuccess, orNull } from '../openapi/responses';

/** The chat routes of spec §7; messages are sent over the /chat/ socket or GraphQL. */
@ApiTags('chat')
@ApiAuth()
@Controller('api/chat/conversations')
@UseGuards(AuthGuard)
@RequiresScope('chat')
export class ChatController {
  constructor(private readonly chat: ChatService) {}

  @Get()
  @ApiOperation({
    summary: `The signed-in user's conversations with participants and last message, newest activity first, ${CHAT_LIMITS.conversationsPageSize} a page.`,
    description: 'Without a cursor, the first page; with the cursor_timestamp and cursor_id of next_cursor, the page after it.',
  })
  @ApiSuccess(200, 'A page of conversations.', { conversations: [ConversationJson], next_cursor: orNull(PageCursor) })
  @ApiFailures(400, 401, 403)
  async conversations(@CurrentViewer() viewer: Viewer, @Query() query: PageCursorInput) {
    const page = await this.chat.conversations(viewer, query);
    return { success: true, data: { conversations: page.items.map((conversation) => conversationJson(conversation, viewer.accountId)), next_cursor: page.next_cursor } };
  }

  @Get(':id/messages')
  @ApiOperation({ summary: 'Messages of a conversation, oldest first: the newest page, or with `before` the page before that message.' })
  @ApiSuccess(200, 'A page of messages.', { messages: [MessageJson], next_cursor: orNull(MessagesCursorJson) })
  @ApiFailures(401, 403, 404)
  async messages(@CurrentViewer() viewer: Viewer, @Param('id') id: string, @Query() query: MessagesQuery) {
    const page = await this.chat.messages(viewer, id, query.before);
    return { success: true, data: { messages: page.items.map(messageJson), next_cursor: page.older ? { before: page.older } : null } };
  }

  @Post('create')
  @ApiOperation({ summary: 'Starts a conversation (201); with one other person already in one with the signed-in user, answers that one (200).' })
  @ApiSuccess(201, 'Started.', { conversation: ConversationJson })
  @ApiSuccess(200, 'The one-to-one conversation that already was.', { conversation: ConversationJson })
  @ApiFailures(401, 403, 413, 415, 429)
  async create(@CurrentViewer() viewer: Viewer, @Body() body: CreateConversationBody, @Res({ passthrough: true }) reply: FastifyReply) {
    const { conversation, created } = await this.chat.create(viewer, body.participant_ids, body.conversation_name);
    reply.status(created ? 201 : 200);
    return { success: true, data: { conversation: conversationJson(conversation, viewer.accountId) } };
  }
}
