import { Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { PubSub } from 'graphql-subscriptions';
import type { Viewer } from '../accounts/viewer';
import { eventKind } from '../content/events/event.kind';
import type { Event } from '../content/events/event.model';
import { ContentItemsService } from '../content/shared/content-items.service';
import type { Row } from '../content/shared/content.models';
import { listeningNow } from '../realtime/listening-now';
import { RealtimeBus } from '../realtime/realtime-bus';

/**
 * This instance's side of live attendance: each change of an event's counts the bus carries goes
 * to the subscriptions of that event held here, as the event read again for each subscriber.
 */
@Injectable()
export class AttendanceHub implements OnModuleInit, OnModuleDestroy {
  private readonly subscribers = new PubSub<Record<string, string>>();
  private stop: () => void = () => undefined;

  constructor(
    private readonly bus: RealtimeBus,
    private readonly items: ContentItemsService,
  ) {}

  onModuleInit(): void {
    this.stop = this.bus.on('event-attendance', ({ itemId }) => void this.subscribers.publish(itemId, itemId));
  }

  onModuleDestroy(): void {
    this.stop();
  }

  /**
   * The event each time its counts change, from this moment on, as the viewer may see it: an event
   * they may not see (a block either way, a suspended author) delivers nothing. `fresh` runs before
   * each read, so that what a previous delivery loaded is not answered again.
   */
  events(viewer: Viewer, eventId: string, fresh: () => void): AsyncIterableIterator<Row<Event>> {
    const changes = listeningNow(this.subscribers.asyncIterableIterator<string>(eventId));
    const items = this.items;
    return {
      async next(): Promise<IteratorResult<Row<Event>>> {
        for (;;) {
          const { done } = await changes.next();
          if (done) return { value: undefined, done: true };
          fresh();
          const [event] = await items.read(eventKind, [eventId], viewer.accountId);
          if (event) return { value: event, done: false };
        }
      },
      return: async () => {
        await changes.return?.();
        return { value: undefined, done: true };
      },
      [Symbol.asyncIterator]() {
        return this;
      },
    };
  }
}
