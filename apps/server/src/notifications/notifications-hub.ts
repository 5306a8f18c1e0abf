import { Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { PubSub } from 'graphql-subscriptions';
import { listeningNow } from '../realtime/listening-now';
import { RealtimeBus } from '../realtime/realtime-bus';

/**
 * This instance's side of live notifications: each notification the bus carries goes to the
 * subscriptions of its recipient held here, as the group key of the entry it joined.
 */
@Injectable()
export class NotificationsHub implements OnModuleInit, OnModuleDestroy {
  private readonly subscribers = new PubSub<Record<string, string>>();
  private stop: () => void = () => undefined;
  private subscriptionCount = 0;

  constructor(private readonly bus: RealtimeBus) {}

  onModuleInit(): void {
    this.stop = this.bus.on('notification', ({ to, groupKey }) => void this.subscribers.publish(to, groupKey));
  }

  onModuleDestroy(): void {
    this.stop();
  }

  /**
   * The group keys of an account's new notifications from this moment on, buffered until read.
   * Returning the iterator stops it, even while it waits.
   */
  deliveries(accountId: string): AsyncIterableIterator<string> {
    this.subscriptionCount += 1;
    return listeningNow(this.subscribers.asyncIterableIterator<string>(accountId), () => (this.subscriptionCount -= 1));
  }

  /** Notification subscriptions of this instance being delivered to. */
  get openSubscriptions(): number {
    return this.subscriptionCount;
  }
}
