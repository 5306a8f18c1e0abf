import { Args, Context, ID, Info, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { GraphQLResolveInfo } from 'graphql';
import type { Viewer } from '../../accounts/viewer';
import { CurrentViewer } from '../../common/auth/current-viewer.decorator';
import type { GraphqlContext } from '../../common/auth/request-context';
import type { Page } from '../../common/paging/keyset';
import { PageCursorInput } from '../../common/paging/page-cursor.model';
import { loadersOf } from '../shared/content-item.resolver';
import type { AroundPage } from '../shared/content-items.service';
import { ContentKindResolver, ownItemIdArg } from '../shared/content-kind.resolver';
import { Media, Row } from '../shared/content.models';
import { EventFiltersInput, flatFilters, MapBoundsInput } from './event-search.inputs';
import { EventMarker, EventPage, FriendsInterested, MapConfig } from './event-search.models';
import { EventInput } from './event.inputs';
import { eventKind } from './event.kind';
import { Event } from './event.model';
import { type EventMarkerRow, EventsSearchService } from './events-search.service';
import { EventsService } from './events.service';
import type { EditScope } from '@gatherly/schema';
import { SCOPE_ARG } from '../../series/series.models';
import { friendsInterestedOf, type FriendsInterestedOf } from './friends-interested.loader';
import { DATABASE_COST } from '../../graphql/database-cost';
import { PersonPage } from '../../profiles/profile.models';
import { EVENT_MAP_LIMITS } from '@gatherly/schema';

const AFTER = { type: () => PageCursorInput, nullable: true, description: 'next_cursor of the previous page; none for the first.' } as const;
const EVENT_ID = {
  type: () => ID,
  description: 'Id of the event; event/not_found when there is none, it is a remark or a post, or a block stands between you and its author.',
} as const;

/**
 * Events are created through the multipart REST route (files); their fields, images, interest and
 * the Events page's lists are here.
 */
@Resolver(() => Event)
export class EventsResolver extends ContentKindResolver(eventKind) {
  constructor(
    private readonly events: EventsService,
    private readonly search: EventsSearchService,
  ) {
    super();
  }

  @Query(() => EventPage, { description: 'Upcoming events matching every filter given, soonest first, a page at a time (Explore).' })
  async searchEvents(
    @CurrentViewer() viewer: Viewer,
    @Args('filters', { type: () => EventFiltersInput, nullable: true, description: 'Name, category, online, near and date filters; none lists every upcoming event.' }) filters: EventFiltersInput | null,
    @Args('after', AFTER) after: PageCursorInput | null,
    @Context() context: GraphqlContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<Page<Row<Event>>> {
    return this.primed(context, await this.search.explore(viewer, flatFilters(filters), after, this.loaders.partsAsked(info)));
  }

  @Query(() => [EventMarker], { description: `The places of upcoming events inside the map's bounds matching every filter, soonest first, at most ${EVENT_MAP_LIMITS.markers}; events without a place are not on maps.` })
  eventMap(
    @CurrentViewer() viewer: Viewer,
    @Args('filters', { type: () => EventFiltersInput, nullable: true, description: 'The filters of searchEvents; none shows every upcoming event with a place.' }) filters: EventFiltersInput | null,
    @Args('bounds', { type: () => MapBoundsInput, description: 'The visible area of the map.' }) bounds: MapBoundsInput,
  ): Promise<EventMarkerRow[]> {
    return this.search.map(viewer, flatFilters(filters), bounds);
  }

  @Query(() => MapConfig, { description: "The base map under the events' markers: the tile URL template (null: no tiles) and its attribution." })
  mapConfig(@CurrentViewer() _viewer: Viewer): MapConfig {
    return this.search.mapConfig();
  }

  @Query(() => EventPage, { description: 'Upcoming events the signed-in user marked interest in, soonest first, a page at a time.' })
  async interestedEvents(
    @CurrentViewer() viewer: Viewer,
    @Args('after', AFTER) after: PageCursorInput | null,
    @Context() context: GraphqlContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<Page<Row<Event>>> {
    return this.primed(context, await this.search.interested(viewer, after, this.loaders.partsAsked(info)));
  }

  /** A page whose statement read what its events are shown with, given to the request's loaders so that nothing is read again. */
  private primed(context: GraphqlContext, page: Page<Row<Event>> & AroundPage<Event>): Page<Row<Event>> {
    loadersOf(this.loaders, context).primePage(page.items, page.around);
    return page;
  }

  @Query(() => PersonPage, { description: 'Who is interested in an event: people the signed-in user follows first, then the others, newest interest first, a page at a time.' })
  interestedPeople(@CurrentViewer() viewer: Viewer, @Args('event_id', EVENT_ID) eventId: string, @Args('after', AFTER) after: PageCursorInput | null) {
    return this.events.interestedPeople(viewer, eventId, after);
  }

  @ResolveField(() => FriendsInterested, { description: 'People the signed-in user follows who marked interest: how many, and the latest three.', complexity: DATABASE_COST.loadedField })
  friends_interested(@Parent() event: Row<Event>, @Context() context: GraphqlContext): Promise<FriendsInterestedOf> {
    return friendsInterestedOf(loadersOf(this.loaders, context)).load(event.id);
  }

  @ResolveField(() => [Media], { complexity: DATABASE_COST.loadedField })
  media(@Parent() event: Row<Event>, @Context() context: GraphqlContext): Promise<Media[]> {
    return loadersOf(this.loaders, context).media.load(event.id);
  }

  @ResolveField(() => Boolean, { complexity: DATABASE_COST.loadedField })
  async is_interested(@Parent() event: Row<Event>, @Context() context: GraphqlContext): Promise<boolean> {
    return (await loadersOf(this.loaders, context).viewer.load(event.id)).is_interested;
  }

  @Mutation(() => Event, { description: "Changes fields of one's own event; fields left out keep their value." })
  updateEvent(
    @CurrentViewer() viewer: Viewer,
    @Args('id', ownItemIdArg('event')) id: string,
    @Args('input', { description: 'The fields to change, each with the rules of a new event; those left out keep their value.' }) input: EventInput,
    @Args('scope', SCOPE_ARG) scope: EditScope | null,
  ): Promise<Row<Event>> {
    return this.events.update(viewer, id, input, scope ?? 'this');
  }

  @Mutation(() => Boolean, { name: 'deleteEvent', description: "Deletes one's own event and everything attached to it; with scope FOLLOWING, also the later dates of its series, which then ends before it." })
  override async delete(@CurrentViewer() viewer: Viewer, @Args('id', ownItemIdArg('event')) id: string, @Args('scope', SCOPE_ARG) scope: EditScope | null = null): Promise<boolean> {
    await this.events.delete(viewer, id, scope ?? 'this');
    return true;
  }

  @Mutation(() => Event, { description: 'Marks interest in attending an event; twice changes nothing.' })
  async markEventInterest(@CurrentViewer() viewer: Viewer, @Args('id', EVENT_ID) id: string): Promise<Row<Event>> {
    await this.engagement.markInterest(viewer, id);
    return this.items.get(eventKind, id);
  }

  @Mutation(() => Event, { description: 'Takes interest in an event back.' })
  async unmarkEventInterest(@CurrentViewer() viewer: Viewer, @Args('id', EVENT_ID) id: string): Promise<Row<Event>> {
    await this.engagement.unmarkInterest(viewer, id);
    return this.items.get(eventKind, id);
  }
}
