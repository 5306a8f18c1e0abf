import { UseGuards } from '@nestjs/common';
import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { AuthGuard } from '../accounts/auth.guard';
import type { Viewer } from '../accounts/viewer';
import { CurrentViewer } from '../common/auth/current-viewer.decorator';
import { CalendarService } from './calendar.service';

@Resolver()
@UseGuards(AuthGuard)
export class CalendarResolver {
  constructor(private readonly calendar: CalendarService) {}

  @Query(() => String, { description: 'An event as iCalendar text (RFC 5545), to save as an .ics file.' })
  eventCalendar(@CurrentViewer() viewer: Viewer, @Args('id', { type: () => ID, description: 'Id of the event; event/not_found when there is none, or a block stands between you and its author.' }) id: string): Promise<string> {
    return this.calendar.eventIcs(viewer, id);
  }

  @Query(() => Boolean, { description: 'Whether the signed-in user has a calendar feed of their Interested events.' })
  hasCalendarFeed(@CurrentViewer() viewer: Viewer): Promise<boolean> {
    return this.calendar.hasFeed(viewer);
  }

  @Mutation(() => String, { description: 'Makes a new secret address of the calendar feed and answers it; the previous one stops working.' })
  createCalendarFeed(@CurrentViewer() viewer: Viewer): Promise<string> {
    return this.calendar.createFeed(viewer);
  }

  @Mutation(() => Boolean, { description: 'Turns the calendar feed off; its address stops working.' })
  async removeCalendarFeed(@CurrentViewer() viewer: Viewer): Promise<boolean> {
    await this.calendar.removeFeed(viewer);
    return true;
  }
}
