import { UseGuards } from '@nestjs/common';
import { Args, Context, ID, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { AuthGuard } from '../../accounts/auth.guard';
import type { Viewer } from '../../accounts/viewer';
import { CurrentViewer } from '../../common/auth/current-viewer.decorator';
import type { GraphqlContext } from '../../common/auth/request-context';
import { CommentInput, EventInput } from '../dto/content.inputs';
import { EngagementService } from '../engagement/engagement.service';
import { loadersOf } from '../shared/content-item.resolver';
import { ContentLoadersFactory } from '../shared/content-loaders';
import { Comment, Event, Media, Row } from '../shared/content.models';
import { EventsService } from './events.service';

/** Events are created through the multipart REST route (files); everything else is here too. */
@Resolver(() => Event)
@UseGuards(AuthGuard)
export class EventsResolver {
  constructor(
    private readonly events: EventsService,
    private readonly engagement: EngagementService,
    private readonly loaders: ContentLoadersFactory,
  ) {}

  @Query(() => Event, { nullable: true, description: 'An event by id; null when there is none.' })
  event(@Args('id', { type: () => ID, description: 'Event id.' }) id: string, @Context() context: GraphqlContext): Promise<Row<Event> | null> {
    return loadersOf(this.loaders, context).event.load(id);
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

  @Mutation(() => Boolean, { description: "Deletes one's own event with its images, likes, comments and interest." })
  async deleteEvent(@CurrentViewer() viewer: Viewer, @Args('id', { type: () => ID }) id: string): Promise<boolean> {
    await this.events.delete(viewer, id);
    return true;
  }

  @Mutation(() => Event, { description: 'Likes an event; liking twice changes nothing.' })
  async likeEvent(@CurrentViewer() viewer: Viewer, @Args('id', { type: () => ID }) id: string): Promise<Row<Event>> {
    await this.engagement.like(viewer, id, 'event');
    return this.events.get(id);
  }

  @Mutation(() => Event, { description: 'Takes a like of an event back.' })
  async unlikeEvent(@CurrentViewer() viewer: Viewer, @Args('id', { type: () => ID }) id: string): Promise<Row<Event>> {
    await this.engagement.unlike(viewer, id, 'event');
    return this.events.get(id);
  }

  @Mutation(() => Event, { description: 'Marks interest in attending an event; twice changes nothing.' })
  async markEventInterest(@CurrentViewer() viewer: Viewer, @Args('id', { type: () => ID }) id: string): Promise<Row<Event>> {
    await this.engagement.markInterest(viewer, id);
    return this.events.get(id);
  }

  @Mutation(() => Event, { description: 'Takes interest in an event back.' })
  async unmarkEventInterest(@CurrentViewer() viewer: Viewer, @Args('id', { type: () => ID }) id: string): Promise<Row<Event>> {
    await this.engagement.unmarkInterest(viewer, id);
    return this.events.get(id);
  }

  @Mutation(() => Comment, { description: 'Comments on an event.' })
  commentOnEvent(@CurrentViewer() viewer: Viewer, @Args('input') input: CommentInput): Promise<Comment> {
    return this.engagement.comment(viewer, input.item_id, 'event', input.comment_content);
  }
}
