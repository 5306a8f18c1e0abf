import { Args, Context, ID, Int, Mutation, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import type { Viewer } from '../../accounts/viewer';
import { CurrentViewer } from '../../common/auth/current-viewer.decorator';
import type { GraphqlContext } from '../../common/auth/request-context';
import { loadersOf } from '../shared/content-item.resolver';
import { ContentKindResolver } from '../shared/content-kind.resolver';
import { Media, Row } from '../shared/content.models';
import { EventInput } from './event.inputs';
import { eventKind } from './event.kind';
import { Event } from './event.model';
import { EventsService } from './events.service';

/** Events are created through the multipart REST route (files); their fields, images and interest are here. */
@Resolver(() => Event)
export class EventsResolver extends ContentKindResolver(eventKind) {
  constructor(private readonly events: EventsService) {
    super();
  }

  @ResolveField(() => [Media])
  media(@Parent() event: Row<Event>, @Context() context: GraphqlContext): Promise<Media[]> {
    return loadersOf(this.loaders, context).media.load(event.id);
  }

  @ResolveField(() => Int)
  async interest_count(@Parent() event: Row<Event>, @Context() context: GraphqlContext): Promise<number> {
    return (await loadersOf(this.loaders, context).stats.load(event.id)).interest_count;
  }

  @ResolveField(() => Boolean)
  async is_interested(@Parent() event: Row<Event>, @Context() context: GraphqlContext): Promise<boolean> {
    return (await loadersOf(this.loaders, context).stats.load(event.id)).is_interested;
  }

  @Mutation(() => Event, { description: "Changes fields of one's own event; fields left out keep their value." })
  updateEvent(@CurrentViewer() viewer: Viewer, @Args('id', { type: () => ID }) id: string, @Args('input') input: EventInput): Promise<Row<Event>> {
    return this.events.update(viewer, id, input);
  }

  @Mutation(() => Event, { description: 'Marks interest in attending an event; twice changes nothing.' })
  async markEventInterest(@CurrentViewer() viewer: Viewer, @Args('id', { type: () => ID }) id: string): Promise<Row<Event>> {
    await this.engagement.markInterest(viewer, id);
    return this.items.get(eventKind, id);
  }

  @Mutation(() => Event, { description: 'Takes interest in an event back.' })
  async unmarkEventInterest(@CurrentViewer() viewer: Viewer, @Args('id', { type: () => ID }) id: string): Promise<Row<Event>> {
    await this.engagement.unmarkInterest(viewer, id);
    return this.items.get(eventKind, id);
  }
}
