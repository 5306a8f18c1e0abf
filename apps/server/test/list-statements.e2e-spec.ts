import { FEED_LIMITS, LIMITS, MODERATION_LIMITS, NOTIFICATION_LIMITS } from '@gatherly/schema';
import { cursorTimestampSql } from '../src/common/paging/keyset';
import { makeEvent, makePost, makeQuickUsers, makeRemark, QuickUser } from './support/factories';
import { jobsDone } from './support/jobs';
import { statementsOf } from './support/statements';
import { startTestApp, TestApp } from './support/test-app';

/**
 * Every list the server answers, on REST and on GraphQL (selecting what the client selects), costs
 * the same number of SQL statements with one row as with twenty: relations and counts come in
 * batches, never one read per row. Each list is made once with one row and once with twenty, and
 * read both ways on each door.
 */

let t: TestApp;
let reader: QuickUser;
let moderator: QuickUser;
/** Twenty people who follow, comment, like, report and are interested. */
let crowd: QuickUser[];

type Side = 'one' | 'many';
type Door = 'REST' | 'GraphQL';
type Kind = 'remark' | 'post' | 'event';
const KINDS: Kind[] = ['remark', 'post', 'event'];
const SIDES: Side[] = ['one', 'many'];
const COUNT: Record<Side, number> = { one: 1, many: 20 };

/** Someone with one item of each kind, and someone with twenty. */
const authors = {} as Record<Side, QuickUser & Record<Kind, string[]>>;
/** Marks the events of this run, which other test files also search. */
const TAG = `Gala${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

const FIRST_ID = '00000000-0000-0000-0000-000000000000';
const LAST_ID = 'ffffffff-ffff-ffff-ffff-ffffffffffff';
/** A cursor before which every comment lies: a page older than it is the newest page. */
const BEFORE_ALL = { cursor_timestamp: '2999-01-01T00:00:00.000000Z', cursor_id: LAST_ID };

const crowdOf = (side: Side) => crowd.slice(0, COUNT[side]);
const times = (count: number) => Array.from({ length: count }, (_, index) => index);
const newPair = async (): Promise<Record<Side, QuickUser>> => {
  const [one, many] = await makeQuickUsers(t, 2);
  return { one, many };
};

beforeAll(async () => {
  t = await startTestApp();
  [reader, moderator, ...crowd] = await makeQuickUsers(t, 22);
  await t.db.query(`UPDATE accounts SET role = 'moderator' WHERE id = $1`, [moderator.accountId]);
  const [one, many] = await makeQuickUsers(t, 2);
  for (const [side, author] of [['one', one], ['many', many]] as const) {
    const made = { ...author, remark: [] as string[], post: [] as string[], event: [] as string[] };
    for (const n of times(COUNT[side])) {
      made.remark.push((await makeRemark(t, author, `Remark ${n}`)).remark_id);
      made.post.push((await makePost(t, author, { caption: `Post ${n}` })).post_id);
      made.event.push((await makeEvent(t, author, { event_name: side === 'one' ? `${TAG} single` : `${TAG} crowd` })).event_id);
    }
    authors[side] = made;
  }
  for (const side of SIDES) {
    const first = authors[side];
    for (const [index, person] of crowdOf(side).entries()) {
      for (const kind of KINDS) {
        await t.client().post(`/api/${kind}s/comment`, { [`${kind}_id`]: first[kind][0], comment_content: `Nice ${index}` }, { token: person.access });
      }
      // "Friends going" on the event cards: the reader follows people interested.
      await t.client().post(`/api/events/interest/${first.event[index]}`, undefined, { token: person.access });
    }
  }
  for (const person of crowd) await t.client().post(`/api/profile/follow/${person.username}`, undefined, { token: reader.access });
});

afterAll(async () => {
  await t?.close();
});

async function restRows(path: string, key: string, token = reader.access): Promise<number> {
  const reply = await t.client().get(path, { token });
  expect([path, reply.status]).toEqual([path, 200]);
  return reply.body.data[key].length;
}

async function graphqlRows(query: string, variables: Record<string, unknown>, pick: (data: any) => unknown[], token = reader.access): Promise<number> {
  const reply = await t.client().gql(query, variables, { token });
  expect(reply.body.errors).toBeUndefined();
  return pick(reply.body.data).length;
}

// What the client selects (apps/client/src/features/**/*.graphql), written out.
const PAGE_CURSOR = 'next_cursor { cursor_timestamp cursor_id }';
const PERSON_ROW = 'id username full_name profile_image is_following';
const EVENT_CARD = `id event_name event_date event_location event_category event_is_online media { media_id thumbnail_file }
  friends_interested { count people { id username profile_image } }`;
const ITEM_FIELDS = 'id created_at account_username account_profile_image like_count is_liked comment_count';
const COMMENT_PAGE = `items { id comment_content created_at account_username account_profile_image } ${PAGE_CURSOR}`;
const GRID_ITEM = `id created_at like_count comment_count ... on Post { post_content media { media_id thumbnail_file } }
  ... on Event { ${EVENT_CARD} } ... on Remark { remark_content }`;
const FEED_CARD = `__typename ${ITEM_FIELDS} ... on Remark { remark_content } ... on Post { post_content media { media_id media_file width height } }
  ... on Event { ${EVENT_CARD} }`;
const NOTIFICATION_ENTRY = 'id kind text item_id item_kind item_preview item_image actor_count created_at read position actors { id username profile_image }';
const OPEN_REPORT = `id target_type target_id reason text created_at report_count item_kind preview image owner_suspended
  reporter { id username } owner { id username full_name profile_image }`;
const LOG_ENTRY = 'id action moderator_username target_type target_id account_id account_username account_suspended reason created_at';

/** A list as one table row: how to make it, how to read each of its sides on each door, and what that costs. */
interface List {
  name: string;
  /** Makes the rows of both sides; runs once for the list. */
  prepare?: () => Promise<void>;
  /** Reads a side, answering how many rows it shows. */
  read: Partial<Record<Door, (side: Side) => Promise<number>>>;
  /** Rows shown with one row and with twenty (a page, where a page is shorter). */
  rows: [number, number];
  /** The list holds others' rows too (the moderation queue and log): the first side shows at least its one. */
  global?: boolean;
  /** Statements one read costs, whatever its length. */
  statements: Partial<Record<Door, number>>;
}

const people = (which: 'followers' | 'following'): List => {
  let pair: Record<Side, QuickUser>;
  return {
    name: which,
    prepare: async () => {
      pair = await newPair();
      for (const side of SIDES) {
        for (const person of crowdOf(side)) {
          const [who, whom] = which === 'followers' ? [person, pair[side]] : [pair[side], person];
          await t.client().post(`/api/profile/follow/${whom.username}`, undefined, { token: who.access });
        }
      }
    },
    read: {
      REST: (side) => restRows(`/api/profile/${pair[side].username}/${which}`, which),
      GraphQL: (side) =>
        graphqlRows(`query($u: String!) { people: ${which}(username: $u) { items { ${PERSON_ROW} } ${PAGE_CURSOR} } }`, { u: pair[side].username }, (data) => data.people.items),
    },
    rows: [1, LIMITS.pageSize],
    // Authentication, the user, the page of people with whether the viewer follows each.
    statements: { REST: 3, GraphQL: 3 },
  };
};

const interestedPeople: List = (() => {
  const events = {} as Record<Side, string>;
  return {
    name: 'people interested in an event',
    prepare: async () => {
      const pair = await newPair();
      for (const side of SIDES) {
        events[side] = (await makeEvent(t, pair[side])).event_id;
        for (const person of crowdOf(side)) await t.client().post(`/api/events/interest/${events[side]}`, undefined, { token: person.access });
      }
    },
    read: {
      REST: (side) => restRows(`/api/events/${events[side]}/interested-people`, 'people'),
      GraphQL: (side) =>
        graphqlRows(`query($id: ID!) { people: interestedPeople(event_id: $id) { items { ${PERSON_ROW} } ${PAGE_CURSOR} } }`, { id: events[side] }, (data) => data.people.items),
    },
    rows: [1, LIMITS.pageSize],
    // Authentication, the event (visible to the reader), the page of people with whether the reader follows each.
    statements: { REST: 3, GraphQL: 3 },
  };
})();

const silenced = (which: 'blocked' | 'muted'): List => {
  let pair: Record<Side, QuickUser>;
  const action = which === 'blocked' ? 'block' : 'mute';
  return {
    name: `${which} accounts`,
    prepare: async () => {
      pair = await newPair();
      for (const side of SIDES) {
        for (const person of crowdOf(side)) await t.client().post(`/api/profile/${action}/${person.username}`, undefined, { token: pair[side].access });
      }
    },
    read: {
      REST: (side) => restRows(`/api/profile/${which}`, 'accounts', pair[side].access),
      GraphQL: (side) => graphqlRows(`{ list: ${which}Accounts { items { id username full_name profile_image } ${PAGE_CURSOR} } }`, {}, (data) => data.list.items, pair[side].access),
    },
    rows: [1, LIMITS.pageSize],
    // Authentication, then the page of people with whether the viewer follows each.
    statements: { REST: 2, GraphQL: 2 },
  };
};

const byUser = (kind: Kind): List => ({
  name: `${kind}s by user`,
  read: {
    REST: (side) => restRows(`/api/${kind}s/by-user/${authors[side].username}`, `${kind}s`),
    GraphQL: (side) =>
      graphqlRows(
        `query($u: String!, $kind: ContentKind!) { contentByUser(username: $u, kind: $kind) { items { ${GRID_ITEM} } ${PAGE_CURSOR} } }`,
        { u: authors[side].username, kind },
        (data) => data.contentByUser.items,
      ),
  },
  rows: [1, LIMITS.pageSize],
  // Authentication, the user, blocks between them and the viewer, the page, then its items with
  // what they are shown with (what the viewer did, images, and what the query asks for; on REST
  // everything: the first comments, mentions, tags, link previews, and an event's friends, the
  // viewer's answer and its hosts).
  statements: { REST: 5, GraphQL: 5 },
});

const comments = (kind: Kind): List => ({
  name: `comments of a ${kind}`,
  read: {
    REST: (side) => restRows(`/api/${kind}s/comments/${authors[side][kind][0]}`, 'comments'),
    GraphQL: (side) =>
      graphqlRows(`query($id: ID!) { item: ${kind}(id: $id) { ${ITEM_FIELDS} comments { ${COMMENT_PAGE} } } }`, { id: authors[side][kind][0] }, (data) => data.item.comments.items),
  },
  rows: [1, LIMITS.pageSize],
  // Authentication, the item, the page of comments with their authors; GraphQL also the viewer's like.
  statements: { REST: 3, GraphQL: 4 },
});

const searchAccounts: List = (() => {
  const tags = { one: `${TAG}single`.toLowerCase(), many: `${TAG}crowd`.toLowerCase() };
  return {
    name: 'people search',
    prepare: async () => {
      const [alone] = await makeQuickUsers(t, 1);
      await t.db.query(`UPDATE accounts SET full_name = 'Alone ' || $2 WHERE id = $1`, [alone.accountId, tags.one]);
      await t.db.query(`UPDATE accounts SET full_name = 'Crowd ' || $2 WHERE id = ANY($1::uuid[])`, [crowd.map((person) => person.accountId), tags.many]);
    },
    read: {
      REST: (side) => restRows(`/api/profile/search?username=${tags[side]}`, 'accounts'),
      GraphQL: (side) => graphqlRows('query($q: String!) { searchAccounts(query: $q) { id username full_name profile_image } }', { q: tags[side] }, (data) => data.searchAccounts),
    },
    rows: [1, LIMITS.userSearchResults],
    // Authentication, names starting with the query, names containing it, the people found.
    statements: { REST: 4, GraphQL: 4 },
  };
})();

const accessTokens: List = (() => {
  let pair: Record<Side, QuickUser>;
  return {
    name: 'personal access tokens',
    prepare: async () => {
      pair = await newPair();
      for (const side of SIDES) {
        for (const n of times(COUNT[side])) await t.client().post('/api/account/tokens', { name: `Script ${n}`, scopes: ['read'] }, { token: pair[side].access });
      }
    },
    read: {
      REST: (side) => restRows('/api/account/tokens', 'tokens', pair[side].access),
      GraphQL: (side) =>
        graphqlRows('{ accessTokens { id name scopes last_four created_at last_used_at expires_at } }', {}, (data) => data.accessTokens, pair[side].access),
    },
    rows: [1, 20],
    // Authentication, the tokens.
    statements: { REST: 2, GraphQL: 2 },
  };
})();

const eventSearch: List = {
  name: 'event search (Explore)',
  read: {
    REST: async (side) => {
      const reply = await t.client().post('/api/events/search', { event_name: `${TAG} ${side === 'one' ? 'single' : 'crowd'}` }, { token: reader.access });
      expect(reply.status).toBe(200);
      return reply.body.data.events.length;
    },
    GraphQL: (side) =>
      graphqlRows(
        `query($filters: EventFiltersInput) { searchEvents(filters: $filters) { items { ${EVENT_CARD} } ${PAGE_CURSOR} } }`,
        { filters: { event_name: `${TAG} ${side === 'one' ? 'single' : 'crowd'}` } },
        (data) => data.searchEvents.items,
      ),
  },
  rows: [1, LIMITS.pageSize],
  // Authentication, the page, then its events with what they are shown with (images and friends
  // interested; REST also what the viewer did, the first comments, the viewer's answer, friends
  // going, the hosts, the accounts each mentions, its tags and its link's preview).
  statements: { REST: 3, GraphQL: 3 },
};

/** Someone interested in one event, and someone interested in twenty. */
async function interestedPair(): Promise<Record<Side, QuickUser>> {
  const pair = await newPair();
  for (const side of SIDES) {
    for (const id of authors[side].event) await t.client().post(`/api/events/interest/${id}`, undefined, { token: pair[side].access });
  }
  return pair;
}

const interestedEvents: List = (() => {
  let pair: Record<Side, QuickUser>;
  return {
    name: 'interested events',
    prepare: async () => {
      pair = await interestedPair();
    },
    read: {
      REST: (side) => restRows('/api/events/interested', 'events', pair[side].access),
      GraphQL: (side) =>
        graphqlRows(`{ interestedEvents { items { ${EVENT_CARD} } ${PAGE_CURSOR} } }`, {}, (data) => data.interestedEvents.items, pair[side].access),
    },
    rows: [1, LIMITS.pageSize],
    // As the event search.
    statements: { REST: 3, GraphQL: 3 },
  };
})();

const calendarFeed: List = (() => {
  const paths = {} as Record<Side, string>;
  return {
    name: 'calendar feed (.ics)',
    prepare: async () => {
      const pair = await interestedPair();
      for (const side of SIDES) {
        const reply = await t.client().post('/api/calendar/feed', undefined, { token: pair[side].access });
        paths[side] = new URL(reply.body.data.url).pathname;
      }
    },
    read: {
      REST: async (side) => {
        const reply = await t.client().get(paths[side]);
        expect(reply.status).toBe(200);
        return reply.text.split('BEGIN:VEVENT').length - 1;
      },
    },
    rows: [1, 20],
    // The address's owner, the ids of their events, the events.
    statements: { REST: 3 },
  };
})();

const notifications: List = (() => {
  let pair: Record<Side, QuickUser>;
  return {
    name: 'notifications',
    prepare: async () => {
      pair = await newPair();
      // One entry per item: likes, comments on posts (with their image), interest.
      for (const side of SIDES) {
        for (const [index, person] of crowdOf(side).entries()) {
          const to = pair[side];
          if (index % 3 === 0) await t.client().post(`/api/remarks/like/${(await makeRemark(t, to)).remark_id}`, undefined, { token: person.access });
          if (index % 3 === 1) await t.client().post('/api/posts/comment', { post_id: (await makePost(t, to)).post_id, comment_content: 'Wow' }, { token: person.access });
          if (index % 3 === 2) await t.client().post(`/api/events/interest/${(await makeEvent(t, to)).event_id}`, undefined, { token: person.access });
        }
      }
    },
    read: {
      REST: (side) => restRows('/api/notifications', 'notifications', pair[side].access),
      GraphQL: (side) =>
        graphqlRows(`{ notifications { items { ${NOTIFICATION_ENTRY} } next_cursor { before } unread_count } }`, {}, (data) => data.notifications.items, pair[side].access),
    },
    rows: [1, NOTIFICATION_LIMITS.pageSize],
    // Authentication, the page of entries with their people and items, the unread count.
    statements: { REST: 3, GraphQL: 3 },
  };
})();

const homeFeed: List = (() => {
  let pair: Record<Side, QuickUser>;
  return {
    name: 'home feed (one item of each kind, and twenty items)',
    prepare: async () => {
      pair = await newPair();
      for (const side of SIDES) await t.client().post(`/api/profile/follow/${authors[side].username}`, undefined, { token: pair[side].access });
      await jobsDone(t);
    },
    read: {
      REST: (side) => restRows('/api/feed', 'feed_items', pair[side].access),
      GraphQL: (side) => graphqlRows(`{ homeFeed { items { ${FEED_CARD} } ${PAGE_CURSOR} } }`, {}, (data) => data.homeFeed.items, pair[side].access),
    },
    rows: [3, FEED_LIMITS.pageSize],
    // Authentication, the page with its items, the timeline's state and what they are shown with:
    // images and an event's friends interested; on REST also the first comments, tags, mentions and
    // link previews, and an event's friends going, the viewer's answer and its hosts.
    statements: { REST: 2, GraphQL: 2 },
  };
})();

/**
 * A cursor at the creation time of the row of `table` where `key` is `value`, with `cursorId`: the
 * lowest id to start a list read oldest first with that row, the highest for one read newest first.
 */
async function cursorAt(table: 'reports' | 'moderation_actions', key: 'id' | 'report_id', value: string, cursorId: string) {
  const [row]: Array<{ at: string }> = await t.db.query(`SELECT ${cursorTimestampSql('created_at')} AS at FROM ${table} WHERE ${key} = $1`, [value]);
  return { cursor_timestamp: row.at, cursor_id: cursorId };
}

const report = async (reporter: QuickUser, target_type: string, target_id: string): Promise<string> => {
  const reply = await t.client().post('/api/reports', { target_type, target_id, reason: 'spam', text: 'Please look at this.' }, { token: reporter.access });
  expect(reply.status).toBe(201);
  return reply.body.data.report.id;
};


const openReports: List = (() => {
  // Oldest first: from the last report made, one; from the first, twenty and more.
  const cursors = {} as Record<Side, { cursor_timestamp: string; cursor_id: string }>;
  return {
    name: 'open reports (moderation queue)',
    global: true,
    prepare: async () => {
      const ids: string[] = [];
      const targets = (index: number): [string, string] =>
        [['remark', authors.many.remark[index]], ['post', authors.many.post[index]], ['event', authors.many.event[index]], ['account', authors.many.accountId]][index % 4] as [string, string];
      for (const [index, person] of crowd.entries()) ids.push(await report(person, ...targets(index)));
      ids.push(await report(crowd[0], 'remark', authors.one.remark[0]));
      cursors.many = await cursorAt('reports', 'id', ids[0], FIRST_ID);
      cursors.one = await cursorAt('reports', 'id', ids[ids.length - 1], FIRST_ID);
    },
    read: {
      REST: (side) => restRows(`/api/moderation/reports?${new URLSearchParams(cursors[side])}`, 'reports', moderator.access),
      GraphQL: (side) =>
        graphqlRows(
          `query($after: PageCursorInput) { openReports(after: $after) { items { ${OPEN_REPORT} } ${PAGE_CURSOR} } }`,
          { after: cursors[side] },
          (data) => data.openReports.items,
          moderator.access,
        ),
    },
    rows: [1, MODERATION_LIMITS.pageSize],
    // Authentication, the moderator's role, the page with what each entry is about.
    statements: { REST: 3, GraphQL: 3 },
  };
})();

const moderationLog: List = (() => {
  // Newest first: the first page holds the twenty dismissals; from just after the first one, that one.
  const cursors = {} as Record<Side, { cursor_timestamp: string; cursor_id: string } | null>;
  return {
    name: 'moderation log',
    global: true,
    prepare: async () => {
      // Reporters of their own: one person reports a thing once.
      const reporters = await makeQuickUsers(t, 21);
      const ids = [await report(reporters[0], 'post', authors.one.post[0])];
      for (const [index, post] of authors.many.post.entries()) ids.push(await report(reporters[index + 1], 'post', post));
      for (const id of ids) expect((await t.client().post(`/api/moderation/reports/${id}/dismiss`, { reason: 'Not spam.' }, { token: moderator.access })).status).toBe(200);
      cursors.one = await cursorAt('moderation_actions', 'report_id', ids[0], LAST_ID);
      cursors.many = null;
    },
    read: {
      REST: (side) => restRows(`/api/moderation/actions${cursors[side] ? `?${new URLSearchParams(cursors[side])}` : ''}`, 'actions', moderator.access),
      GraphQL: (side) =>
        graphqlRows(
          `query($after: PageCursorInput) { moderationLog(after: $after) { items { ${LOG_ENTRY} } ${PAGE_CURSOR} } }`,
          { after: cursors[side] },
          (data) => data.moderationLog.items,
          moderator.access,
        ),
    },
    rows: [1, MODERATION_LIMITS.pageSize],
    // Authentication, the moderator's role, the page with what each entry is about.
    statements: { REST: 3, GraphQL: 3 },
  };
})();

const olderComments: List = {
  name: 'older comments of a post',
  read: {
    REST: (side) => restRows(`/api/posts/comments/${authors[side].post[0]}?${new URLSearchParams(BEFORE_ALL)}`, 'comments'),
    GraphQL: (side) =>
      graphqlRows(
        `query($id: ID!, $after: PageCursorInput!) { contentItem(id: $id) { id comments(after: $after) { ${COMMENT_PAGE} } } }`,
        { id: authors[side].post[0], after: BEFORE_ALL },
        (data) => data.contentItem.comments.items,
      ),
  },
  rows: [1, LIMITS.pageSize],
  // Authentication, the item, the page of comments with their authors; GraphQL loads the item of
  // any kind first, then checks that the reader may see it.
  statements: { REST: 3, GraphQL: 4 },
};

const LISTS: List[] = [
  searchAccounts,
  accessTokens,
  eventSearch,
  interestedEvents,
  calendarFeed,
  notifications,
  homeFeed,
  openReports,
  moderationLog,
  people('followers'),
  people('following'),
  interestedPeople,
  silenced('blocked'),
  silenced('muted'),
  ...KINDS.map(byUser),
  ...KINDS.map(comments),
  olderComments,
];

/**
 * The statements of a read of `side`, and the rows it showed. This app's workers may meanwhile run
 * jobs that other test files queued (mails, reminders), whose statements add to the count: a read
 * that costs more than `expected` is tried again, twice at most, and the cheapest kept.
 */
async function cost(read: (side: Side) => Promise<number>, side: Side, expected: number): Promise<{ rows: number; statements: string[] }> {
  let cheapest: { rows: number; statements: string[] } | undefined;
  for (let attempt = 0; attempt < 3 && (cheapest === undefined || cheapest.statements.length > expected); attempt += 1) {
    let rows = 0;
    const statements = await statementsOf(t, async () => {
      rows = await read(side);
    });
    if (cheapest === undefined || statements.length < cheapest.statements.length) cheapest = { rows, statements };
  }
  return cheapest!;
}

describe.each(LISTS)('$name', (list) => {
  beforeAll(async () => {
    await list.prepare?.();
  });

  const doors = (Object.keys(list.read) as Door[]).map((door) => [door, list.statements[door]!] as const);
  it.each(doors)('on %s costs %i statements, with 1 row as with 20', async (door, statements) => {
    const read = list.read[door]!;
    // A first read may make what later ones read (a home timeline); it is not what is measured.
    for (const side of SIDES) await read(side);
    const [one, many] = [await cost(read, 'one', statements), await cost(read, 'many', statements)];
    if (list.global) {
      expect(one.rows).toBeGreaterThanOrEqual(list.rows[0]);
      expect(many.rows).toBe(list.rows[1]);
    } else {
      expect([one.rows, many.rows]).toEqual(list.rows);
    }
    // On failure, the statements of the longer read are shown.
    expect([many.statements.length, many.statements]).toEqual([one.statements.length, expect.anything()]);
    expect(one.statements).toHaveLength(statements);
  });
});
