import { DATABASE_COST } from '../src/graphql/database-cost';
import { QUERY_LIMITS } from '../src/graphql/validation-rules';
import { makeUser, ME, type User } from './support/factories';
import { openGraphqlSocket } from './support/sockets';
import { statementsOf } from './support/statements';
import { startTestApp, type GraphqlReply, type TestApp } from './support/test-app';

let t: TestApp;
let user: User;

beforeAll(async () => {
  t = await startTestApp();
  user = await makeUser(t);
});

afterAll(async () => {
  await t?.close();
});

/** `count` aliases of `field` in one selection. */
const aliased = (count: number, field: string) => Array.from({ length: count }, (_, n) => `a${n}: ${field}`).join(' ');

describe('one GraphQL operation cannot make the database work for many', () => {
  const VALIDATE = 'validateResetToken(token: "0123456789abcdef0123456789abcdef")';

  it.each([
    // 4,900 are more tokens than a document may have: refused while parsing.
    [4900, 'GRAPHQL_PARSE_FAILED'],
    [1000, 'GRAPHQL_VALIDATION_FAILED'],
  ])('%i aliases of an anonymous lookup are refused before any SQL runs', async (count, code) => {
    let reply: GraphqlReply | undefined;
    const statements = await statementsOf(t, async () => {
      reply = await t.client().gql(`{ ${aliased(count, VALIDATE)} }`);
    });
    expect(reply?.status).toBe(400);
    expect(reply?.body.errors?.[0].extensions?.code).toBe(code);
    expect(statements).toEqual([]);
  });

  it(`more than ${QUERY_LIMITS.maxAliases} aliases are refused; as many run`, async () => {
    const tooMany = await t.client().gql(`{ me { ${aliased(QUERY_LIMITS.maxAliases + 1, 'username')} } }`, undefined, { token: user.access });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors?.[0].message).toMatch(/aliases/i);
    const allowed = await t.client().gql(`{ me { ${aliased(QUERY_LIMITS.maxAliases, 'username')} } }`, undefined, { token: user.access });
    expect(allowed.body.errors).toBeUndefined();
  });

  it('every root field is a lookup: as many as the cost allows run, one more is refused', async () => {
    const fits = DATABASE_COST.max / DATABASE_COST.rootField;
    const allowed = await t.client().gql(`{ ${aliased(fits, 'me { username }')} }`, undefined, { token: user.access });
    expect(allowed.body.errors).toBeUndefined();
    expect(allowed.body.data?.a0).toEqual({ username: user.username });
    let reply: typeof allowed | undefined;
    const statements = await statementsOf(t, async () => {
      reply = await t.client().gql(`{ ${aliased(fits + 1, 'me { username }')} }`, undefined, { token: user.access });
    });
    expect(reply?.status).toBe(400);
    expect(reply?.body.errors?.[0]).toMatchObject({ message: expect.stringMatching(/Database cost limit/), extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
    // The session is checked; nothing the operation asks for runs.
    expect(statements.length).toBeLessThanOrEqual(1);
  });

  it('the same limits hold over graphql-ws', async () => {
    const socket = openGraphqlSocket(t, user.access);
    try {
      const roots = socket.subscribe(`{ ${aliased(DATABASE_COST.max / DATABASE_COST.rootField + 1, 'me { username }')} }`);
      expect(JSON.stringify(await roots.errors.next(() => true))).toMatch(/Database cost limit/);
      const aliases = socket.subscribe(`{ ${aliased(1000, VALIDATE)} }`);
      expect(JSON.stringify(await aliases.errors.next(() => true))).toMatch(/aliases/i);
      const fine = socket.subscribe<{ me: { username: string } }>(ME);
      expect((await fine.values.next(() => true)).me.username).toBe(user.username);
    } finally {
      await socket.close();
    }
  });
});
