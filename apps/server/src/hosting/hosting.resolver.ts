import { UseGuards } from '@nestjs/common';
import { Args, Context, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { HOSTING_LIMITS, type GuestAudience } from '@gatherly/schema';
import { AuthGuard } from '../accounts/auth.guard';
import type { Viewer } from '../accounts/viewer';
import { Conversation } from '../chat/chat.models';
import { CurrentViewer } from '../common/auth/current-viewer.decorator';
import type { GraphqlContext } from '../common/auth/request-context';
import type { Page } from '../common/paging/keyset';
import { PageCursorInput } from '../common/paging/page-cursor.model';
import { Event } from '../content/events/event.model';
import { loadersOf } from '../content/shared/content-item.resolver';
import type { Row } from '../content/shared/content.models';
import { ContentLoadersFactory } from '../content/shared/content-loaders';
import { DATABASE_COST } from '../graphql/database-cost';
import { Person } from '../profiles/profile.models';
import { CoHostsService } from './co-hosts.service';
import { EventChatService } from './event-chat.service';
import { eventHostingOf } from './event-hosting.loader';
import { GuestMessagesService, type EventMessageData } from './guest-messages.service';
import { EventMessage, EventMessagePage, GuestAudienceEnum } from './models/hosting.models';

const EVENT_ID = { type: () => ID, description: 'Id of the event; event/not_found when there is none or a block stands between you and its author.' } as const;
const HOSTED_EVENT_ID = { type: () => ID, description: 'Id of an event you host (its creator or a co-host); event/not_host (403) for others, event/not_found when you may not see it.' } as const;
const OWN_EVENT_ID = { type: () => ID, description: 'Id of an event you created; event/not_creator (403) for its co-hosts, event/not_host for others, event/not_found when you may not see it.' } as const;
const USERNAME = { type: () => String, description: 'User name of the person (any case).' } as const;
const AFTER = { type: () => PageCursorInput, nullable: true, description: 'next_cursor of the previous page; none for the first.' } as const;

/** Hosting over GraphQL: co-hosts, messages to the guests, the event's chat, and what the event says of its hosts. */
@UseGuards(AuthGuard)
@Resolver(() => Event)
export class HostingResolver {
  constructor(
    private readonly coHosts: CoHostsService,
    private readonly messages: GuestMessagesService,
    private readonly chat: EventChatService,
    private readonly loaders: ContentLoadersFactory,
  ) {}

  @ResolveField(() => [Person], { description: 'The people the creator chose to run the event with them, first chosen first.', complexity: DATABASE_COST.loadedField })
  async co_hosts(@Parent() event: Row<Event>, @Context() context: GraphqlContext): Promise<Person[]> {
    return (await eventHostingOf(loadersOf(this.loaders, context)).load(event.id)).co_hosts;
  }

  @ResolveField(() => Boolean, { description: 'Whether the signed-in user hosts the event: its creator or a co-host.', complexity: DATABASE_COST.loadedField })
  async is_host(@Parent() event: Row<Event>, @Context() context: GraphqlContext): Promise<boolean> {
    return (await eventHostingOf(loadersOf(this.loaders, context)).load(event.id)).is_host;
  }

  @ResolveField(() => ID, { nullable: true, description: "The event's chat (a group conversation), for its hosts and the guests going; null for others or while none is open.", complexity: DATABASE_COST.loadedField })
  async event_conversation_id(@Parent() event: Row<Event>, @Context() context: GraphqlContext): Promise<string | null> {
    return (await eventHostingOf(loadersOf(this.loaders, context)).load(event.id)).event_conversation_id;
  }

  @ResolveField(() => Boolean, { description: "Whether the signed-in user is in the event's chat now: joined it (or put in it as a host) and did not leave it.", complexity: DATABASE_COST.loadedField })
  async is_in_event_chat(@Parent() event: Row<Event>, @Context() context: GraphqlContext): Promise<boolean> {
    return (await eventHostingOf(loadersOf(this.loaders, context)).load(event.id)).is_in_event_chat;
  }

  @Mutation(() => Event, { description: `Makes someone you follow a co-host of your event (at most ${HOSTING_LIMITS.coHosts}): they edit it, manage its guests and message them. Twice changes nothing.` })
  addCoHost(@CurrentViewer() viewer: Viewer, @Args('id', OWN_EVENT_ID) id: string, @Args('username', USERNAME) username: string): Promise<Row<Event>> {
    return this.coHosts.add(viewer, id, username);
  }

  @Mutation(() => Event, { description: 'Takes a co-host off the event: its creator removes anyone, a co-host themself; event/co_host_not_found when they are not one.' })
  removeCoHost(@CurrentViewer() viewer: Viewer, @Args('id', HOSTED_EVENT_ID) id: string, @Args('username', USERNAME) username: string): Promise<Row<Event>> {
    return this.coHosts.remove(viewer, id, username);
  }

  @Mutation(() => EventMessage, { description: "Writes to the event's guests: a notification and a mail (per their preferences) to each, and kept on the event." })
  messageGuests(
    @CurrentViewer() viewer: Viewer,
    @Args('id', HOSTED_EVENT_ID) id: string,
    @Args('message_content', { description: `What to tell them, at most ${HOSTING_LIMITS.messageLength} characters.` }) content: string,
    @Args('audience', { type: () => GuestAudienceEnum, description: 'Those going, those waiting, or both.' }) audience: GuestAudience,
  ): Promise<EventMessageData> {
    return this.messages.send(viewer, id, content, audience);
  }

  @Query(() => EventMessagePage, { description: "The hosts' messages to an event's guests, newest first, a page at a time: hosts read all, guests going or waiting those sent to them (event/not_host for others)." })
  eventMessages(@CurrentViewer() viewer: Viewer, @Args('id', EVENT_ID) id: string, @Args('after', AFTER) after: PageCursorInput | null): Promise<Page<EventMessageData>> {
    return this.messages.list(viewer, id, after);
  }

  @Mutation(() => Conversation, { description: "Opens the event's chat, a group named after it with its hosts; already open, the same one (which you join again if you had left)." })
  async openEventChat(@CurrentViewer() viewer: Viewer, @Args('id', HOSTED_EVENT_ID) id: string): Promise<Conversation> {
    return Conversation.of(await this.chat.open(viewer, id));
  }

  @Mutation(() => Conversation, { description: `Joins the event's chat: for the guests going and its hosts (auth/forbidden for others); request/conflict while no host opened it, or for a guest once it holds ${HOSTING_LIMITS.eventChatMembers} people (hosts always get in). Leave it as any group.` })
  async joinEventChat(@CurrentViewer() viewer: Viewer, @Args('id', EVENT_ID) id: string): Promise<Conversation> {
    return Conversation.of(await this.chat.join(viewer, id));
  }
}
