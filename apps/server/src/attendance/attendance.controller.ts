import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import { RSVP_STATUSES } from '@gatherly/schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AuthGuard } from '../accounts/auth.guard';
import type { Viewer } from '../accounts/viewer';
import { CurrentViewer } from '../common/auth/current-viewer.decorator';
import { PageCursor, PageCursorInput } from '../common/paging/page-cursor.model';
import { EventJson } from '../content/events/event.json';
import { eventKind } from '../content/events/event.kind';
import type { Event } from '../content/events/event.model';
import type { Row } from '../content/shared/content.models';
import { ContentLoadersFactory } from '../content/shared/content-loaders';
import { FIELD_SCHEMAS } from '../openapi/field-schemas';
import { ApiAuth } from '../openapi/openapi-document';
import { restModel } from '../openapi/rest-model';
import { ApiFailures, ApiSuccess, orNull } from '../openapi/responses';
import { AttendanceService, type GuestRow } from './attendance.service';
import { GuestsService } from './guests.service';
import { GoBody, GuestsFilter, GuestsQuery } from './models/attendance.inputs';

const GuestJson = restModel('GuestJson', {
  account_id: FIELD_SCHEMAS.uuid,
  username: { type: String },
  profile_image: { type: String, nullable: true, description: 'URL of the square profile photo; null for the default image.' },
  rsvp_status: { type: String, enum: [...RSVP_STATUSES], description: 'going, waitlisted or requested.' },
  message: { type: String, description: 'What they wrote to the hosts with a request; empty when nothing.' },
  answered_at: { type: String, format: 'date-time', description: 'When they answered.' },
});

const guestJson = (row: GuestRow) => ({
  account_id: row.account_id,
  username: row.username,
  profile_image: row.profile_image,
  rsvp_status: row.rsvp_status,
  message: row.message,
  answered_at: row.answered_at,
});

/**
 * Going to events over REST: `POST` and `DELETE /api/events/going/:id`, `GET /api/events/going`,
 * and for hosts the guest list under `/api/events/by-id/:id/guests`.
 */
@ApiTags('events')
@ApiAuth()
@UseGuards(AuthGuard)
@Controller('api/events')
export class AttendanceController {
  constructor(
    private readonly attendance: AttendanceService,
    private readonly guests: GuestsService,
    private readonly loaders: ContentLoadersFactory,
  ) {}

  @Post('going/:id')
  @HttpCode(200)
  @ApiOperation({
    summary: "Go to an event: a seat while one is left, else the waitlist; a request when its hosts approve guests. Going twice answers what you hold. The event's creator and co-hosts may go too, taking a seat like anyone.",
  })
  @ApiSuccess(200, 'Where the caller stands, and the event.', {
    rsvp_status: { type: 'string', enum: [...RSVP_STATUSES] },
    waitlist_position: { type: 'integer', nullable: true },
    event: EventJson,
  })
  @ApiFailures(400, 401, 403, 404, 429)
  async go(@CurrentViewer() viewer: Viewer, @Param('id') id: string, @Body() body: GoBody, @Req() request: FastifyRequest) {
    const answer = await this.attendance.go(viewer, id, body?.message);
    return { success: true, data: { rsvp_status: answer.rsvp_status, waitlist_position: answer.waitlist_position, event: await this.eventJson(viewer, request, answer.event) } };
  }

  @Delete('going/:id')
  @ApiOperation({ summary: 'Take back a seat, a place in the waitlist or a request; a seat freed goes to the first person waiting.' })
  @ApiSuccess(200, 'The event, with its new counts.', { event: EventJson })
  @ApiFailures(401, 403, 404, 429)
  async leave(@CurrentViewer() viewer: Viewer, @Param('id') id: string, @Req() request: FastifyRequest) {
    return { success: true, data: { event: await this.eventJson(viewer, request, await this.attendance.leave(viewer, id)) } };
  }

  @Get('going')
  @ApiOperation({ summary: 'Upcoming events the caller is going to or waiting for, soonest first, a page at a time.' })
  @ApiSuccess(200, 'A page of events.', { events: [EventJson], next_cursor: orNull(PageCursor) })
  @ApiFailures(400, 401, 403)
  async goingEvents(@CurrentViewer() viewer: Viewer, @Query() cursor: PageCursorInput, @Req() request: FastifyRequest) {
    const page = await this.attendance.goingEvents(viewer, cursor);
    const loaders = this.loaders.forRequest(request, viewer.accountId);
    return { success: true, data: { events: await Promise.all(page.items.map((row) => eventKind.toJson(row, loaders))), next_cursor: page.next_cursor } };
  }

  @Get('by-id/:id/guests')
  @ApiOperation({ summary: "Hosts: the event's guests in the order they came (the waitlist's order), a page at a time; by status and part of the user name." })
  @ApiSuccess(200, 'A page of guests.', { guests: [GuestJson], next_cursor: orNull(PageCursor) })
  @ApiFailures(400, 401, 403, 404)
  async guestList(@CurrentViewer() viewer: Viewer, @Param('id') id: string, @Query() query: GuestsQuery) {
    const page = await this.guests.list(viewer, id, query, query);
    return { success: true, data: { guests: page.items.map(guestJson), next_cursor: page.next_cursor } };
  }

  @Get('by-id/:id/guests.csv')
  @ApiProduces('text/csv')
  @ApiOperation({ summary: "Hosts: the event's guest list as a CSV file (username, status, message, answered_at), with the same filters." })
  @ApiResponse({ status: 200, description: 'The guest list.', content: { 'text/csv': { schema: { type: 'string' } } } })
  @ApiFailures(400, 401, 403, 404)
  async guestsCsv(@CurrentViewer() viewer: Viewer, @Param('id') id: string, @Query() query: GuestsFilter, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const csv = await this.guests.csv(viewer, id, query);
    // Only a successful answer is a file; a failure stays the JSON envelope.
    void reply.headers({ 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="guests.csv"' });
    return csv;
  }

  @Post('by-id/:id/guests/:accountId/approve')
  @HttpCode(200)
  @ApiOperation({ summary: 'Hosts: let someone who asked join; going while a seat is left, else on the waitlist (rsvp_status says which).' })
  @ApiSuccess(200, 'The guest.', { guest: GuestJson })
  @ApiFailures(401, 403, 404, 429)
  async approve(@CurrentViewer() viewer: Viewer, @Param('id') id: string, @Param('accountId') accountId: string) {
    return { success: true, data: { guest: guestJson(await this.attendance.approve(viewer, id, accountId)) } };
  }

  @Post('by-id/:id/guests/:accountId/decline')
  @HttpCode(200)
  @ApiOperation({ summary: 'Hosts: turn a request down; the person is told. Only a request can be declined (400).' })
  @ApiSuccess(200, 'The request as it was.', { guest: GuestJson })
  @ApiFailures(400, 401, 403, 404, 429)
  async decline(@CurrentViewer() viewer: Viewer, @Param('id') id: string, @Param('accountId') accountId: string) {
    return { success: true, data: { guest: guestJson(await this.attendance.decline(viewer, id, accountId)) } };
  }

  @Delete('by-id/:id/guests/:accountId')
  @ApiOperation({ summary: 'Hosts: take a guest off the event, whatever they held; a seat freed goes to the first person waiting.' })
  @ApiSuccess(200, 'The guest as they were.', { guest: GuestJson })
  @ApiFailures(401, 403, 404, 429)
  async remove(@CurrentViewer() viewer: Viewer, @Param('id') id: string, @Param('accountId') accountId: string) {
    return { success: true, data: { guest: guestJson(await this.attendance.remove(viewer, id, accountId)) } };
  }

  private eventJson(viewer: Viewer, request: FastifyRequest, row: Row<Event>) {
    return eventKind.toJson(row, this.loaders.forRequest(request, viewer.accountId));
  }
}
