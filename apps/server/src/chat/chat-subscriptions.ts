import { Injectable } from '@nestjs/common';
import { CHAT_CLOSE_CODES, SERVER_MESSAGES } from '@gatherly/schema';
import type { Context } from 'graphql-ws';
import type { IncomingMessage } from 'node:http';
import type { WebSocket } from 'ws';
import { SessionsService } from '../accounts/sessions.service';
import type { Viewer } from '../accounts/viewer';
import type { GatherlyRequest, GraphqlContext } from '../common/auth/request-context';
import type { ChatPosition } from './chat-events';
import { ChatHub } from './chat-hub';
import { keepAlive } from './chat.gateway';

/** What a graphql-ws connection holds once authenticated. */
interface ChatSocketExtra {
  socket: WebSocket;
  request: IncomingMessage;
  chat?: { viewer: Viewer; token: string; since: ChatPosition[] };
}

export type SubscriptionConnection = Context<Record<string, unknown> | undefined, ChatSocketExtra>;

/** The access token of connection parameters: `token`, or an `Authorization: Bearer` value. */
function tokenOf(params: Record<string, unknown> | undefined): string | undefined {
  if (typeof params?.token === 'string') return params.token;
  const header = params?.authorization ?? params?.Authorization;
  return typeof header === 'string' && /^bearer /i.test(header) ? header.slice(7) : undefined;
}

/**
 * A reconnecting client's positions, `since: { <conversation id>: '<last message id seen>' }`, as
 * the socket's `since` query parameter or the connection parameters give it; anything else is none.
 */
export function positionsOf(since: unknown): ChatPosition[] {
  if (typeof since === 'string') {
    try {
      return positionsOf(JSON.parse(since));
    } catch {
      return [];
    }
  }
  if (typeof since !== 'object' || since === null || Array.isArray(since)) return [];
  return Object.entries(since)
    .filter((entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number')
    .map(([conversation_id, message_id]) => ({ conversation_id, message_id: String(message_id) }));
}

export function isSubscriptionConnection(value: unknown): value is SubscriptionConnection {
  return typeof value === 'object' && value !== null && 'connectionParams' in value && 'extra' in value;
}

/**
 * The GraphQL context of an operation over graphql-ws. The connection's token stands as the
 * Authorization header, so that the same guard checks the session for every operation.
 */
export function subscriptionContext(connection: SubscriptionConnection): GraphqlContext {
  const chat = connection.extra.chat;
  const req = { headers: { authorization: chat ? `Bearer ${chat.token}` : undefined }, ip: connection.extra.request.socket.remoteAddress ?? '' };
  return { req: req as unknown as GatherlyRequest, connection: { since: chat?.since ?? [] } };
}

/**
 * graphql-ws hooks: a connection is accepted with a valid access token of a live session in its
 * connection parameters, then held by the hub, which closes it when its session ends (4403) or its
 * token expires (4401); the client then reconnects with a fresh token and catches up.
 */
@Injectable()
export class ChatSubscriptions {
  constructor(
    private readonly sessions: SessionsService,
    private readonly hub: ChatHub,
  ) {}

  readonly onConnect = async (context: Context<Record<string, unknown> | undefined, unknown>): Promise<boolean> => {
    const connection = context as SubscriptionConnection;
    const { socket } = connection.extra;
    const token = tokenOf(connection.connectionParams);
    let authenticated: Awaited<ReturnType<SessionsService['authenticateUntil']>>;
    try {
      authenticated = await this.sessions.authenticateUntil(token);
    } catch {
      socket.close(CHAT_CLOSE_CODES.unauthenticated, SERVER_MESSAGES.unauthenticated);
      return false;
    }
    connection.extra.chat = { viewer: authenticated.viewer, token: token ?? '', since: positionsOf(connection.connectionParams?.since) };
    const forget = this.hub.register({ ...authenticated, close: (code, reason) => socket.close(code, reason) });
    socket.once('close', forget);
    keepAlive(socket);
    return true;
  };
}
