import { Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { CHAT_CLOSE_CODES, CHAT_LIMITS, CHAT_MESSAGES, SERVER_MESSAGES, type Said } from '@gatherly/schema';
import { EventEmitter } from 'node:events';
import { PubSub } from 'graphql-subscriptions';
import type { Viewer } from '../accounts/viewer';
import { DomainError } from '../common/errors/domain-error';
import { isDatabaseUnavailable } from '../database/unavailable';
import { word } from '../i18n/texts';
import { listeningNow } from '../realtime/listening-now';
import { RealtimeBus, RealtimeEvents } from '../realtime/realtime-bus';
import type { ChatEvent } from './chat-events';
import { socketFrameOf } from './chat.json';
import { Conversation, Message, ReadReceipt, TypingSignal } from './chat.models';
import { SocketLedger } from './socket-ledger';

/** A chat event as one delivery shape needs it; made once per event, shared by every receiver. */
export interface Delivery {
  event: ChatEvent;
  /** The /chat/ socket frame (spec §7), serialised once. */
  frame(): string;
  /**
   * The GraphQL values. A message, an unsent message, a typing signal and a read receipt are made
   * once, the same object for every receiver (whose subscriptions then share their results: see
   * graphql/shared-results.ts); a conversation event is published to each receiver as they see it.
   */
  message(): Message | null;
  typing(): TypingSignal | null;
  conversation(): Conversation | null;
  conversationUpdated(): Conversation | null;
  /** The id of a conversation the receiver left. */
  left(): string | null;
  unsent(): Message | null;
  read(): ReadReceipt | null;
}

/** An open socket on this instance, through either door. */
export interface ChatConnection {
  viewer: Viewer;
  /** When its access token expires (ms since the epoch). */
  expiresAt: number;
  /** For /chat/ sockets: sends a frame made by `Delivery.frame`. GraphQL subscriptions read `ChatHub.deliveries`. */
  send?(frame: string, delivery: Delivery): void;
  /** Closes it, telling why in the connection's language (see `closeReason`). */
  close(code: number, reason: Said): void;
}

/** The bytes a close frame's reason may take (RFC 6455 §5.5: 125 for the whole payload, the code included). */
const CLOSE_REASON_BYTES = 123;

/** Why a socket closes, worded in `language` and cut to what a close frame carries. */
export function closeReason(language: string, reason: Said): string {
  let text = word(language, reason);
  while (Buffer.byteLength(text) > CLOSE_REASON_BYTES) text = Array.from(text).slice(0, -1).join('');
  return text;
}

/**
 * How a socket whose opening failed is refused: 1013 when the database did not answer in time (a
 * token that could not be checked for now is no bad token: the client only tries again), else 4401.
 */
export function openingRefusal(error: unknown): { error: DomainError; code: number; reason: Said } {
  return isDatabaseUnavailable(error)
    ? { error: DomainError.unavailable(), code: CHAT_CLOSE_CODES.tryAgainLater, reason: SERVER_MESSAGES.unavailable }
    : { error: DomainError.unauthenticated(), code: CHAT_CLOSE_CODES.unauthenticated, reason: SERVER_MESSAGES.unauthenticated };
}

function deliveryOf(event: ChatEvent): Delivery {
  let frame: string | undefined;
  let message: Message | null | undefined;
  let typing: TypingSignal | null | undefined;
  let unsent: Message | null | undefined;
  let read: ReadReceipt | null | undefined;
  return {
    event,
    frame: () => (frame ??= JSON.stringify(socketFrameOf(event))),
    message: () => (message ??= event.kind === 'message' ? Message.of(event.message) : null),
    typing: () => (typing ??= event.kind === 'typing' ? Object.assign(new TypingSignal(), event.typing) : null),
    conversation: () => (event.kind === 'conversation' ? Conversation.of(event.conversation) : null),
    conversationUpdated: () => (event.kind === 'conversation_updated' ? Conversation.of(event.conversation) : null),
    left: () => (event.kind === 'left' ? event.conversation_id : null),
    unsent: () => (unsent ??= event.kind === 'unsent' ? Message.of(event.message) : null),
    read: () => (read ??= event.kind === 'read' ? Object.assign(new ReadReceipt(), event.read) : null),
  };
}

/**
 * This instance's side of the chat: the sockets it holds, by account and by session. An event from
 * the bus goes to the sockets of the accounts it names, and nowhere else; sockets close when their
 * session ends or their access token expires (the client reconnects with a fresh one and catches up).
 */
@Injectable()
export class ChatHub implements OnModuleInit, OnModuleDestroy {
  /**
   * GraphQL subscriptions listen on `<account id>`: as many at once as an account's sockets may run
   * operations (the app holds several subscriptions on each of its tabs' connections).
   */
  private readonly subscribers = new PubSub<Record<string, Delivery>>({ eventEmitter: new EventEmitter().setMaxListeners(CHAT_LIMITS.socketsPerAccount * CHAT_LIMITS.operationsPerConnection) });
  private readonly byAccount = new Map<string, Set<ChatConnection>>();
  private readonly bySession = new Map<string, Set<ChatConnection>>();
  private readonly timers = new Map<ChatConnection, NodeJS.Timeout>();
  private readonly stops: Array<() => void> = [];

  private subscriptionCount = 0;

  constructor(
    private readonly bus: RealtimeBus,
    private readonly ledger: SocketLedger,
  ) {}

  /** Connections held by this instance, both doors. */
  get openConnections(): number {
    let count = 0;
    for (const connections of this.byAccount.values()) count += connections.size;
    return count;
  }

  /** GraphQL subscriptions of this instance being delivered to. */
  get openSubscriptions(): number {
    return this.subscriptionCount;
  }

  onModuleInit(): void {
    this.stops.push(
      this.bus.on('chat', (payload) => this.deliver(payload)),
      this.bus.on('sessions-ended', (payload) => this.endSessions(payload)),
    );
  }

  onModuleDestroy(): void {
    this.stops.forEach((stop) => stop());
    for (const connections of this.byAccount.values()) for (const connection of connections) connection.close(1001, 'Server shutting down');
  }

  /**
   * Holds an authenticated socket until the answer is called (when it closes); null, holding
   * nothing, when its account already has as many sockets open as it may (see SocketLedger).
   */
  async register(connection: ChatConnection): Promise<(() => void) | null> {
    const { accountId, sessionId } = connection.viewer;
    const place = await this.ledger.take(accountId);
    if (!place) return null;
    const forget = [place, add(this.byAccount, accountId, connection), add(this.bySession, sessionId, connection)];
    const wait = Math.max(0, connection.expiresAt - Date.now());
    // setTimeout holds at most about 24.8 days; access tokens live minutes.
    if (wait < 2 ** 31) this.timers.set(connection, setTimeout(() => connection.close(CHAT_CLOSE_CODES.unauthenticated, CHAT_MESSAGES.tokenExpired), wait));
    return () => {
      clearTimeout(this.timers.get(connection));
      this.timers.delete(connection);
      forget.forEach((done) => done());
    };
  }

  /**
   * The deliveries for an account, from this moment on: buffered until read, so nothing is lost
   * while a subscription catches up first. Returning the iterator stops it, even while it waits.
   */
  deliveries(accountId: string): AsyncIterableIterator<Delivery> {
    this.subscriptionCount += 1;
    return listeningNow(this.subscribers.asyncIterableIterator<Delivery>(accountId), () => (this.subscriptionCount -= 1));
  }

  private deliver({ to, event }: RealtimeEvents['chat']): void {
    const delivery = deliveryOf(event as ChatEvent);
    for (const accountId of to) {
      const connections = this.byAccount.get(accountId);
      if (!connections) continue;
      for (const connection of connections) connection.send?.(delivery.frame(), delivery);
      void this.subscribers.publish(accountId, delivery);
    }
  }

  private endSessions(payload: RealtimeEvents['sessions-ended']): void {
    const groups = 'accountId' in payload ? [this.byAccount.get(payload.accountId)] : payload.sessionIds.map((id) => this.bySession.get(id));
    for (const connections of groups) {
      for (const connection of [...(connections ?? [])]) connection.close(CHAT_CLOSE_CODES.sessionEnded, CHAT_MESSAGES.sessionEnded);
    }
  }
}

/** Adds `connection` under `key`; the answer takes it out again, and the key once it holds none. */
function add(index: Map<string, Set<ChatConnection>>, key: string, connection: ChatConnection): () => void {
  let connections = index.get(key);
  if (!connections) index.set(key, (connections = new Set()));
  connections.add(connection);
  return () => {
    connections.delete(connection);
    if (connections.size === 0 && index.get(key) === connections) index.delete(key);
  };
}
