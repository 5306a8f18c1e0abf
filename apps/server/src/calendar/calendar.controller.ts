import { Controller, Delete, Get, Param, Post, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import { CALENDAR_FEED_FILE_PATTERN, CALENDAR_MESSAGES, ERROR_CODES } from '@gatherly/schema';
import type { FastifyReply } from 'fastify';
import { AuthGuard } from '../accounts/auth.guard';
import type { Viewer } from '../accounts/viewer';
import { CurrentViewer } from '../common/auth/current-viewer.decorator';
import { DomainError } from '../common/errors/domain-error';
import { CalendarService } from './calendar.service';
import { ApiAuth } from '../openapi/openapi-document';
import { ApiFailures, ApiSuccess } from '../openapi/responses';

const ICS = 'text/calendar; charset=utf-8';

/** Marks a successful answer as a calendar file (a failure stays the JSON envelope). */
function asCalendar(reply: FastifyReply, text: string, headers: Record<string, string> = {}): string {
  void reply.headers({ 'content-type': ICS, ...headers });
  return text;
}

@ApiTags('calendar')
@Controller()
export class CalendarController {
  constructor(private readonly calendar: CalendarService) {}

  @Get('api/events/by-id/:id/calendar.ics')
  @UseGuards(AuthGuard)
  @ApiAuth()
  @ApiProduces(ICS)
  @ApiOperation({ summary: 'An event as an iCalendar file, to add to any calendar.' })
  @ApiResponse({ status: 200, description: 'The event (RFC 5545).', content: { 'text/calendar': { schema: { type: 'string' } } } })
  @ApiFailures(401, 403, 404)
  async eventIcs(@CurrentViewer() viewer: Viewer, @Param('id') id: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    return asCalendar(reply, await this.calendar.eventIcs(viewer, id), { 'content-disposition': 'attachment; filename="event.ics"' });
  }

  @Post('api/calendar/feed')
  @UseGuards(AuthGuard)
  @ApiAuth()
  @ApiOperation({ summary: "A new secret address of the viewer's calendar feed (Interested events); the previous one stops working." })
  @ApiSuccess(201, 'The new address, shown this once.', { url: { type: 'string' } })
  @ApiFailures(401, 403)
  async createFeed(@CurrentViewer() viewer: Viewer) {
    return { success: true, data: { url: await this.calendar.createFeed(viewer) } };
  }

  @Delete('api/calendar/feed')
  @UseGuards(AuthGuard)
  @ApiAuth()
  @ApiOperation({ summary: "Turn the viewer's calendar feed off; its address stops working." })
  @ApiSuccess(200, 'Off.')
  @ApiFailures(401, 403)
  async removeFeed(@CurrentViewer() viewer: Viewer) {
    await this.calendar.removeFeed(viewer);
    return { success: true };
  }

  @Get('api/calendar/:file')
  @ApiProduces(ICS)
  @ApiOperation({ summary: 'A calendar feed, at its secret address `<token>.ics` (no other authentication: calendar apps subscribe to it).' })
  @ApiResponse({ status: 200, description: "The owner's Interested events (RFC 5545).", content: { 'text/calendar': { schema: { type: 'string' } } } })
  @ApiFailures(404)
  async feed(@Param('file') file: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const token = CALENDAR_FEED_FILE_PATTERN.exec(file)?.[1];
    if (!token) throw new DomainError(ERROR_CODES.calendarFeedNotFound, [CALENDAR_MESSAGES.feedNotFound]);
    return asCalendar(reply, await this.calendar.feedIcs(token), { 'cache-control': 'private, max-age=300' });
  }
}
