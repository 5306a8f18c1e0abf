import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { answerLanguage, CHAT_CLOSE_CODES, CHAT_MESSAGES, ERROR_CODES, scopeMissing, textRef } from '@gatherly/schema';
import type { FastifyInstance } from 'fastify';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import { SessionsService } from '../accounts/sessions.service';
import type { Viewer } from '../accounts/viewer';
import { DomainError } from '../common/errors/domain-error';
import { isDatabaseUnavailable } from '../database/unavailable';
import { word } from '../i18n/texts';
import type { ChatPosition } from './chat-events';
import { ChatHub, closeReason, openingRefusal, type Delivery } from './chat-hub';
import { positionsOf } from './chat-subscriptions';
import { socketFrameOf } from './chat.json';
import { ChatService } from './chat.service';
import { keepAlive } from './keep-alive';
import { FrameRate, Refusals } from './socket-limits';

/** Frames larger than this are refused by closing the socket (1009); a 400-character message is far below. */
const MAX_FRAME_BYTES = 16 * 1024;
/** A client this far behind in reading is dropped; it reconnects and catches up from the database. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** A refusal as the socket says it, in `language`: the account's choice, else the Accept-Language the socket opened with. */
function errorFrame(error: unknown, language: string, action?: string): string {
  const known = error instanceof DomainError;
  return JSON.stringify({
    type: 'error',
    ...(action ? { action } : {}),
    code: known ? error.code : 'request/failed',
    message: known ? error.wordedIn(language).join(' ') : word(language, textRef('messages.socket.failed')),
  });
}

/**
 * The raw socket `/chat/?token=ACCESS` of spec §7, over the same chat service and hub as the
 * GraphQL subscriptions. In: `send_message` (`client_id`: see ChatService.send), `typing`, `unsend_message` {message}, `mark_read`
 * {conversation, message}. Out: `message` (event messages too), `typing`, `new_conversation`,
 * `conversation_updated`, `conversation_left`, `message_unsent`, `read`, and `error` for a frame that cannot be done (malformed, unknown action, a
 * conversation one is not in, an over-long message, too fast). One refusal never closes the socket;
 * a socket refused more than `CHAT_LIMITS.refusalsPerWindow` times within the window is closed
 * (4429), as is one past its account's `socketsPerAccount`. Frames past `framesPerSecond` are
 * refused unread. Frames of one socket are handled in the order they came. A reconnecting client adds
 * `since={"<conversation id>":"<last message id seen>"}` and first receives what it missed.
 */
@Injectable()
export class ChatGateway implements OnApplicationBootstrap {
  private readonly log = new Logger('ChatGateway');
  private readonly server = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly sessions: SessionsService,
    private readonly chat: ChatService,
    private readonly hub: ChatHub,
  ) {}

  onApplicationBootstrap(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    // Before the HTTP server closes: it waits for every connection, these sockets included.
    fastify.addHook('preClose', (done) => {
      for (const client of this.server.clients) client.close(1001, 'Server shutting down');
      this.server.close(() => done());
    });
    fastify.server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      if (url.pathname !== '/chat/' && url.pathname !== '/chat') return;
      this.server.handleUpgrade(request, socket, head, (ws) => this.accept(ws, url, request.headers['accept-language']));
    });
  }

  private accept(ws: WebSocket, url: URL, acceptLanguage: string | undefined): void {
    ws.on('error', (error) => this.log.debug(`socket error: ${error.message}`));
    keepAlive(ws);
    const rate = new FrameRate();
    const refusals = new Refusals();
    // A refusal for the server's own trouble (503) is no refusal of the client's: it counts for nothing.
    const refuse = (frame: string, counted = true) => {
      if (ws.readyState !== WebSocket.OPEN) return;
      ws.send(frame);
      if (counted && refusals.add()) ws.close(CHAT_CLOSE_CODES.tooMany, closeReason(language, CHAT_MESSAGES.tooManyRefusals));
    };
    // Frames that come while the token is checked wait for it, then run one after the other.
    let ready: Promise<Viewer | null> = this.open(ws, url.searchParams.get('token') ?? undefined, positionsOf(url.searchParams.get('since')), acceptLanguage);
    // Until the token is checked, the language asked for; then the account's, when it chose one.
    let language = answerLanguage(null, acceptLanguage);
    void ready.then((viewer) => {
      if (viewer) language = answerLanguage(viewer.language, acceptLanguage);
    });
    ws.on('message', (data: RawData) => {
      // Past the documented rates a frame is refused at once, unread, and queues nothing.
      if (!rate.allow()) return refuse(errorFrame(new DomainError(ERROR_CODES.rateLimited, [CHAT_MESSAGES.tooFast]), language));
      ready = ready.then(async (viewer) => {
        if (viewer) await this.handle(ws, viewer, data, refuse, language);
        return viewer;
      });
    });
  }

  /** Authenticates the socket and registers it with the hub; null (and closed) when the token is not good. */
  private async open(ws: WebSocket, token: string | undefined, since: ChatPosition[], acceptLanguage: string | undefined): Promise<Viewer | null> {
    let authenticated: Awaited<ReturnType<SessionsService['authenticateUntil']>>;
    try {
      authenticated = await this.sessions.authenticateUntil(token);
    } catch (error) {
      const language = answerLanguage(null, acceptLanguage);
      const refusal = openingRefusal(error);
      ws.send(errorFrame(refusal.error, language));
      ws.close(refusal.code, closeReason(language, refusal.reason));
      return null;
    }
    const { viewer } = authenticated;
    const language = answerLanguage(viewer.language, acceptLanguage);
    if (viewer.scopes && !viewer.scopes.includes('chat')) {
      ws.send(errorFrame(new DomainError(ERROR_CODES.forbidden, [scopeMissing('chat')]), language));
      ws.close(CHAT_CLOSE_CODES.scopeMissing, closeReason(language, scopeMissing('chat')));
      return null;
    }
    const seen = new Map(since.map((position) => [position.conversation_id, BigInt(position.message_id)]));
    const repeated = (delivery: Delivery) =>
      delivery.event.kind === 'message' && BigInt(delivery.event.message.id) <= (seen.get(delivery.event.message.conversation_id) ?? -1n);
    // While it catches up, what the hub delivers waits here, so that the socket gets it all in order.
    let waiting: Array<[string, Delivery]> | null = since.length > 0 ? [] : null;
    const write = (frame: string) => {
      if (ws.readyState !== WebSocket.OPEN) return;
      if (ws.bufferedAmount > MAX_BUFFERED_BYTES) return ws.close(1013, 'Too far behind: reconnect');
      ws.send(frame);
    };
    const forget = await this.hub.register({
      ...authenticated,
      send: (frame, delivery) => {
        if (repeated(delivery)) return;
        if (waiting) waiting.push([frame, delivery]);
        else write(frame);
      },
      close: (code, reason) => ws.close(code, closeReason(language, reason)),
    });
    if (!forget) {
      ws.send(errorFrame(new DomainError(ERROR_CODES.rateLimited, [CHAT_MESSAGES.tooManySockets]), language));
      ws.close(CHAT_CLOSE_CODES.tooMany, closeReason(language, CHAT_MESSAGES.tooManySockets));
      return null;
    }
    if (ws.readyState !== WebSocket.OPEN) {
      forget();
      return null;
    }
    ws.once('close', forget);
    if (waiting) {
      try {
        for (const message of await this.chat.missed(viewer, since)) {
          write(JSON.stringify(socketFrameOf({ kind: 'message', message })));
          seen.set(message.conversation_id, BigInt(message.id));
        }
      } catch (error) {
        this.log.error(`catch-up failed: ${String(error)}`);
      }
      const held: Array<[string, Delivery]> = waiting;
      waiting = null;
      for (const [frame, delivery] of held) if (!repeated(delivery)) write(frame);
    }
    return viewer;
  }

  private async handle(ws: WebSocket, viewer: Viewer, data: RawData, refuse: (frame: string, counted?: boolean) => void, language: string): Promise<void> {
    let frame: unknown;
    try {
      frame = JSON.parse(data.toString());
    } catch {
      frame = null;
    }
    if (typeof frame !== 'object' || frame === null || Array.isArray(frame) || typeof (frame as { action?: unknown }).action !== 'string') {
      refuse(errorFrame(DomainError.invalid([CHAT_MESSAGES.malformedFrame]), language));
      return;
    }
    const { action, conversation, content, is_typing, message, client_id: clientId } = frame as Record<string, unknown>;
    try {
      const conversationId = typeof conversation === 'string' ? conversation : '';
      if (action === 'send_message') await this.chat.send(viewer, conversationId, content, clientId);
      else if (action === 'typing') await this.chat.typing(viewer, conversationId, is_typing);
      else if (action === 'unsend_message') await this.chat.unsend(viewer, typeof message === 'string' ? message : '');
      else if (action === 'mark_read') await this.chat.markRead(viewer, conversationId, message);
      else throw DomainError.invalid([CHAT_MESSAGES.unknownAction]);
    } catch (caught) {
      // A database that did not answer in time, as over HTTP: 503, to try again in a moment.
      const error = isDatabaseUnavailable(caught) ? DomainError.unavailable() : caught;
      if (!(error instanceof DomainError)) this.log.error(`${String(action)} failed: ${String(error)}`);
      refuse(errorFrame(error, language, String(action)), !(error instanceof DomainError && error.code === ERROR_CODES.unavailable));
    }
  }
}
