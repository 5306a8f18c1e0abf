import { ATTENDANCE_MESSAGES } from '@gatherly/schema';
import { EventReminders } from '../src/notifications/event-reminders';
import { expectEnvelope } from './support/envelope';
import { daysFromNow, makeEvent, makeQuickUsers, makeRemark, QuickUser } from './support/factories';
import { type Inbox, openChatSocket, openGraphqlSocket, whenLive } from './support/sockets';
import { GraphqlReply, Reply, startTestApp, TestApp } from './support/test-app';
import { english } from '../src/i18n/texts';

/**
 * Who may see whom, walked door by door: a viewer and an author stand in one relation (none, the
 * viewer muted the author, the viewer blocked the author, the author blocked the viewer, the author
 * is suspended), and every read of every door (REST, GraphQL, graphql-ws, /chat/, .ics and CSV files)
 * either shows the viewer the author and what they wrote, or does not (404, null, or left out of a
 * list). One table says which; a new door gets a row and is checked for every relation.
 *
 * The policy: a block hides both sides from each other everywhere, except that the blocker still
 * finds the blocked person's profile (to unblock them); a suspension hides the account from
 * everyone; a mute hides the muted person's writing only where others' writing comes to the viewer
 * unasked (the feed, the bell, comments under items), not what the viewer looks up. Every hiding
 * ends with its reason: what was hidden comes back.
 */

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

const RELATIONS = ['none', 'muted', 'blocking', 'blocked by', 'suspended'] as const;
type Relation = (typeof RELATIONS)[number];

/** The relations in which each read still shows the author; in the others it hides them. */
const SHOWN_IN: Record<string, readonly Relation[]> = {
  profile: ['none', 'muted', 'blocking'],
  'an item by id': ['none', 'muted'],
  'items by user': ['none', 'muted'],
  "comments of the author's item": ['none', 'muted'],
  "the author's comment on a third party's item": ['none'],
  'friends interested in an event': ['none', 'muted'],
  'who is interested in an event': ['none', 'muted'],
  "the author's followers": ['none', 'muted'],
  "the author in a third party's followers": ['none', 'muted'],
  'people search': ['none', 'muted'],
  // Search brings the writing of others to the viewer as the feed does: a mute keeps it out too.
  'search of writing': ['none'],
  'Explore': ['none', 'muted'],
  'Interested events': ['none', 'muted'],
  'the home feed': ['none'],
  'notifications': ['none'],
  'a new notification': ['none'],
  "a reminder of the author's event": ['none', 'muted'],
  'a new message in a one-to-one conversation': ['none', 'muted'],
  'messages in a one-to-one conversation': ['none', 'muted'],
  'a new message in a group conversation': ['none', 'muted'],
  'messages in a group conversation': ['none', 'muted'],
  'how far the author read in a one-to-one conversation': ['none', 'muted'],
  "a read receipt of the author's": ['none', 'muted'],
  "the event's calendar file": ['none', 'muted'],
  "the viewer's calendar feed": ['none', 'muted'],
  // Going, hosting and finding events: the author as a guest, a co-host, a host, and where their events are found.
  "going to the author's event": ['none', 'muted'],
  'going events': ['none', 'muted'],
  "live counts of the author's event": ['none', 'muted'],
  // Counts are the event's, the same for every viewer (as comment_count): only a suspension takes the author's seat out of them.
  "the author's seat in an event's counts": ['none', 'muted', 'blocking', 'blocked by'],
  'friends going to an event': ['none', 'muted'],
  "the author in the viewer's guest list": ['none', 'muted'],
  "the author among an event's co-hosts": ['none', 'muted'],
  // Like comments under an item: a message of the author's to the guests is writing that comes to the viewer unasked.
  "the author's message to an event's guests": ['none'],
  "joining the chat of the author's event": ['none', 'muted'],
  "the author's series": ['none', 'muted'],
  "the author's event near its place": ['none', 'muted'],
  "the author's event on the map": ['none', 'muted'],
};

/** A viewer and an author in one relation, with what the author made and did before it began. */
interface Pair {
  viewer: QuickUser;
  author: QuickUser;
  /** The author's remark and event (starting within a reminder's lead); the viewer marked interest in the event. */
  remarkId: string;
  eventId: string;
  eventName: string;
  /** The one-to-one conversation of the two, and a group of theirs with the host, each with a message of the author's from before the relation. */
  conversationId: string;
  groupId: string;
  /** Path of the viewer's calendar feed. */
  feedPath: string;
  /** The host's event (capacity 3) that the author co-hosts and messaged the guests of; the author and the viewer go to it. */
  hostedId: string;
  /** The viewer's own event, which the author goes to. */
  viewerEventId: string;
  /** The author's weekly series (its first date at `place`), and the chat the author opened for their event, which the viewer goes to. */
  seriesId: string;
  placedId: string;
  place: { latitude: number; longitude: number };
}

/** A third party: the author follows them and commented on their remark; the viewer chats with them. */
interface Host {
  user: QuickUser;
  remarkId: string;
  eventId: string;
}

let host: Host;
const pairs = {} as Record<Relation, Pair>;
let moderator: QuickUser;

const as = (who: QuickUser) => ({ token: who.access });
const gql = (who: QuickUser, query: string, variables: Record<string, unknown> = {}) => t.client().gql(query, variables, as(who));
const post = (who: QuickUser, path: string, body?: unknown) => t.client().post(path, body, as(who));
const get = (who: QuickUser, path: string) => t.client().get(path, as(who));

function ok(reply: Reply, status = 200): Reply {
  if (reply.status !== status) throw new Error(`expected ${status}, got ${reply.status}: ${reply.text}`);
  return reply;
}

/** Whether a REST answer shows it: hidden when absent (404) or when `shows` finds nothing; any other failure fails. */
function restShows(reply: Reply, shows: (data: any) => boolean): boolean {
  if (reply.status === 404) return false;
  return shows(ok(reply).body.data);
}

/** Whether a GraphQL answer shows it: hidden when absent (a 404 error, or null) or when `shows` finds nothing. */
function graphqlShows(reply: GraphqlReply, shows: (data: any) => boolean): boolean {
  const [error] = reply.body.errors ?? [];
  if (error?.extensions?.status === 404) return false;
  if (error) throw new Error(`GraphQL error: ${JSON.stringify(error)}`);
  return shows(reply.body.data);
}

const names = (people: Array<{ username: string }>) => people.map((person) => person.username);
const contents = (comments: Array<{ comment_content: string }>) => comments.map((comment) => comment.comment_content);
const COMMENTS = 'comments { items { comment_content } }';

/** Things to say that name their author, so that a read shows whether it carries them. */
const commentBy = (who: QuickUser) => `Comment by ${who.username}`;
const messageBy = (who: QuickUser) => `Message by ${who.username}`;
const messagesBy = (who: QuickUser, messages: Array<{ content: string }>) => messages.some((message) => message.content === messageBy(who));

/** One read through one door: whether the viewer of `pair` is shown the author there. */
interface Probe {
  read: keyof typeof SHOWN_IN;
  door: 'REST' | 'GraphQL' | 'graphql-ws' | '/chat/' | '.ics' | 'CSV';
  shows(pair: Pair): Promise<boolean>;
}

const PROBES: Probe[] = [
  { read: 'profile', door: 'REST', shows: async ({ viewer, author }) => restShows(await get(viewer, `/api/profile/profile/${author.username}`), (data) => data.username === author.username) },
  { read: 'profile', door: 'GraphQL', shows: async ({ viewer, author }) => graphqlShows(await gql(viewer, 'query ($u: String!) { profile(username: $u) { username } }', { u: author.username }), (data) => data.profile !== null) },

  { read: 'an item by id', door: 'REST', shows: async ({ viewer, remarkId }) => restShows(await get(viewer, `/api/remarks/by-id/${remarkId}`), (data) => data.remark.remark_id === remarkId) },
  {
    read: 'an item by id',
    door: 'GraphQL',
    shows: async ({ viewer, remarkId }) => {
      const data = (await gql(viewer, 'query ($id: ID!) { remark(id: $id) { id } contentItem(id: $id) { id } }', { id: remarkId })).body.data;
      // Both queries agree, whichever it is.
      expect(data.remark === null).toBe(data.contentItem === null);
      return data.remark !== null;
    },
  },

  { read: 'items by user', door: 'REST', shows: async ({ viewer, author, remarkId }) => restShows(await get(viewer, `/api/remarks/by-user/${author.username}`), (data) => data.remarks.some((remark: { remark_id: string }) => remark.remark_id === remarkId)) },
  {
    read: 'items by user',
    door: 'GraphQL',
    shows: async ({ viewer, author, remarkId }) =>
      graphqlShows(await gql(viewer, 'query ($u: String!) { contentByUser(username: $u, kind: remark) { items { id } } }', { u: author.username }), (data) =>
        data.contentByUser.items.some((item: { id: string }) => item.id === remarkId),
      ),
  },

  // The host's comment on the author's remark: the item's comments answer at all.
  { read: "comments of the author's item", door: 'REST', shows: async ({ viewer, remarkId }) => restShows(await get(viewer, `/api/remarks/comments/${remarkId}`), (data) => contents(data.comments).includes(commentBy(host.user))) },
  {
    read: "comments of the author's item",
    door: 'GraphQL',
    shows: async ({ viewer, remarkId }) => graphqlShows(await gql(viewer, `query ($id: ID!) { remark(id: $id) { ${COMMENTS} } }`, { id: remarkId }), (data) => contents(data.remark?.comments.items ?? []).includes(commentBy(host.user))),
  },

  { read: "the author's comment on a third party's item", door: 'REST', shows: async ({ viewer, author }) => restShows(await get(viewer, `/api/remarks/by-id/${host.remarkId}`), (data) => contents(data.remark.comments).includes(commentBy(author))) },
  { read: "the author's comment on a third party's item", door: 'REST', shows: async ({ viewer, author }) => restShows(await get(viewer, `/api/remarks/comments/${host.remarkId}`), (data) => contents(data.comments).includes(commentBy(author))) },
  {
    read: "the author's comment on a third party's item",
    door: 'GraphQL',
    shows: async ({ viewer, author }) => graphqlShows(await gql(viewer, `query ($id: ID!) { remark(id: $id) { ${COMMENTS} } }`, { id: host.remarkId }), (data) => contents(data.remark.comments.items).includes(commentBy(author))),
  },

  { read: 'friends interested in an event', door: 'REST', shows: async ({ viewer, author }) => restShows(await get(viewer, `/api/events/by-id/${host.eventId}`), (data) => names(data.event.friends_interested.people).includes(author.username)) },
  {
    read: 'friends interested in an event',
    door: 'GraphQL',
    shows: async ({ viewer, author }) =>
      graphqlShows(await gql(viewer, 'query ($id: ID!) { event(id: $id) { friends_interested { people { username } } } }', { id: host.eventId }), (data) => names(data.event.friends_interested.people).includes(author.username)),
  },

  { read: 'who is interested in an event', door: 'REST', shows: async ({ viewer, author }) => restShows(await get(viewer, `/api/events/${host.eventId}/interested-people`), (data) => names(data.people).includes(author.username)) },
  {
    read: 'who is interested in an event',
    door: 'GraphQL',
    shows: async ({ viewer, author }) =>
      graphqlShows(await gql(viewer, 'query ($id: ID!) { interestedPeople(event_id: $id) { items { username } } }', { id: host.eventId }), (data) => names(data.interestedPeople.items).includes(author.username)),
  },

  // The host follows every author: the author's followers list shows them.
  { read: "the author's followers", door: 'REST', shows: async ({ viewer, author }) => restShows(await get(viewer, `/api/profile/${author.username}/followers`), (data) => names(data.followers).includes(host.user.username)) },
  {
    read: "the author's followers",
    door: 'GraphQL',
    shows: async ({ viewer, author }) => graphqlShows(await gql(viewer, 'query ($u: String!) { followers(username: $u) { items { username } } }', { u: author.username }), (data) => names(data.followers.items).includes(host.user.username)),
  },
  { read: "the author in a third party's followers", door: 'REST', shows: async ({ viewer, author }) => restShows(await get(viewer, `/api/profile/${host.user.username}/followers`), (data) => names(data.followers).includes(author.username)) },
  {
    read: "the author in a third party's followers",
    door: 'GraphQL',
    shows: async ({ viewer, author }) => graphqlShows(await gql(viewer, 'query ($u: String!) { followers(username: $u) { items { username } } }', { u: host.user.username }), (data) => names(data.followers.items).includes(author.username)),
  },

  {
    read: 'search of writing',
    door: 'REST',
    shows: async ({ viewer, author, remarkId }) =>
      restShows(await get(viewer, `/api/search?q=${encodeURIComponent(author.username)}&type=remark`), (data) => data.results.some((result: { data: { remark_id: string } }) => result.data.remark_id === remarkId)),
  },
  {
    read: 'search of writing',
    door: 'GraphQL',
    shows: async ({ viewer, author, remarkId }) =>
      graphqlShows(await gql(viewer, 'query ($q: String!) { search(query: $q, type: remark) { items { item { id } } } }', { q: author.username }), (data) =>
        data.search.items.some((hit: { item: { id: string } }) => hit.item.id === remarkId),
      ),
  },
  { read: 'people search', door: 'REST', shows: async ({ viewer, author }) => restShows(await get(viewer, `/api/profile/search?username=${author.username}`), (data) => names(data.accounts).includes(author.username)) },
  { read: 'people search', door: 'GraphQL', shows: async ({ viewer, author }) => graphqlShows(await gql(viewer, 'query ($q: String!) { searchAccounts(query: $q) { username } }', { q: author.username }), (data) => names(data.searchAccounts).includes(author.username)) },

  { read: 'Explore', door: 'REST', shows: async ({ viewer, eventId, eventName }) => restShows(await post(viewer, '/api/events/search', { event_name: eventName }), (data) => data.events.some((event: { event_id: string }) => event.event_id === eventId)) },
  {
    read: 'Explore',
    door: 'GraphQL',
    shows: async ({ viewer, eventId, eventName }) =>
      graphqlShows(await gql(viewer, 'query ($n: String!) { searchEvents(filters: { event_name: $n }) { items { id } } }', { n: eventName }), (data) => data.searchEvents.items.some((event: { id: string }) => event.id === eventId)),
  },

  { read: 'Interested events', door: 'REST', shows: async ({ viewer, eventId }) => restShows(await get(viewer, '/api/events/interested'), (data) => data.events.some((event: { event_id: string }) => event.event_id === eventId)) },
  { read: 'Interested events', door: 'GraphQL', shows: async ({ viewer, eventId }) => graphqlShows(await gql(viewer, '{ interestedEvents { items { id } } }'), (data) => data.interestedEvents.items.some((event: { id: string }) => event.id === eventId)) },

  { read: 'the home feed', door: 'REST', shows: async ({ viewer, remarkId }) => restShows(await get(viewer, '/api/feed'), (data) => data.feed_items.some((item: { data: { remark_id?: string } }) => item.data.remark_id === remarkId)) },
  { read: 'the home feed', door: 'GraphQL', shows: async ({ viewer, remarkId }) => graphqlShows(await gql(viewer, '{ homeFeed { items { id } } }'), (data) => data.homeFeed.items.some((item: { id: string }) => item.id === remarkId)) },

  // The author liked the viewer's remark and followed them before the relation began.
  { read: 'notifications', door: 'REST', shows: async ({ viewer, author }) => restShows(await get(viewer, '/api/notifications'), (data) => data.notifications.some((entry: { text: string }) => entry.text.includes(author.username))) },
  {
    read: 'notifications',
    door: 'GraphQL',
    shows: async ({ viewer, author }) => graphqlShows(await gql(viewer, '{ notifications { items { text actors { username } } } }'), (data) => data.notifications.items.some((entry: { text: string }) => entry.text.includes(author.username))),
  },
  { read: 'a new notification', door: 'graphql-ws', shows: newNotificationShows },
  {
    read: "a reminder of the author's event",
    door: 'REST',
    shows: async ({ viewer, eventId }) => {
      await t.app.get(EventReminders).sweep();
      return restShows(await get(viewer, '/api/notifications'), (data) => data.notifications.some((entry: { kind: string; item_id: string }) => entry.kind === 'event_reminder' && entry.item_id === eventId));
    },
  },
  { read: 'a new message in a one-to-one conversation', door: '/chat/', shows: (pair) => newMessageShows(pair, pair.conversationId) },
  { read: 'messages in a one-to-one conversation', door: 'REST', shows: async ({ viewer, author, conversationId }) => restShows(await get(viewer, `/api/chat/conversations/${conversationId}/messages`), (data) => messagesBy(author, data.messages)) },
  { read: 'a new message in a group conversation', door: '/chat/', shows: (pair) => newMessageShows(pair, pair.groupId) },
  { read: 'messages in a group conversation', door: 'REST', shows: async ({ viewer, author, groupId }) => restShows(await get(viewer, `/api/chat/conversations/${groupId}/messages`), (data) => messagesBy(author, data.messages)) },
  {
    read: 'messages in a group conversation',
    door: 'GraphQL',
    shows: async ({ viewer, author, groupId }) =>
      graphqlShows(await gql(viewer, 'query ($c: ID!) { conversation(id: $c) { messages { items { content } } } }', { c: groupId }), (data) => messagesBy(author, data.conversation.messages.items)),
  },
  {
    read: 'how far the author read in a one-to-one conversation',
    door: 'REST',
    shows: async ({ viewer, conversationId }) =>
      restShows(await get(viewer, '/api/chat/conversations'), (data) => data.conversations.some((c: { conversation_id: string; others_read_message_id: string }) => c.conversation_id === conversationId && c.others_read_message_id !== '0')),
  },
  {
    read: 'how far the author read in a one-to-one conversation',
    door: 'GraphQL',
    shows: async ({ viewer, conversationId }) =>
      graphqlShows(await gql(viewer, 'query ($c: ID!) { conversation(id: $c) { others_read_message_id } }', { c: conversationId }), (data) => data.conversation.others_read_message_id !== '0'),
  },
  { read: "a read receipt of the author's", door: '/chat/', shows: (pair) => readReceiptShows(pair, receiptsOnChat) },
  { read: "a read receipt of the author's", door: 'graphql-ws', shows: (pair) => readReceiptShows(pair, receiptsOnGraphql) },

  { read: "the event's calendar file", door: '.ics', shows: async ({ viewer, eventId }) => restShows(await get(viewer, `/api/events/by-id/${eventId}/calendar.ics`), () => true) },
  { read: "the event's calendar file", door: 'GraphQL', shows: async ({ viewer, eventId }) => graphqlShows(await gql(viewer, 'query ($id: ID!) { eventCalendar(id: $id) }', { id: eventId }), (data) => data.eventCalendar.includes(`UID:${eventId}@gatherly`)) },
  { read: "the viewer's calendar feed", door: '.ics', shows: async ({ eventId, feedPath }) => ok(await t.client().get(feedPath)).text.includes(`UID:${eventId}@gatherly`) },

  // The viewer went to the author's event before the relation: going again answers what they hold.
  { read: "going to the author's event", door: 'REST', shows: async ({ viewer, eventId }) => restShows(await post(viewer, `/api/events/going/${eventId}`), (data) => data.rsvp_status === 'going') },
  { read: "going to the author's event", door: 'GraphQL', shows: async ({ viewer, eventId }) => graphqlShows(await gql(viewer, 'mutation ($id: ID!) { goToEvent(id: $id) { rsvp_status } }', { id: eventId }), (data) => data.goToEvent.rsvp_status === 'GOING') },
  { read: 'going events', door: 'REST', shows: async ({ viewer, eventId }) => restShows(await get(viewer, '/api/events/going'), (data) => data.events.some((event: { event_id: string }) => event.event_id === eventId)) },
  { read: 'going events', door: 'GraphQL', shows: async ({ viewer, eventId }) => graphqlShows(await gql(viewer, '{ goingEvents { items { id } } }'), (data) => data.goingEvents.items.some((event: { id: string }) => event.id === eventId)) },
  { read: "live counts of the author's event", door: 'graphql-ws', shows: liveCountsShow },
  { read: "the author's seat in an event's counts", door: 'REST', shows: async ({ viewer, hostedId }) => restShows(await get(viewer, `/api/events/by-id/${hostedId}`), (data) => seatCounted(data.event)) },
  {
    read: "the author's seat in an event's counts",
    door: 'GraphQL',
    shows: async ({ viewer, hostedId }) => graphqlShows(await gql(viewer, 'query ($id: ID!) { event(id: $id) { going_count seats_left } }', { id: hostedId }), (data) => seatCounted(data.event)),
  },
  { read: 'friends going to an event', door: 'REST', shows: async ({ viewer, author, hostedId }) => restShows(await get(viewer, `/api/events/by-id/${hostedId}`), (data) => names(data.event.friends_going.people).includes(author.username)) },
  {
    read: 'friends going to an event',
    door: 'GraphQL',
    shows: async ({ viewer, author, hostedId }) =>
      graphqlShows(await gql(viewer, 'query ($id: ID!) { event(id: $id) { friends_going { count people { username } } } }', { id: hostedId }), (data) => names(data.event.friends_going.people).includes(author.username)),
  },
  { read: "the author in the viewer's guest list", door: 'REST', shows: async ({ viewer, author, viewerEventId }) => restShows(await get(viewer, `/api/events/by-id/${viewerEventId}/guests`), (data) => names(data.guests).includes(author.username)) },
  {
    read: "the author in the viewer's guest list",
    door: 'GraphQL',
    shows: async ({ viewer, author, viewerEventId }) => graphqlShows(await gql(viewer, 'query ($id: ID!) { eventGuests(id: $id) { items { account { username } } } }', { id: viewerEventId }), (data) =>
        data.eventGuests.items.some((guest: { account: { username: string } }) => guest.account.username === author.username),
      ),
  },
  { read: "the author in the viewer's guest list", door: 'CSV', shows: async ({ viewer, author, viewerEventId }) => ok(await get(viewer, `/api/events/by-id/${viewerEventId}/guests.csv`)).text.includes(author.username) },
  { read: "the author among an event's co-hosts", door: 'REST', shows: async ({ viewer, author, hostedId }) => restShows(await get(viewer, `/api/events/by-id/${hostedId}`), (data) => names(data.event.co_hosts).includes(author.username)) },
  {
    read: "the author among an event's co-hosts",
    door: 'GraphQL',
    shows: async ({ viewer, author, hostedId }) => graphqlShows(await gql(viewer, 'query ($id: ID!) { event(id: $id) { co_hosts { username } } }', { id: hostedId }), (data) => names(data.event.co_hosts).includes(author.username)),
  },
  {
    read: "the author's message to an event's guests",
    door: 'REST',
    shows: async ({ viewer, author, hostedId }) => restShows(await get(viewer, `/api/events/by-id/${hostedId}/messages`), (data) => guestMessages(data.event_messages).includes(toGuestsBy(author))),
  },
  {
    read: "the author's message to an event's guests",
    door: 'GraphQL',
    shows: async ({ viewer, author, hostedId }) =>
      graphqlShows(await gql(viewer, 'query ($id: ID!) { eventMessages(id: $id) { items { message_content } } }', { id: hostedId }), (data) => guestMessages(data.eventMessages.items).includes(toGuestsBy(author))),
  },
  // Joining twice changes nothing.
  { read: "joining the chat of the author's event", door: 'REST', shows: async ({ viewer, eventId }) => restShows(created(await post(viewer, `/api/events/by-id/${eventId}/chat/join`), 201), (data) => data.conversation !== null) },
  { read: "joining the chat of the author's event", door: 'GraphQL', shows: async ({ viewer, eventId }) => graphqlShows(await gql(viewer, 'mutation ($id: ID!) { joinEventChat(id: $id) { id } }', { id: eventId }), (data) => data.joinEventChat !== null) },
  { read: "the author's series", door: 'REST', shows: async ({ viewer, seriesId, placedId }) => restShows(await get(viewer, `/api/events/series/${seriesId}`), (data) => data.events.some((event: { event_id: string }) => event.event_id === placedId)) },
  {
    read: "the author's series",
    door: 'GraphQL',
    shows: async ({ viewer, seriesId, placedId }) =>
      graphqlShows(await gql(viewer, 'query ($id: ID!) { eventSeries(id: $id) { events { items { id } } } }', { id: seriesId }), (data) => data.eventSeries.events.items.some((event: { id: string }) => event.id === placedId)),
  },
  {
    read: "the author's event near its place",
    door: 'REST',
    shows: async ({ viewer, placedId, place }) =>
      restShows(await post(viewer, '/api/events/search', { near_latitude: place.latitude, near_longitude: place.longitude, radius_km: 5 }), (data) => data.events.some((event: { event_id: string }) => event.event_id === placedId)),
  },
  {
    read: "the author's event near its place",
    door: 'GraphQL',
    shows: async ({ viewer, placedId, place }) =>
      graphqlShows(await gql(viewer, 'query ($near: NearInput!) { searchEvents(filters: { near: $near }) { items { id } } }', { near: { ...place, radius_km: 5 } }), (data) =>
        data.searchEvents.items.some((event: { id: string }) => event.id === placedId),
      ),
  },
  { read: "the author's event on the map", door: 'REST', shows: async ({ viewer, placedId, place }) => restShows(await post(viewer, '/api/events/map', boundsAround(place)), (data) => data.markers.some((marker: { event_id: string }) => marker.event_id === placedId)) },
  {
    read: "the author's event on the map",
    door: 'GraphQL',
    shows: async ({ viewer, placedId, place }) =>
      graphqlShows(await gql(viewer, 'query ($b: MapBoundsInput!) { eventMap(bounds: $b) { event_id } }', { b: boundsAround(place) }), (data) => data.eventMap.some((marker: { event_id: string }) => marker.event_id === placedId)),
  },
];

/** The counts of the host's event (capacity 3, the viewer and the author going): whether the author's seat is in them; a count that says one thing and seats_left another fails. */
function seatCounted(event: { going_count: number; seats_left: number }): boolean {
  expect([event.going_count + event.seats_left, event.going_count]).toEqual([3, expect.any(Number)]);
  return event.going_count === 2;
}

/** A write's answer as restShows reads answers: its success status (`status`) read as a 200. */
function created(reply: Reply, status: number): Reply {
  return reply.status === status ? { ...reply, status: 200 } : reply;
}

const toGuestsBy = (who: QuickUser) => `To the guests, from ${who.username}`;
const guestMessages = (messages: Array<{ message_content: string }>) => messages.map((message) => message.message_content);

/** A box of about 20 km around the place, as the map's bounds. */
const boundsAround = ({ latitude, longitude }: { latitude: number; longitude: number }) => ({
  min_latitude: latitude - 0.1,
  max_latitude: latitude + 0.1,
  min_longitude: longitude - 0.1,
  max_longitude: longitude + 0.1,
});

/**
 * The viewer listens to the counts of the author's event and of a new event of the host's; the host
 * goes to the author's event (refused where they may not), then to their own: once the host's
 * event's counts arrived, whatever the author's event sent has arrived too.
 */
async function liveCountsShow({ viewer, eventId }: Pair): Promise<boolean> {
  const control = (await makeEvent(t, host.user, { event_name: 'Control' })).event_id;
  const socket = openGraphqlSocket(t, viewer.access);
  try {
    const authors = socket.subscribe<{ eventAttendance: { id: string } }>(`subscription { eventAttendance(id: "${eventId}") { id } }`);
    const controls = socket.subscribe<{ eventAttendance: { id: string } }>(`subscription { eventAttendance(id: "${control}") { id } }`);
    let toggle = false;
    await whenLive(controls.values, async () => {
      toggle = !toggle;
      await (toggle ? post(host.user, `/api/events/going/${control}`) : t.client().request('DELETE', `/api/events/going/${control}`, as(host.user)));
    });
    // Refused (404) where the author is suspended.
    await post(host.user, `/api/events/going/${eventId}`);
    const from = controls.values.items.length;
    await (toggle ? t.client().request('DELETE', `/api/events/going/${control}`, as(host.user)) : post(host.user, `/api/events/going/${control}`));
    await controls.values.next(() => true, { from });
    return authors.values.items.length > 0;
  } finally {
    await socket.close();
  }
}

/**
 * The author likes a new remark of the viewer's while the viewer listens, then the host does: once
 * the host's entry arrived, whatever the author's like brought has arrived too.
 */
async function newNotificationShows({ viewer, author }: Pair): Promise<boolean> {
  const socket = openGraphqlSocket(t, viewer.access);
  try {
    const live = socket.subscribe<{ notificationAdded: { text: string } }>('subscription { notificationAdded { text } }');
    await socket.client.iterate({ query: '{ unreadNotificationCount }' }).next();
    const remark = await makeRemark(t, viewer, 'Listening remark');
    // Refused (404, or 401 for a suspended author's ended session) where they may not.
    await post(author, `/api/remarks/like/${remark.remark_id}`);
    ok(await post(host.user, `/api/remarks/like/${remark.remark_id}`));
    await live.values.next((value) => value.notificationAdded.text.includes(host.user.username));
    return live.values.items.some((value) => value.notificationAdded.text.includes(author.username));
  } finally {
    await socket.close();
  }
}

/**
 * Someone new, in a conversation with the viewer: their frames prove a socket of the viewer's is
 * live, and then that what came before them has arrived. New for each probe, so that no rate of
 * theirs runs out.
 */
async function heraldFor(viewer: QuickUser): Promise<{ herald: QuickUser; conversation: string }> {
  const [herald] = await makeQuickUsers(t, 1);
  const made = await gql(herald, 'mutation ($ids: [ID!]!) { createConversation(participant_ids: $ids) { id } }', { ids: [viewer.accountId] });
  expect(made.body.errors).toBeUndefined();
  return { herald, conversation: made.body.data.createConversation.id };
}

/**
 * Once a herald's messages reach the viewer's socket, the author writes in `conversationId`, then
 * the herald again: the herald's last message arrives last, so what the author sent has arrived by then.
 */
async function newMessageShows({ viewer, author }: Pair, conversationId: string): Promise<boolean> {
  const socket = await openChatSocket(t, viewer.access);
  try {
    const send = (who: QuickUser, conversation: string) => gql(who, 'mutation ($c: ID!, $m: String!) { sendMessage(conversation_id: $c, content: $m) { id } }', { c: conversation, m: messageBy(who) });
    const { herald, conversation } = await heraldFor(viewer);
    const heraldWrites = async () => expect((await send(herald, conversation)).body.errors).toBeUndefined();
    // The socket is registered a moment after it opens.
    await whenLive(socket.frames, heraldWrites);
    const from = socket.frames.items.length;
    // Refused where a block closed the conversation, or the author's session ended.
    await send(author, conversationId);
    await heraldWrites();
    await socket.frames.next((frame) => frame.type === 'message' && frame.data.content === messageBy(herald), { from });
    return socket.frames.items.some((frame) => frame.type === 'message' && frame.data.content === messageBy(author));
  } finally {
    await socket.close();
  }
}

/** Read receipts as one door hands them to a listener: what came in order, and whose receipt each is. */
interface Receipts {
  values: Inbox<any>;
  /** The reader's username, when the value is a read receipt. */
  readerOf(value: any): string | undefined;
  close(): Promise<unknown>;
}

async function receiptsOnChat(viewer: QuickUser): Promise<Receipts> {
  const socket = await openChatSocket(t, viewer.access);
  return { values: socket.frames, readerOf: (frame) => (frame.type === 'read' ? frame.data.username : undefined), close: () => socket.close() };
}

async function receiptsOnGraphql(viewer: QuickUser): Promise<Receipts> {
  const socket = openGraphqlSocket(t, viewer.access);
  const live = socket.subscribe<{ conversationRead: { username: string } }>('subscription { conversationRead { username } }');
  return { values: live.values, readerOf: (value) => value.conversationRead.username, close: () => socket.close() };
}

/**
 * Once a herald's read receipts reach the viewer, the author reads something new of theirs in
 * their one-to-one conversation, then the herald reads again: once the herald's last receipt
 * arrived, the author's has too.
 */
async function readReceiptShows({ viewer, author, conversationId }: Pair, listen: (viewer: QuickUser) => Promise<Receipts>): Promise<boolean> {
  const receipts = await listen(viewer);
  try {
    // Written straight in: a block may close a conversation to the viewer's sending.
    const toRead = (conversation: string) => t.db.query(`INSERT INTO messages (conversation_id, sender_id, content) VALUES ($1, $2, 'To read')`, [conversation, viewer.accountId]);
    const read = (who: QuickUser, conversation: string) => gql(who, 'mutation ($c: ID!) { markRead(conversation_id: $c, message_id: "999999999999") { id } }', { c: conversation });
    const { herald, conversation } = await heraldFor(viewer);
    const heraldReads = async () => {
      await toRead(conversation);
      expect((await read(herald, conversation)).body.errors).toBeUndefined();
    };
    await whenLive(receipts.values, heraldReads);
    const from = receipts.values.items.length;
    await toRead(conversationId);
    // Refused where the author's session ended.
    await read(author, conversationId);
    await heraldReads();
    await receipts.values.next((value) => receipts.readerOf(value) === herald.username, { from });
    return receipts.values.items.slice(from).some((value) => receipts.readerOf(value) === author.username);
  } finally {
    await receipts.close();
  }
}

/** A viewer and an author who follow each other and engaged with each other and with the host, before any relation. */
async function makePair(): Promise<Pair> {
  const [viewer, author] = await makeQuickUsers(t, 2);
  for (const [who, whom] of [[viewer, author], [author, viewer], [author, host.user], [host.user, author]]) ok(await post(who, `/api/profile/follow/${whom.username}`));
  const remark = await makeRemark(t, author, `Remark by ${author.username}`);
  // Named apart from its author, so that a reminder of it does not name them.
  const eventName = `Picnic ${author.accountId}`;
  const event = await makeEvent(t, author, { event_name: eventName, event_date: daysFromNow(0.25) });
  ok(await post(host.user, '/api/remarks/comment', { remark_id: remark.remark_id, comment_content: commentBy(host.user) }), 201);
  ok(await post(author, '/api/remarks/comment', { remark_id: host.remarkId, comment_content: commentBy(author) }), 201);
  ok(await post(author, `/api/events/interest/${host.eventId}`));
  ok(await post(viewer, `/api/events/interest/${event.event_id}`));
  const viewersRemark = await makeRemark(t, viewer, 'Viewer remark');
  ok(await post(author, `/api/remarks/like/${viewersRemark.remark_id}`));
  const conversation = await gql(author, 'mutation ($ids: [ID!]!) { createConversation(participant_ids: $ids) { id } }', { ids: [viewer.accountId] });
  const group = await gql(host.user, 'mutation ($ids: [ID!]!) { createConversation(participant_ids: $ids, name: "Picnic crew") { id } }', { ids: [viewer.accountId, author.accountId] });
  for (const made of [conversation, group]) {
    const sent = await gql(author, 'mutation ($c: ID!, $m: String!) { sendMessage(conversation_id: $c, content: $m) { id } }', { c: made.body.data.createConversation.id, m: messageBy(author) });
    expect(sent.body.errors).toBeUndefined();
  }
  // The author has read the one-to-one conversation: "Seen" for the viewer.
  const read = await gql(author, 'mutation ($c: ID!) { markRead(conversation_id: $c, message_id: "999999999999") { id } }', { c: conversation.body.data.createConversation.id });
  expect(read.body.errors).toBeUndefined();
  const feed = ok(await post(viewer, '/api/calendar/feed'), 201);
  // Going and hosting: the viewer goes to the author's event, whose chat the author opened; the
  // author co-hosts the host's event, goes to it with the viewer and writes to its guests; the
  // author goes to the viewer's own event.
  ok(await post(viewer, `/api/events/going/${event.event_id}`));
  ok(await post(author, `/api/events/by-id/${event.event_id}/chat`), 201);
  const hosted = await makeEvent(t, host.user, { event_name: `Hosted ${author.accountId}`, event_capacity: '3' });
  ok(await post(host.user, `/api/events/by-id/${hosted.event_id}/co-hosts`, { username: author.username }), 201);
  for (const who of [author, viewer]) ok(await post(who, `/api/events/going/${hosted.event_id}`));
  ok(await post(author, `/api/events/by-id/${hosted.event_id}/messages`, { message_content: toGuestsBy(author), audience: 'all' }), 201);
  const viewersEvent = await makeEvent(t, viewer, { event_name: `Party ${viewer.accountId}` });
  ok(await post(author, `/api/events/going/${viewersEvent.event_id}`));
  // Somewhere of its own, so that a search within 5 km of it finds no other pair's event.
  const place = { latitude: Math.round((Math.random() * 100 - 50) * 1e4) / 1e4, longitude: Math.round((Math.random() * 340 - 170) * 1e4) / 1e4 };
  const placed = await makeEvent(t, author, { event_name: `Walks ${author.accountId}`, event_rrule: 'FREQ=WEEKLY;BYDAY=MO;COUNT=2', event_latitude: String(place.latitude), event_longitude: String(place.longitude) });
  return {
    viewer,
    author,
    remarkId: remark.remark_id,
    eventId: event.event_id,
    eventName,
    conversationId: conversation.body.data.createConversation.id,
    groupId: group.body.data.createConversation.id,
    feedPath: new URL(feed.body.data.url).pathname,
    hostedId: hosted.event_id,
    viewerEventId: viewersEvent.event_id,
    seriesId: placed.series_id,
    placedId: placed.event_id,
    place,
  };
}

/** Puts the pair in the relation, through the doors a person or a moderator would use. */
async function begin(relation: Relation, { viewer, author }: Pair): Promise<void> {
  if (relation === 'muted') ok(await post(viewer, `/api/profile/mute/${author.username}`));
  if (relation === 'blocking') ok(await post(viewer, `/api/profile/block/${author.username}`));
  if (relation === 'blocked by') ok(await post(author, `/api/profile/block/${viewer.username}`));
  if (relation === 'suspended') await suspend(author);
}

/** The host reports the account and the moderator suspends it. */
async function suspend(who: QuickUser): Promise<void> {
  const report = ok(await post(host.user, '/api/reports', { target_type: 'account', target_id: who.accountId, reason: 'spam' }), 201);
  ok(await post(moderator, `/api/moderation/reports/${report.body.data.report.id}/suspend`, { reason: 'Spam.' }));
}

async function lift(who: QuickUser): Promise<void> {
  ok(await post(moderator, `/api/moderation/accounts/${who.accountId}/lift-suspension`, { reason: 'Appeal accepted.' }));
}

/** Ends the relation: unmute, unblock, lift the suspension. */
async function end(relation: Relation, { viewer, author }: Pair): Promise<void> {
  if (relation === 'muted') ok(await t.client().request('DELETE', `/api/profile/mute/${author.username}`, as(viewer)));
  if (relation === 'blocking') ok(await t.client().request('DELETE', `/api/profile/block/${author.username}`, as(viewer)));
  if (relation === 'blocked by') ok(await t.client().request('DELETE', `/api/profile/block/${viewer.username}`, as(author)));
  if (relation === 'suspended') await lift(author);
}

async function makeHost(): Promise<Host> {
  const [user] = await makeQuickUsers(t, 1);
  const remark = await makeRemark(t, user, 'Host remark');
  const event = await makeEvent(t, user, { event_name: `Fair of ${user.username}` });
  return { user, remarkId: remark.remark_id, eventId: event.event_id };
}

beforeAll(async () => {
  host = await makeHost();
  [moderator] = await makeQuickUsers(t, 1);
  // Granted as `npm run admin -- grant-moderator` does (moderation.e2e-spec.ts runs the command itself).
  await t.db.query(`UPDATE accounts SET role = 'moderator' WHERE id = $1`, [moderator.accountId]);
});

describe('who sees an author, by relation and door', () => {
  beforeAll(async () => {
    for (const relation of RELATIONS) pairs[relation] = await makePair();
    for (const relation of RELATIONS) await begin(relation, pairs[relation]);
  });

  describe.each(PROBES)('$door: $read', ({ read, shows }) => {
    it.each(RELATIONS)('with an author %s', async (relation) => {
      expect(await shows(pairs[relation])).toBe(SHOWN_IN[read].includes(relation));
    });
  });

  it('counts hidden comments too: every viewer reads the same comment_count (as Mastodon and Instagram count replies)', async () => {
    const counts = await Promise.all(RELATIONS.map(async (relation) => ok(await get(pairs[relation].viewer, `/api/remarks/by-id/${host.remarkId}`)).body.data.remark.comment_count));
    expect(new Set(counts)).toEqual(new Set([RELATIONS.length]));
  });
});

describe('when the reason ends', () => {
  // What a hiding takes away and must give back: the author's like in the bell, their comment, their item.
  const CHECKED = PROBES.filter(({ door, read }) => door === 'REST' && ['notifications', "the author's comment on a third party's item", 'an item by id'].includes(read));

  it.each(RELATIONS.filter((relation) => relation !== 'none'))('what %s hid comes back', async (relation) => {
    const pair = await makePair();
    await begin(relation, pair);
    for (const probe of CHECKED) expect([probe.read, await probe.shows(pair)]).toEqual([probe.read, SHOWN_IN[probe.read].includes(relation)]);
    await end(relation, pair);
    for (const probe of CHECKED) expect([probe.read, await probe.shows(pair)]).toEqual([probe.read, true]);
    const texts = ok(await get(pair.viewer, '/api/notifications')).body.data.notifications.map((entry: { text: string }) => entry.text);
    expect(texts).toContain(`${pair.author.username} liked your remark`);
  });

  it('hides a reminder sent before a block began, as its event, and shows it again when the block ends', async () => {
    const pair = await makePair();
    await t.app.get(EventReminders).sweep();
    const reminded = async () =>
      ok(await get(pair.viewer, '/api/notifications')).body.data.notifications.some((entry: { kind: string; item_id: string }) => entry.kind === 'event_reminder' && entry.item_id === pair.eventId);
    expect(await reminded()).toBe(true);
    await begin('blocked by', pair);
    expect(await reminded()).toBe(false);
    await end('blocked by', pair);
    expect(await reminded()).toBe(true);
  });

  it('gives back only what still stands: a follow ended during a suspension stays ended at the lift', async () => {
    const pair = await makePair();
    await begin('suspended', pair);
    ok(await t.client().request('DELETE', `/api/profile/remove-follower/${pair.author.accountId}`, as(pair.viewer)));
    await end('suspended', pair);
    // The pair's event starts within a reminder's lead: a sweep of any minute may rightly remind the viewer of it now.
    const entries: Array<{ kind: string; text: string }> = ok(await get(pair.viewer, '/api/notifications')).body.data.notifications;
    expect(entries.filter((entry) => entry.kind !== 'event_reminder').map((entry) => entry.text)).toEqual([
      `${pair.author.username} wrote to the guests of Hosted ${pair.author.accountId}`,
      `${pair.author.username} liked your remark`,
    ]);
  });
});

/**
 * A suspended guest's going is hidden like the rest of what they did: it leaves the counts and the
 * guest list, and the seat they held goes to the first person waiting (seats are counted as people
 * see them). The answer is kept for the lift, which counts it again: a seat kept even above the
 * capacity, rather than taken from whoever was seated meanwhile, and a place in the queue. A block
 * ends what either of the two holds at the other's events, as the follows it ends.
 */
describe("a suspended or blocked guest's answers", () => {
  const go = async (who: QuickUser, id: string) => ok(await post(who, `/api/events/going/${id}`)).body.data.rsvp_status;
  /** Each goes after the one before, so that the seats go in this order. */
  const goInTurn = async (people: QuickUser[], id: string) => {
    const answers: string[] = [];
    for (const who of people) answers.push(await go(who, id));
    return answers;
  };
  const leave = async (who: QuickUser, id: string) => ok(await t.client().request('DELETE', `/api/events/going/${id}`, as(who)));
  const answerOf = async (who: QuickUser, id: string) => {
    const { rsvp_status, waitlist_position } = ok(await get(who, `/api/events/by-id/${id}`)).body.data.event;
    return { rsvp_status, waitlist_position };
  };
  /** The counts as REST and GraphQL both answer them. */
  const countsOf = async (id: string) => {
    const { going_count, waitlist_count, seats_left } = ok(await get(host.user, `/api/events/by-id/${id}`)).body.data.event;
    const graphql = (await gql(host.user, 'query ($id: ID!) { event(id: $id) { going_count waitlist_count seats_left } }', { id })).body.data.event;
    expect(graphql).toEqual({ going_count, waitlist_count, seats_left });
    return { going: going_count, waiting: waitlist_count, seats: seats_left };
  };
  const guestsOf = async (id: string) =>
    ok(await get(host.user, `/api/events/by-id/${id}/guests`)).body.data.guests.map((guest: { username: string; rsvp_status: string }) => `${guest.username} ${guest.rsvp_status}`);
  const seatsOf = (capacity: number) => makeEvent(t, host.user, { event_name: 'Supper club', event_capacity: String(capacity) }).then((event) => event.event_id as string);

  it('takes a seat held out of the counts and gives it to the first waiting; the hosts cannot find it; the lift counts it again, above the capacity', async () => {
    const [ada, bob, cyd, dan] = await makeQuickUsers(t, 4);
    const id = await seatsOf(2);
    expect(await goInTurn([ada, bob, cyd, dan], id)).toEqual(['going', 'going', 'waitlisted', 'waitlisted']);
    expect(await countsOf(id)).toEqual({ going: 2, waiting: 2, seats: 0 });

    await suspend(bob);
    expect(await countsOf(id)).toEqual({ going: 2, waiting: 1, seats: 0 });
    expect(await answerOf(cyd, id)).toEqual({ rsvp_status: 'going', waitlist_position: null });
    expect(await answerOf(dan, id)).toEqual({ rsvp_status: 'waitlisted', waitlist_position: 1 });
    const told = ok(await get(cyd, '/api/notifications')).body.data.notifications.map((entry: { kind: string; item_id: string }) => [entry.kind, entry.item_id]);
    expect(told).toContainEqual(['event_seat', id]);
    expect(await guestsOf(id)).toEqual([`${ada.username} going`, `${cyd.username} going`, `${dan.username} waitlisted`]);
    // The hosts cannot act on a guest they cannot see, on either door.
    const removed = await t.client().request('DELETE', `/api/events/by-id/${id}/guests/${bob.accountId}`, as(host.user));
    expectEnvelope(removed, 404);
    expect(removed.body.message).toBe(english(ATTENDANCE_MESSAGES.guestNotFound));
    const removedGql = await gql(host.user, 'mutation ($id: ID!, $a: ID!) { removeGuest(id: $id, account_id: $a) { rsvp_status } }', { id, a: bob.accountId });
    expect(removedGql.body.errors?.[0]?.extensions?.code).toBe('event/guest_not_found');

    await lift(bob);
    expect(await countsOf(id)).toEqual({ going: 3, waiting: 1, seats: 0 });
    expect(await guestsOf(id)).toEqual([`${ada.username} going`, `${bob.username} going`, `${cyd.username} going`, `${dan.username} waitlisted`]);
    // The host may still edit the event with its capacity as it was, not lower it further.
    const edit = (fields: Record<string, unknown>) => t.client().request('PATCH', `/api/events/by-id/${id}`, { json: fields, ...as(host.user) });
    expect((await edit({ event_name: 'Supper club, renamed', event_capacity: 2 })).status).toBe(200);
    const lowered = await edit({ event_capacity: 1 });
    expectEnvelope(lowered, 400);
    expect(lowered.body.error).toEqual([english(ATTENDANCE_MESSAGES.capacityBelowGoing(3))]);
    // Someone leaving frees no seat while the event is above its capacity.
    await leave(ada, id);
    expect(await countsOf(id)).toEqual({ going: 2, waiting: 1, seats: 0 });
    expect(await answerOf(dan, id)).toEqual({ rsvp_status: 'waitlisted', waitlist_position: 1 });
  });

  it("ends, at a block, what either holds at the other's events: the seat goes to the first waiting, and stays ended at the unblock", async () => {
    const [ada, bob, cyd] = await makeQuickUsers(t, 3);
    const id = await seatsOf(1);
    const bobs = (await makeEvent(t, bob, { event_name: 'Bob’s picnic' })).event_id;
    expect(await goInTurn([ada, bob, cyd], id)).toEqual(['going', 'waitlisted', 'waitlisted']);
    expect(await go(host.user, bobs)).toBe('going');

    ok(await post(host.user, `/api/profile/block/${ada.username}`));
    expect(await countsOf(id)).toEqual({ going: 1, waiting: 1, seats: 0 });
    expect(await guestsOf(id)).toEqual([`${bob.username} going`, `${cyd.username} waitlisted`]);
    const told = ok(await get(bob, '/api/notifications')).body.data.notifications.map((entry: { kind: string; item_id: string }) => [entry.kind, entry.item_id]);
    expect(told).toContainEqual(['event_seat', id]);

    ok(await post(bob, `/api/profile/block/${host.user.username}`));
    expect(await countsOf(id)).toEqual({ going: 1, waiting: 0, seats: 0 });
    expect((await t.db.query('SELECT count(*)::int AS held FROM event_rsvps WHERE item_id = $1 AND account_id = $2', [bobs, host.user.accountId]))[0].held).toBe(0);

    ok(await t.client().request('DELETE', `/api/profile/block/${ada.username}`, as(host.user)));
    ok(await t.client().request('DELETE', `/api/profile/block/${host.user.username}`, as(bob)));
    expect(await guestsOf(id)).toEqual([`${cyd.username} going`]);
  });

  it('hides a guest from a co-host on the other side of a block with them, who cannot act on them either; the creator still can', async () => {
    const [coHost, guest] = await makeQuickUsers(t, 2);
    const id = await seatsOf(5);
    ok(await post(host.user, `/api/profile/follow/${coHost.username}`));
    ok(await post(host.user, `/api/events/by-id/${id}/co-hosts`, { username: coHost.username }), 201);
    expect(await go(guest, id)).toBe('going');
    ok(await post(guest, `/api/profile/block/${coHost.username}`));
    expect(ok(await get(coHost, `/api/events/by-id/${id}/guests`)).body.data.guests).toEqual([]);
    const removed = await t.client().request('DELETE', `/api/events/by-id/${id}/guests/${guest.accountId}`, as(coHost));
    expectEnvelope(removed, 404);
    expect(removed.body.message).toBe(english(ATTENDANCE_MESSAGES.guestNotFound));
    expect(await guestsOf(id)).toEqual([`${guest.username} going`]);
  });

  it('keeps a place in the queue, passed over while suspended, and seats it at the lift when a seat is free', async () => {
    const [ada, bob, cyd] = await makeQuickUsers(t, 3);
    const id = await seatsOf(1);
    expect(await goInTurn([ada, bob, cyd], id)).toEqual(['going', 'waitlisted', 'waitlisted']);

    await suspend(bob);
    expect(await countsOf(id)).toEqual({ going: 1, waiting: 1, seats: 0 });
    expect(await answerOf(cyd, id)).toEqual({ rsvp_status: 'waitlisted', waitlist_position: 1 });
    await leave(ada, id);
    expect(await answerOf(cyd, id)).toEqual({ rsvp_status: 'going', waitlist_position: null });
    await leave(cyd, id);
    expect(await countsOf(id)).toEqual({ going: 0, waiting: 0, seats: 1 });

    await lift(bob);
    expect(await countsOf(id)).toEqual({ going: 1, waiting: 0, seats: 0 });
    expect(await guestsOf(id)).toEqual([`${bob.username} going`]);
  });
});
