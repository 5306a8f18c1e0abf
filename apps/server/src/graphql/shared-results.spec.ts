import { GraphQLBoolean, GraphQLNonNull, GraphQLObjectType, GraphQLSchema, GraphQLString, parse, type DocumentNode, type ExecutionResult } from 'graphql';
import { SAME_FOR_EVERYONE, subscribeSharingResults } from './shared-results';

/** Events pushed to every listener, as the chat hub hands one object to every subscriber. */
function channel() {
  const listeners = new Set<(event: object) => void>();
  return {
    push: (event: object) => listeners.forEach((listener) => listener(event)),
    listen(): AsyncIterableIterator<object> {
      const queue: object[] = [];
      let wake: (() => void) | null = null;
      const listener = (event: object) => {
        queue.push(event);
        wake?.();
      };
      listeners.add(listener);
      const iterator: AsyncIterableIterator<object> = {
        async next() {
          while (queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
          return { value: queue.shift() as object, done: false };
        },
        return() {
          listeners.delete(listener);
          wake?.();
          return Promise.resolve({ value: undefined, done: true });
        },
        [Symbol.asyncIterator]: () => iterator,
      };
      return iterator;
    },
    get listening() {
      return listeners.size;
    },
  };
}

const messages = channel();
const runs = { posted: 0, private: 0, seen: 0 };
const Post = new GraphQLObjectType({
  name: 'Post',
  fields: {
    text: { type: GraphQLString },
    // A field of its own: it may depend on who asks.
    seenByMe: { type: GraphQLBoolean, resolve: (_post, _args, context: { me: string }) => ((runs.seen += 1), context.me === 'ada') },
  },
});
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({ name: 'Query', fields: { ok: { type: GraphQLBoolean } } }),
  subscription: new GraphQLObjectType({
    name: 'Subscription',
    fields: {
      posted: { type: new GraphQLNonNull(Post), extensions: SAME_FOR_EVERYONE, subscribe: () => messages.listen(), resolve: (post) => ((runs.posted += 1), post) },
      // Not marked: each subscriber's events are executed apart.
      privatePost: { type: Post, subscribe: () => messages.listen(), resolve: (post) => ((runs.private += 1), post) },
    },
  }),
});

async function subscribe(query: string | DocumentNode, me = 'bob') {
  const stream = await subscribeSharingResults({ schema, document: typeof query === 'string' ? parse(query) : query, contextValue: { me } });
  if (!(Symbol.asyncIterator in stream)) throw new Error(`not a stream: ${JSON.stringify(stream)}`);
  return stream;
}

beforeEach(() => Object.assign(runs, { posted: 0, private: 0, seen: 0 }));

it('executes an event once for every subscriber of the same document, and hands each the same answer', async () => {
  const text = parse('subscription { posted { text __typename ...More } } fragment More on Post { text }');
  const streams = await Promise.all([1, 2, 3].map(() => subscribeSharingResults({ schema, document: text, contextValue: {} }))) as Array<AsyncIterableIterator<ExecutionResult>>;
  const event = { text: 'Hello' };
  messages.push(event);
  const results = await Promise.all(streams.map((stream) => stream.next()));
  expect(results.map((result) => result.value)).toEqual([1, 2, 3].map(() => ({ data: { posted: { text: 'Hello', __typename: 'Post' } } })));
  expect(runs.posted).toBe(1);
  await Promise.all(streams.map((stream) => stream.return?.()));
});

it('executes apart what differs: another document, a field of its own, a subscription not marked', async () => {
  const plain = await subscribe('subscription { posted { text } }');
  const other = await subscribe('subscription { posted { __typename } }');
  // The same document each time: only what it asks keeps them apart.
  const seen = parse('subscription { posted { seenByMe } }');
  const own = [await subscribe(seen, 'ada'), await subscribe(seen, 'bob')];
  const privately = parse('subscription { privatePost { text } }');
  const unmarked = [await subscribe(privately), await subscribe(privately)];
  messages.push({ text: 'Hi' });
  expect((await plain.next()).value).toEqual({ data: { posted: { text: 'Hi' } } });
  expect((await other.next()).value).toEqual({ data: { posted: { __typename: 'Post' } } });
  expect(await Promise.all(own.map(async (stream) => (await stream.next()).value))).toEqual([{ data: { posted: { seenByMe: true } } }, { data: { posted: { seenByMe: false } } }]);
  expect(await Promise.all(unmarked.map(async (stream) => (await stream.next()).value))).toEqual([1, 2].map(() => ({ data: { privatePost: { text: 'Hi' } } })));
  // plain, other, and each of the two with a field of their own; each unmarked one.
  expect(runs).toEqual({ posted: 4, private: 2, seen: 2 });
  await Promise.all([plain, other, ...own, ...unmarked].map((stream) => stream.return?.()));
});

it('stops listening at once when returned while it waits for an event', async () => {
  const before = messages.listening;
  const stream = await subscribe('subscription { posted { text } }');
  expect(messages.listening).toBe(before + 1);
  void stream.next();
  expect(await stream.return?.()).toEqual({ value: undefined, done: true });
  expect(messages.listening).toBe(before);
});

it('answers the errors of a subscription that cannot start, as graphql does', async () => {
  const result = await subscribeSharingResults({ schema, document: parse('subscription { nothing }'), contextValue: {} });
  expect(result).toEqual({ errors: [expect.objectContaining({ message: 'The subscription field "nothing" is not defined.' })] });
});
