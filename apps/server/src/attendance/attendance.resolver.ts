import { UseGuards } from '@nestjs/common';
import { Args, Context, ID, Int, Mutation, Parent, Query, ResolveField, Resolver, Subscription } from '@nestjs/graphql';
import type { RsvpStatus } from '@gatherly/schema';
import { AuthGuard } from '../accounts/auth.guard';
import type { Viewer } from '../accounts/viewer';
import { CurrentViewer } from '../common/auth/current-viewer.decorator';
import type { GraphqlContext } from '../common/auth/request-context';
import type { Page } from '../common/paging/keyset';
import { PageCursorInput } from '../common/paging/page-cursor.model';
import { EventPage } from '../content/events/event-search.models';
import { Event } from '../content/events/event.model';
import { loadersOf } from '../content/shared/content-item.resolver';
import type { Row } from '../content/shared/content.models';
import { ContentLoadersFactory } from '../content/shared/content-loaders';
import { DATABASE_COST } from '../graphql/database-cost';
import { AttendanceHub } from './attendance-hub';
import { friendsGoingOf, rsvpOf, type FriendsGoingOf } from './attendance-loaders';
import { AttendanceService, type GuestRow } from './attendance.service';
import { GuestsService } from './guests.service';
import { FriendsGoing, Guest, GuestPage, Rsvp, RsvpStatusEnum } from './models/attendance.models';

const EVENT_ID = { type: () => ID, description: 'Id of the event; event/not_found when there is none or a block stands between you and its author.' } as const;
const HOSTED_EVENT_ID = { type: () => ID, description: 'Id of an event you host (its creator or a co-host); event/not_host (403) for others, event/not_found when you may not see it.' } as const;
const ACCOUNT_ID = { type: () => ID, description: 'Account id of the guest; event/guest_not_found when they have not answered the event.' } as const;
const AFTER = { type: () => PageCursorInput, nullable: true, description: 'next_cursor of the previous page; none for the first.' } as const;

const guestOf = (row: GuestRow): Guest => ({
  account: { id: row.account_id, username: row.username, full_name: row.full_name, profile_image: row.profile_image, is_following: row.is_following },
  rsvp_status: row.rsvp_status,
  message: row.message,
  answered_at: row.answered_at,
});

/** Going to events over GraphQL: going and leaving, the hosts' guest list, the viewer's going events, and live counts. */
@UseGuards(AuthGuard)
@Resolver(() => Event)
export class AttendanceResolver {
  constructor(
    private readonly attendance: AttendanceService,
    private readonly guests: GuestsService,
    private readonly loaders: ContentLoadersFactory,
    private readonly hub: AttendanceHub,
  ) {}

  @ResolveField(() => RsvpStatusEnum, { nullable: true, description: "The signed-in user's answer: GOING, WAITLISTED, REQUESTED, or null.", complexity: DATABASE_COST.loadedField })
  async rsvp_status(@Parent() event: Row<Event>, @Context() context: GraphqlContext): Promise<RsvpStatus | null> {
    return (await rsvpOf(loadersOf(this.loaders, context)).load(event.id)).rsvp_status;
  }

  @ResolveField(() => Int, { nullable: true, description: "The signed-in user's place in the waitlist (1 = next); null when not waiting.", complexity: DATABASE_COST.loadedField })
  async waitlist_position(@Parent() event: Row<Event>, @Context() context: GraphqlContext): Promise<number | null> {
    return (await rsvpOf(loadersOf(this.loaders, context)).load(event.id)).waitlist_position;
  }

  @ResolveField(() => FriendsGoing, { description: 'People the signed-in user follows who are going: how many, and the latest three.', complexity: DATABASE_COST.loadedField })
  friends_going(@Parent() event: Row<Event>, @Context() context: GraphqlContext): Promise<FriendsGoingOf> {
    return friendsGoingOf(loadersOf(this.loaders, context)).load(event.id);
  }

  @Mutation(() => Rsvp, {
    description: "Going: a seat while one is left, else the waitlist; a request when the hosts approve guests. Twice answers what you hold. An event's creator and co-hosts may go to it too, taking a seat like anyone. Past events: 400.",
  })
  goToEvent(
    @CurrentViewer() viewer: Viewer,
    @Args('id', EVENT_ID) id: string,
    @Args('message', { type: () => String, nullable: true, description: 'With a request to join: a few words to the hosts (at most 500 characters).' }) message: string | null,
  ) {
    return this.attendance.go(viewer, id, message);
  }

  @Mutation(() => Event, { description: 'Takes back your seat, place in the waitlist or request; a seat freed goes to the first person waiting.' })
  leaveEvent(@CurrentViewer() viewer: Viewer, @Args('id', EVENT_ID) id: string): Promise<Row<Event>> {
    return this.attendance.leave(viewer, id);
  }

  @Mutation(() => Guest, { description: 'Hosts: lets someone who asked join; going while a seat is left, else on the waitlist (the answer says which).' })
  async approveGuest(@CurrentViewer() viewer: Viewer, @Args('id', HOSTED_EVENT_ID) id: string, @Args('account_id', ACCOUNT_ID) accountId: string): Promise<Guest> {
    return guestOf(await this.attendance.approve(viewer, id, accountId));
  }

  @Mutation(() => Guest, { description: 'Hosts: turns a request down (400 for someone who did not ask); they are told. Answers the request as it was.' })
  async declineGuest(@CurrentViewer() viewer: Viewer, @Args('id', HOSTED_EVENT_ID) id: string, @Args('account_id', ACCOUNT_ID) accountId: string): Promise<Guest> {
    return guestOf(await this.attendance.decline(viewer, id, accountId));
  }

  @Mutation(() => Guest, { description: 'Hosts: takes a guest off the event, whatever they held; a seat freed goes to the first person waiting. Answers the guest as they were.' })
  async removeGuest(@CurrentViewer() viewer: Viewer, @Args('id', HOSTED_EVENT_ID) id: string, @Args('account_id', ACCOUNT_ID) accountId: string): Promise<Guest> {
    return guestOf(await this.attendance.remove(viewer, id, accountId));
  }

  @Query(() => GuestPage, { description: "Hosts: an event's guests in the order they came (the waitlist's order), a page at a time." })
  async eventGuests(
    @CurrentViewer() viewer: Viewer,
    @Args('id', HOSTED_EVENT_ID) id: string,
    @Args('status', { type: () => RsvpStatusEnum, nullable: true, description: 'Only guests with this answer; none lists all.' }) status: RsvpStatus | null,
    @Args('query', { type: () => String, nullable: true, description: 'Part of the user name, ignoring case; blank lists all.' }) query: string | null,
    @Args('after', AFTER) after: PageCursorInput | null,
  ): Promise<GuestPage> {
    const page = await this.guests.list(viewer, id, { status, query }, after);
    return { items: page.items.map(guestOf), next_cursor: page.next_cursor };
  }

  @Query(() => EventPage, { description: 'Upcoming events the signed-in user is going to or waiting for, soonest first, a page at a time.' })
  goingEvents(@CurrentViewer() viewer: Viewer, @Args('after', AFTER) after: PageCursorInput | null): Promise<Page<Row<Event>>> {
    return this.attendance.goingEvents(viewer, after);
  }

  @Subscription(() => Event, {
    description:
      "An event each time its going or waitlist count changes, from now on, read for each subscriber as they see it: their own rsvp_status and waitlist_position follow (a seat freed goes to the first waiting). Nothing for an event you may not see (a block, a suspended author).",
    resolve: (event: Row<Event>) => event,
  })
  eventAttendance(@CurrentViewer() viewer: Viewer, @Args('id', EVENT_ID) id: string, @Context() context: GraphqlContext): AsyncIterableIterator<Row<Event>> {
    // Each event delivered is read afresh, and so are its fields: the loaders of the connection start over.
    return this.hub.events(viewer, id, () => this.loaders.forget(context.req));
  }
}
