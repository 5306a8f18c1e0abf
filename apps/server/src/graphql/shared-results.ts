import {
  createSourceEventStream,
  execute,
  getOperationAST,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLSchema,
} from 'graphql';

/**
 * The extension (`@Extensions(SAME_FOR_EVERYONE)`) of a subscription whose events are the very same
 * for everyone they reach (a message, not a view of it for each receiver): the one object is
 * handed to every subscriber of the instance.
 */
export const SAME_FOR_EVERYONE = { sameForEveryone: true } as const;

type Result = ExecutionResult | Promise<ExecutionResult>;

/** The results of each event by document, then by operation and variables; gone with the event. */
const resultsOfEvents = new WeakMap<object, Map<DocumentNode, Map<string, Result>>>();

/** Whether each document's events may be executed once for all its subscribers (see `sharedResultsOf`). */
const shareable = new WeakMap<DocumentNode, Map<string, boolean>>();

/**
 * Whether the operation subscribes to a field marked SAME_FOR_EVERYONE and selects below it only
 * fields without a resolver of their own: its result then depends on the event alone, never on who
 * receives it, so one execution serves every subscriber with the same document and variables.
 */
function sharedResultsOf(schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined): boolean {
  const byOperation = shareable.get(document) ?? new Map<string, boolean>();
  shareable.set(document, byOperation);
  const known = byOperation.get(operationName ?? '');
  if (known !== undefined) return known;
  const operation = getOperationAST(document, operationName);
  const root = schema.getSubscriptionType();
  let shared = operation?.operation === 'subscription' && root !== null && root !== undefined;
  if (shared && operation) {
    const typeInfo = new TypeInfo(schema);
    visit(
      document,
      visitWithTypeInfo(typeInfo, {
        // Other operations of the document are not run; its fragments are read where they are spread, and here.
        OperationDefinition: (node) => (node === operation ? undefined : false),
        Field() {
          const field = typeInfo.getFieldDef();
          const parent = typeInfo.getParentType();
          if (!field || !parent) return;
          // __typename answers its type's name, whoever asks.
          if (field.name.startsWith('__')) return;
          if (parent === root ? field.extensions?.sameForEveryone !== true : field.resolve !== undefined) shared = false;
        },
      }),
    );
  }
  byOperation.set(operationName ?? '', shared);
  return shared;
}

/**
 * graphql-ws's `subscribe`, as graphql's own (each event executed as the root value of the
 * operation), but an event of a subscription whose results depend on the event alone
 * (`sharedResultsOf`) is executed once for all the subscribers that share the operation's
 * document and variables: thousands of sockets receiving one chat message cost one execution.
 */
export async function subscribeSharingResults(args: ExecutionArgs): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
  const events = await createSourceEventStream(args);
  if (!isAsyncIterable(events)) return events;
  const shared = sharedResultsOf(args.schema, args.document, args.operationName);
  const key = `${args.operationName ?? ''}\n${JSON.stringify(args.variableValues ?? {})}`;
  const run = (event: unknown): Result => execute({ ...args, rootValue: event });
  return mapEvents(events, (event) => {
    if (!shared || typeof event !== 'object' || event === null) return run(event);
    const byDocument = resultsOfEvents.get(event) ?? new Map<DocumentNode, Map<string, Result>>();
    resultsOfEvents.set(event, byDocument);
    const byKey = byDocument.get(args.document) ?? new Map<string, Result>();
    byDocument.set(args.document, byKey);
    let result = byKey.get(key);
    if (result === undefined) byKey.set(key, (result = run(event)));
    return result;
  });
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}

/**
 * Each event of `events` mapped, as an async generator would, but stopping at once when returned
 * while it waits for the next event (a generator would wait for that event first). graphql-ws
 * stops what has `return` and `throw`, as a generator.
 */
function mapEvents(events: AsyncIterable<unknown>, map: (event: unknown) => Result): AsyncIterableIterator<ExecutionResult> {
  const iterator = events[Symbol.asyncIterator]();
  const done = async (): Promise<IteratorResult<ExecutionResult>> => {
    await iterator.return?.();
    return { value: undefined, done: true };
  };
  const mapped: AsyncIterableIterator<ExecutionResult> = {
    async next() {
      const event = await iterator.next();
      return event.done ? { value: undefined, done: true } : { value: await map(event.value), done: false };
    },
    return: done,
    async throw(error: unknown) {
      await iterator.return?.();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return mapped;
    },
  };
  return mapped;
}
