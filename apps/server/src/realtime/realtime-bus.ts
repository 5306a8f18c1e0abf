import { EventEmitter } from 'node:events';
import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import type Redis from 'ioredis';
import { REDIS } from '../redis/redis.module';

/** The events that go between instances, by name; each instance receives every event once. */
export interface RealtimeEvents {
  /** A chat event for the listed accounts (see chat/chat-events.ts). */
  chat: { to: string[]; event: unknown };
  /** A notification for an account, in the entry of that group key (see notifications/). */
  notification: { to: string; groupKey: string };
  /** The going and waitlist counts of an event changed (see attendance/). */
  'event-attendance': { itemId: string };
  /** Sessions that were logged out or revoked: their sockets are closed. */
  'sessions-ended': { sessionIds: string[] } | { accountId: string };
}

const CHANNEL = 'gatherly:realtime';

/**
 * Carries events to every instance: in this process when Gatherly runs alone, over one Redis
 * pub/sub channel when REDIS_URL is set. Each instance then hands an event only to the sockets
 * it holds, so nothing is filtered or serialised for people who are not connected here.
 */
@Injectable()
export class RealtimeBus implements OnModuleInit, OnApplicationShutdown {
  private readonly log = new Logger('RealtimeBus');
  private readonly listeners = new EventEmitter().setMaxListeners(0);
  private subscriber: Redis | null = null;
  private lagObserver: (seconds: number) => void = () => undefined;

  constructor(@Inject(REDIS) private readonly redis: Redis | null) {}

  async onModuleInit(): Promise<void> {
    if (!this.redis) return;
    this.subscriber = this.redis.duplicate();
    this.subscriber.on('message', (channel: string, text: string) => {
      if (channel !== CHANNEL) return;
      const { name, payload, sentAt } = JSON.parse(text) as { name: keyof RealtimeEvents; payload: unknown; sentAt: number };
      this.deliver(name, payload, sentAt);
    });
    await this.subscriber.subscribe(CHANNEL);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.subscriber?.quit();
  }

  /**
   * Sends an event to every instance, this one included. What it reports is already stored, so a
   * bus failure is logged, not thrown: clients catch up from the database when they reconnect.
   */
  async publish<K extends keyof RealtimeEvents>(name: K, payload: RealtimeEvents[K]): Promise<void> {
    if (!this.redis) {
      this.deliver(name, payload, Date.now());
      return;
    }
    try {
      await this.redis.publish(CHANNEL, JSON.stringify({ name, payload, sentAt: Date.now() }));
    } catch (error) {
      this.log.error(`could not publish ${name}: ${String(error)}`);
    }
  }

  /** Calls `listener` with each event of that name; the answer stops it. */
  on<K extends keyof RealtimeEvents>(name: K, listener: (payload: RealtimeEvents[K]) => void): () => void {
    this.listeners.on(name, listener);
    return () => this.listeners.off(name, listener);
  }

  /** Reports, for each event received, the seconds since it was published (by any instance's clock). */
  observeLag(observer: (seconds: number) => void): void {
    this.lagObserver = observer;
  }

  private deliver(name: keyof RealtimeEvents, payload: unknown, sentAt: number): void {
    this.lagObserver(Math.max(0, Date.now() - sentAt) / 1000);
    try {
      this.listeners.emit(name, payload);
    } catch (error) {
      this.log.error(`a listener of ${name} failed: ${String(error)}`);
    }
  }
}
