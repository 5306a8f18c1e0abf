import { Body, Controller, Delete, Get, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { HOSTING_LIMITS } from '@gatherly/schema';
import { AuthGuard } from '../accounts/auth.guard';
import type { Viewer } from '../accounts/viewer';
import { conversationJson, ConversationJson } from '../chat/chat.json';
import { CurrentViewer } from '../common/auth/current-viewer.decorator';
import { PageCursor, PageCursorInput } from '../common/paging/page-cursor.model';
import { EventJson } from '../content/events/event.json';
import { eventKind } from '../content/events/event.kind';
import type { Event } from '../content/events/event.model';
import type { Row } from '../content/shared/content.models';
import { ContentLoadersFactory } from '../content/shared/content-loaders';
import { ApiAuth } from '../openapi/openapi-document';
import { ApiFailures, ApiSuccess, orNull } from '../openapi/responses';
import { CoHostsService } from './co-hosts.service';
import { EventChatService } from './event-chat.service';
import { GuestMessagesService } from './guest-messages.service';
import { eventMessageJson, EventMessageJson } from './hosting.json';
import { CoHostBody, GuestMessageBody } from './models/hosting.inputs';

/**
 * Hosting over REST, under `/api/events/by-id/:id`: `co-hosts` (POST, DELETE `co-hosts/:username`),
 * `messages` (POST, GET), `chat` and `chat/join` (POST).
 */
@ApiTags('events')
@ApiAuth()
@UseGuards(AuthGuard)
@Controller('api/events/by-id/:id')
export class HostingController {
  constructor(
    private readonly coHosts: CoHostsService,
    private readonly messages: GuestMessagesService,
    private readonly chat: EventChatService,
    private readonly loaders: ContentLoadersFactory,
  ) {}

  @Post('co-hosts')
  @ApiOperation({ summary: "Creator: make someone they follow a co-host (edits the event, manages and messages its guests). Twice changes nothing." })
  @ApiSuccess(201, 'The event, with its co-hosts.', { event: EventJson })
  @ApiFailures(400, 401, 403, 404, 429)
  async addCoHost(@CurrentViewer() viewer: Viewer, @Param('id') id: string, @Body() body: CoHostBody, @Req() request: FastifyRequest) {
    return this.eventAnswer(viewer, request, await this.coHosts.add(viewer, id, body?.username));
  }

  @Delete('co-hosts/:username')
  @ApiOperation({ summary: 'Take a co-host off the event: the creator removes anyone, a co-host themself.' })
  @ApiSuccess(200, 'The event, with its co-hosts.', { event: EventJson })
  @ApiFailures(400, 401, 403, 404, 429)
  async removeCoHost(@CurrentViewer() viewer: Viewer, @Param('id') id: string, @Param('username') username: string, @Req() request: FastifyRequest) {
    return this.eventAnswer(viewer, request, await this.coHosts.remove(viewer, id, username));
  }

  @Post('messages')
  @ApiOperation({ summary: "Hosts: write to the guests going, waiting, or all; each gets a notification and a mail (per their preferences), and it is kept on the event." })
  @ApiSuccess(201, 'The message, with how many guests it was sent to.', { event_message: EventMessageJson })
  @ApiFailures(400, 401, 403, 404, 429)
  async messageGuests(@CurrentViewer() viewer: Viewer, @Param('id') id: string, @Body() body: GuestMessageBody) {
    return { success: true, data: { event_message: eventMessageJson(await this.messages.send(viewer, id, body?.message_content, body?.audience)) } };
  }

  @Get('messages')
  @ApiOperation({ summary: "The hosts' messages to the guests, newest first, a page at a time: hosts read all, guests going or waiting those sent to them." })
  @ApiSuccess(200, 'A page of messages.', { event_messages: [EventMessageJson], next_cursor: orNull(PageCursor) })
  @ApiFailures(400, 401, 403, 404)
  async eventMessages(@CurrentViewer() viewer: Viewer, @Param('id') id: string, @Query() cursor: PageCursorInput) {
    const page = await this.messages.list(viewer, id, cursor);
    return { success: true, data: { event_messages: page.items.map(eventMessageJson), next_cursor: page.next_cursor } };
  }

  @Post('chat')
  @ApiOperation({ summary: "Hosts: open the event's chat, a group named after it with its hosts; already open, the same one." })
  @ApiSuccess(201, 'The conversation.', { conversation: ConversationJson })
  @ApiFailures(401, 403, 404, 429)
  async openChat(@CurrentViewer() viewer: Viewer, @Param('id') id: string) {
    return { success: true, data: { conversation: conversationJson(await this.chat.open(viewer, id)) } };
  }

  @Post('chat/join')
  @ApiOperation({ summary: `Guests going (and hosts): join the event's chat; 409 while none is open, or for a guest once it holds ${HOSTING_LIMITS.eventChatMembers} people (hosts always get in). Leave it as any group.` })
  @ApiSuccess(201, 'The conversation.', { conversation: ConversationJson })
  @ApiFailures(401, 403, 404, 409, 429)
  async joinChat(@CurrentViewer() viewer: Viewer, @Param('id') id: string) {
    return { success: true, data: { conversation: conversationJson(await this.chat.join(viewer, id)) } };
  }

  private async eventAnswer(viewer: Viewer, request: FastifyRequest, row: Row<Event>) {
    return { success: true, data: { event: await eventKind.toJson(row, this.loaders.forRequest(request, viewer.accountId)) } };
  }
}
