import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { answerLanguage, CHAT_CLOSE_CODES, CHAT_LIMITS, CHAT_MESSAGES, ERROR_CODES, isSequenceId, isUuid } from '@gatherly/schema';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { execute, getOperationAST, GraphQLError, parse, specifiedRules, validate, type DocumentNode, type ExecutionArgs, type GraphQLSchema, type ExecutionResult, type FormattedExecutionResult } from 'graphql';
import type { Context, SubscribePayload } from 'graphql-ws';
import { LRUCache } from 'lru-cache';
import type { IncomingMessage } from 'node:http';
import type { WebSocket } from 'ws';
import { SessionsService } from '../accounts/sessions.service';
import type { Viewer } from '../accounts/viewer';
import type { GatherlyRequest, GraphqlContext } from '../common/auth/request-context';
import { formatGraphqlError, logUnexpected } from '../common/errors/graphql-errors';
import { operationTextProblem } from '../graphql/argument-text';
import { word } from '../i18n/texts';
import { databaseCostOf, OperationBudget } from '../graphql/database-cost';
import { DomainError } from '../common/errors/domain-error';
import { isDatabaseUnavailable } from '../database/unavailable';
import { QUERY_LIMITS, validationRules } from '../graphql/validation-rules';
import type { ChatPosition } from './chat-events';
import { ChatHub, closeReason, openingRefusal } from './chat-hub';
import { ChatService } from './chat.service';
import { keepAlive } from './keep-alive';
import { FrameRate, Refusals } from './socket-limits';

/**
 * Queries and mutations (a message sent, most often) an instance executes over graphql-ws at once,
 * at most. Past it one more is refused as it comes, before anything of it runs (503, to try again
 * in a moment: the app keeps a message in its outbox and sends it again), so that an instance
 * offered more than it can do goes on doing what it took at its pace, instead of taking everything
 * in and answering nothing in time.
 */
export const OPERATIONS_UNDER_WAY = 200;

/** A refusal of an operation before it runs, with the code, status and wait of the domain error, worded in `language`. */
function refusalOf(error: DomainError, language: string): GraphQLError {
  return new GraphQLError(error.wordedIn(language).join(' '), { extensions: { code: error.code, status: error.status, retryAfter: error.retryAfterSeconds } });
}

/** What a graphql-ws connection holds once authenticated. */
interface ChatSocketExtra {
  socket: WebSocket;
  request: IncomingMessage;
  chat?: { viewer: Viewer; since: ChatPosition[] };
  /** Operations refused lately; too many close the connection. */
  refusals?: Refusals;
  /** Operations started, at most `framesPerSecond` a second. */
  rate?: FrameRate;
}

export type SubscriptionConnection = Context<Record<string, unknown> | undefined, ChatSocketExtra>;

/** The language a connection's answers speak: its account's choice once signed in, else the Accept-Language it opened with. */
function connectionLanguage(connection: SubscriptionConnection): string {
  return answerLanguage(connection.extra.chat?.viewer.language, connection.extra.request.headers['accept-language']);
}

/** The access token of connection parameters: `token`, or an `Authorization: Bearer` value. */
function tokenOf(params: Record<string, unknown> | undefined): string | undefined {
  if (typeof params?.token === 'string') return params.token;
  const header = params?.authorization ?? params?.Authorization;
  return typeof header === 'string' && /^bearer /i.test(header) ? header.slice(7) : undefined;
}

/**
 * A reconnecting client's positions, `since: { <conversation id>: '<last message id seen>' }`, as
 * the socket's `since` query parameter or the connection parameters give it; entries that are not
 * a conversation id and a message id are left out.
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
    .map(([conversation_id, message_id]) => ({ conversation_id, message_id: String(message_id) }))
    .filter((position) => isUuid(position.conversation_id) && isSequenceId(position.message_id));
}

export function isSubscriptionConnection(value: unknown): value is SubscriptionConnection {
  return typeof value === 'object' && value !== null && 'connectionParams' in value && 'extra' in value;
}

/**
 * The GraphQL context of an operation over graphql-ws: its request is the connection, signed in
 * when it opened, and speaking the language it asked for. The hub closes the connection when its
 * session ends or its token expires, so the guard need not look the session up again for every operation.
 */
export function subscriptionContext(connection: SubscriptionConnection): GraphqlContext {
  const chat = connection.extra.chat;
  const req = { headers: { 'accept-language': connection.extra.request.headers['accept-language'] }, ip: connection.extra.request.socket.remoteAddress ?? '', viewer: chat?.viewer };
  return { req: req as unknown as GatherlyRequest, connection: { since: chat?.since ?? [] } };
}

/**
 * graphql-ws hooks: a connection is accepted with a valid access token of a live session in its
 * connection parameters, then held by the hub, which closes it when its session ends (4403) or its
 * token expires (4401); the client then reconnects with a fresh token and catches up.
 */
@Injectable()
export class ChatSubscriptions {
  /** Queries and mutations being executed over graphql-ws on this instance (see OPERATIONS_UNDER_WAY). */
  private underWay = 0;

  /** The refusal of an operation for the instance being busy, made once per language: it is sent as it is, over and over. */
  private readonly busyRefusals = new Map<string, readonly GraphQLError[]>();

  /** Parsed and validated documents by their text: a client sends the same few again and again. */
  private readonly documents = new LRUCache<string, { document?: DocumentNode; errors: readonly GraphQLError[] }>({
    max: 500,
    // Bounded by the texts' length too: documents come from anyone who can connect.
    maxSize: 4_000_000,
    sizeCalculation: (_prepared, query) => Math.max(1, query.length),
  });

  constructor(
    private readonly sessions: SessionsService,
    private readonly hub: ChatHub,
    private readonly modules: ModuleRef,
    private readonly budget: OperationBudget,
    private readonly chat: ChatService,
  ) {}

  /** The schema, once GraphQL has built it (the GraphQL module is built from these hooks, so it is looked up late). */
  private get schema(): GraphQLSchema {
    return this.modules.get(GraphQLSchemaHost, { strict: false }).schema;
  }

  /**
   * A connection starts at most `framesPerSecond` operations a second, and runs at most
   * `operationsPerConnection` at once (graphql-ws counts the one asking); past either, the
   * operation is refused (429). A connection that keeps having operations refused, for these or
   * any other reason of its own, is closed (4429); a refusal for the server being busy (503, see
   * OPERATIONS_UNDER_WAY) is none of its doing and counts for nothing.
   */
  readonly onSubscribe = async (context: Context<Record<string, unknown> | undefined, unknown>, id: string, payload: SubscribePayload): Promise<ExecutionArgs | readonly GraphQLError[]> => {
    const connection = context as SubscriptionConnection;
    const { extra } = connection;
    extra.rate ??= new FrameRate();
    const refusal = !extra.rate.allow()
      ? CHAT_MESSAGES.tooFast
      : Object.keys(connection.subscriptions).length > CHAT_LIMITS.operationsPerConnection
        ? CHAT_MESSAGES.tooManyOperations
        : null;
    const answer = refusal ? [new GraphQLError(word(connectionLanguage(connection), refusal), { extensions: { code: ERROR_CODES.rateLimited, status: 429 } })] : await this.prepare(context, id, payload);
    if (!Array.isArray(answer) || answer.some((error) => error.extensions.code === ERROR_CODES.unavailable)) return answer;
    extra.refusals ??= new Refusals();
    if (extra.refusals.add()) extra.socket.close(CHAT_CLOSE_CODES.tooMany, closeReason(connectionLanguage(connection), CHAT_MESSAGES.tooManyRefusals));
    return answer;
  };

  /** graphql-ws's `execute` (queries and mutations), counting the operations under way on this instance. */
  readonly execute = async (args: ExecutionArgs): Promise<ExecutionResult> => {
    this.underWay += 1;
    try {
      return await execute(args);
    } finally {
      this.underWay -= 1;
    }
  };

  /**
   * Each operation's document, parsed and validated once per text with the rules of HTTP (depth
   * and cost limits included); graphql-ws would otherwise parse and validate every message anew.
   */
  private readonly prepare = async (context: Context<Record<string, unknown> | undefined, unknown>, _id: string, payload: SubscribePayload): Promise<ExecutionArgs | readonly GraphQLError[]> => {
    const { schema } = this;
    let prepared = this.documents.get(payload.query);
    if (!prepared) {
      try {
        const document = parse(payload.query, { maxTokens: QUERY_LIMITS.maxTokens });
        prepared = { document, errors: validate(schema, document, [...specifiedRules, ...validationRules()]) };
      } catch (error) {
        prepared = { errors: [error instanceof GraphQLError ? error : new GraphQLError(String(error))] };
      }
      this.documents.set(payload.query, prepared);
    }
    if (prepared.errors.length > 0 || !prepared.document) return prepared.errors;
    const operation = getOperationAST(prepared.document, payload.operationName)?.operation;
    // Refused as cheaply as can be: a busy instance is offered many.
    if (operation !== 'subscription' && this.underWay >= OPERATIONS_UNDER_WAY) return this.busy(connectionLanguage(context as SubscriptionConnection));
    // The door's check of every argument, as over HTTP (graphql/argument-text.ts).
    const problem = operationTextProblem(prepared.document, payload.variables);
    if (problem) return [new GraphQLError(word(connectionLanguage(context as SubscriptionConnection), problem), { extensions: { code: ERROR_CODES.validation, status: 400 } })];
    const cost = databaseCostOf(schema, prepared.document, payload.operationName, payload.variables, connectionLanguage(context as SubscriptionConnection));
    if (cost instanceof GraphQLError) return [cost];
    // Queries and mutations sent over the socket spend the budget as over HTTP. A subscription is
    // held, not repeated, and starts at once: a message published meanwhile must not be missed.
    if (cost !== null && operation !== 'subscription') {
      try {
        await this.budget.spendFor(subscriptionContext(context as SubscriptionConnection), cost);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        return [refusalOf(error, connectionLanguage(context as SubscriptionConnection))];
      }
    }
    return { schema, document: prepared.document, variableValues: payload.variables, operationName: payload.operationName ?? undefined };
  };

  /** 503: the instance runs OPERATIONS_UNDER_WAY already. */
  private busy(language: string): readonly GraphQLError[] {
    let refusal = this.busyRefusals.get(language);
    if (!refusal) {
      refusal = [refusalOf(DomainError.unavailable(), language)];
      this.busyRefusals.set(language, refusal);
    }
    return refusal;
  }

  /** Errors over graphql-ws carry the same code and status as over HTTP, in the connection's language, and are logged alike. */
  readonly onNext = (context: unknown, _id: string, _payload: SubscribePayload, _args: ExecutionArgs, result: ExecutionResult): FormattedExecutionResult | void => {
    if (!result.errors) return;
    logUnexpected(result.errors, undefined);
    const language = connectionLanguage(context as SubscriptionConnection);
    return { ...result, errors: result.errors.map((error) => formatGraphqlError(error.toJSON(), error, language)) };
  };

  readonly onConnect = async (context: Context<Record<string, unknown> | undefined, unknown>): Promise<boolean> => {
    const connection = context as SubscriptionConnection;
    const { socket } = connection.extra;
    const token = tokenOf(connection.connectionParams);
    let authenticated: Awaited<ReturnType<SessionsService['authenticateUntil']>>;
    const refuse = (error: unknown) => {
      const refusal = openingRefusal(error);
      socket.close(refusal.code, closeReason(connectionLanguage(connection), refusal.reason));
      return false;
    };
    try {
      authenticated = await this.sessions.authenticateUntil(token);
    } catch (error) {
      return refuse(error);
    }
    let since: ChatPosition[];
    try {
      since = await this.chat.positionsFrom(authenticated.viewer, positionsOf(connection.connectionParams?.since));
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      return refuse(error);
    }
    connection.extra.chat = { viewer: authenticated.viewer, since };
    const forget = await this.hub.register({ ...authenticated, close: (code, reason) => socket.close(code, closeReason(connectionLanguage(connection), reason)) });
    if (!forget) {
      socket.close(CHAT_CLOSE_CODES.tooMany, closeReason(connectionLanguage(connection), CHAT_MESSAGES.tooManySockets));
      return false;
    }
    if (socket.readyState !== socket.OPEN) {
      forget();
      return false;
    }
    socket.once('close', forget);
    keepAlive(socket);
    return true;
  };
}
