// The chat part of `npm run bench` (`npm run bench -- chat`): N connected clients in conversations
// of 2 to 8 people (5 on average), a steady rate of messages sent by random participants, through
// the /chat/ socket and through graphql-ws. Prints deliveries per second (and per message sent: the
// conversations' size when every delivery arrives in time), send-to-receive latency p50/p99, the
// server's memory per connection, and what was held back, refused or closed, for each number of
// connections in CHAT_CLIENTS; then where the server's time goes under the same load, a few seconds
// more with the CPU profiler on, by package.
//   CHAT_CLIENTS=1000,5000  CHAT_RATE=3500 (messages a second)  CHAT_DOORS=chat,graphql  DURATION=10
import { createRequire } from 'node:module';
import { readdirSync, readFileSync } from 'node:fs';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { printProfile, profileWhile } from './bench-profile.mjs';

const require = createRequire(import.meta.url);
const jwt = require('jsonwebtoken');
const { CHAT_LIMITS } = require('@gatherly/schema');
const { Client } = require('pg');

const CLIENTS = (process.env.CHAT_CLIENTS ?? '1000,5000').split(',').map(Number);
const RATE = Number(process.env.CHAT_RATE ?? 3500);
const DURATION = Number(process.env.DURATION ?? 10);
const PROFILE_SECONDS = 5;
const SIZES = [2, 3, 4, 5, 6, 7, 8];

/** CPU seconds used so far by each process, by pid, grouped as the server, PostgreSQL or this load generator. */
function cpuSeconds(serverPid) {
  const times = new Map();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const group = Number(pid) === serverPid ? 'server' : Number(pid) === process.pid ? 'load' : name.startsWith('postgres') ? 'postgres' : null;
      if (group) times.set(pid, { group, seconds: (Number(fields[11]) + Number(fields[12])) / 100 });
    } catch {
      // The process ended while being read.
    }
  }
  return times;
}

/** Share of one core each group used between two readings, counting processes alive at both. */
function cpuShares(before, after, elapsed) {
  const shares = { server: 0, postgres: 0, load: 0 };
  for (const [pid, { group, seconds }] of after) {
    const earlier = before.get(pid);
    if (earlier) shares[group] += seconds - earlier.seconds;
  }
  return Object.entries(shares)
    .map(([group, seconds]) => `${group} ${Math.round((100 * seconds) / elapsed)}%`)
    .join(', ');
}

/** A full garbage collection in the server, through its inspector: memory is then what is live. */
async function collectGarbage(inspectPort) {
  const [target] = await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json();
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => (socket.once('open', resolve), socket.once('error', reject)));
  await new Promise((resolve) => {
    socket.on('message', (data) => JSON.parse(data).id === 1 && resolve());
    socket.send(JSON.stringify({ id: 1, method: 'HeapProfiler.collectGarbage' }));
  });
  socket.close();
  await wait(500);
}

const rssKb = (pid) => Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)[1]);
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] : NaN);

/** `count` accounts with live sessions and access tokens signed with the server's key. */
export async function seedSignedIn(db, count, jwtSecret, tag) {
  const accounts = (
    await db.query(
      `INSERT INTO accounts (email, username, full_name, password_hash, email_verified_at)
       SELECT 'b.${tag}.' || n || '@example.com', 'b_${tag}_' || n, 'Bench Person', 'unusable', now() FROM generate_series(1, $1) AS n
       RETURNING id`,
      [count],
    )
  ).rows.map((row) => row.id);
  const sessions = (
    await db.query(`INSERT INTO sessions (account_id, expires_at) SELECT unnest($1::uuid[]), now() + interval '1 day' RETURNING id, account_id`, [accounts])
  ).rows;
  const people = sessions.map((session) => ({
    accountId: session.account_id,
    token: jwt.sign({ sub: session.account_id, sid: session.id }, Buffer.from(jwtSecret), { algorithm: 'HS256', expiresIn: '1h', audience: 'gatherly-api' }),
  }));
  const byAccount = new Map(people.map((person) => [person.accountId, person]));
  return accounts.map((id) => byAccount.get(id));
}

/**
 * One person in `count` one-to-one conversations, each with a message from the other person (a
 * minute apart, so that the list has an order): the reader of the conversation list.
 */
export async function seedConversationList(db, count, jwtSecret) {
  const [reader, ...others] = await seedSignedIn(db, count + 1, jwtSecret, `list${Date.now().toString(36)}`);
  for (const [n, other] of others.entries()) {
    const [{ id }] = (await db.query(`INSERT INTO conversations (name, created_by) VALUES ('', $1) RETURNING id`, [reader.accountId])).rows;
    await db.query(`INSERT INTO conversation_members (conversation_id, account_id) VALUES ($1, $2), ($1, $3)`, [id, reader.accountId, other.accountId]);
    await db.query(`INSERT INTO messages (conversation_id, sender_id, content, created_at) VALUES ($1, $2, $3, now() - $4 * interval '1 minute')`, [id, other.accountId, `Hello number ${n}`, n]);
  }
  return reader;
}

/** `count` people with live sessions and access tokens, in conversations of SIZES people. */
async function seedPeople(db, count, jwtSecret, tag) {
  const ordered = await seedSignedIn(db, count, jwtSecret, tag);
  for (let start = 0, n = 0; start < ordered.length; n += 1) {
    const members = ordered.slice(start, start + SIZES[n % SIZES.length]);
    start += members.length;
    if (members.length < 2) break;
    const [{ id }] = (await db.query(`INSERT INTO conversations (name, created_by) VALUES ('', $1) RETURNING id`, [members[0].accountId])).rows;
    await db.query(`INSERT INTO conversation_members (conversation_id, account_id) SELECT $1, unnest($2::uuid[])`, [id, members.map((m) => m.accountId)]);
    for (const member of members) member.conversation = id;
  }
  return ordered.filter((person) => person.conversation);
}

/** Counts by name, printed as `name × n, ...`. */
function tally() {
  const counts = new Map();
  return {
    add: (name) => counts.set(name, (counts.get(name) ?? 0) + 1),
    get total() {
      return [...counts.values()].reduce((sum, n) => sum + n, 0);
    },
    toString: () => [...counts].map(([name, n]) => `${name} × ${n}`).join(', '),
  };
}

/** The error code of what a door answered instead of a message: an error frame, GraphQL errors, or the socket closing under an operation. */
function refusalOf(problem) {
  const [error] = Array.isArray(problem) ? problem : [];
  if (error) return `${error.extensions?.code} (${error.message})`;
  if (problem?.type === 'error') return 'code' in problem ? `${problem.code} (${problem.message})` : `socket error (${problem.message})`;
  return problem?.type === 'close' ? 'socket closed' : String(problem);
}

/**
 * Opens one connection per person through `door`; each calls `onMessage(content)` for every message
 * it receives, `onRefused(code)` for every send or subscription refused, and `onClosed(code)` when
 * the server closes it. `person.send(content)` is false when the message was held back: a
 * graphql-ws connection runs at most `operationsPerConnection` operations at once, its
 * subscription among them, so a client whose sends wait on a busy server sends no more until
 * they are answered, instead of having them refused (and its socket closed, 4429).
 */
async function connect(baseUrl, door, people, { onMessage, onRefused, onClosed }) {
  const wsBase = baseUrl.replace(/^http/, 'ws');
  const opened = [];
  for (let i = 0; i < people.length; i += 200) {
    await Promise.all(
      people.slice(i, i + 200).map(async (person) => {
        if (door === 'chat') {
          const socket = new WebSocket(`${wsBase}/chat/?token=${person.token}`);
          let closing = false;
          socket.on('message', (data) => {
            const frame = JSON.parse(data);
            if (frame.type === 'message') onMessage(frame.data.content);
            else if (frame.type === 'error') onRefused(refusalOf(frame));
          });
          socket.on('close', (code) => closing || onClosed(code));
          // A socket's failure is counted by its close (1006); one that never opens sends nothing.
          socket.on('error', () => undefined);
          person.send = () => false;
          if (!(await new Promise((resolve) => (socket.once('open', () => resolve(true)), socket.once('close', () => resolve(false)))))) return;
          person.send = (content) => socket.readyState === WebSocket.OPEN && (socket.send(JSON.stringify({ action: 'send_message', conversation: person.conversation, content })), true);
          opened.push(() => ((closing = true), socket.close()));
        } else {
          let closing = false;
          let settle;
          // Acknowledged, or closed: as a /chat/ socket is awaited until it opens.
          const settled = new Promise((resolve) => (settle = resolve));
          const client = createClient({
            url: `${wsBase}/graphql`,
            webSocketImpl: WebSocket,
            connectionParams: { token: person.token },
            lazy: false,
            retryAttempts: 0,
            on: { connected: () => settle(), closed: (event) => (settle(), closing || onClosed(event?.code)) },
            // The connection's end is counted by `closed` above: not printed again.
            onNonLazyError: () => undefined,
          });
          // A client whose connection failed fails its dispose with that error too: counted already.
          opened.push(() => ((closing = true), client.dispose().catch(() => undefined)));
          const refused = (problem) => closing || onRefused(refusalOf(problem));
          client.subscribe({ query: 'subscription { messageAdded { content } }' }, { next: (r) => (r.errors ? refused(r.errors) : onMessage(r.data.messageAdded.content)), error: refused, complete: () => undefined });
          const sendDocument = 'mutation($c: ID!, $m: String!) { sendMessage(conversation_id: $c, content: $m) { id } }';
          let sending = 0;
          person.send = (content) => {
            if (1 + sending >= CHAT_LIMITS.operationsPerConnection) return false;
            sending += 1;
            const answered = () => (sending -= 1);
            client.subscribe(
              { query: sendDocument, variables: { c: person.conversation, m: content } },
              { next: (r) => r.errors && refused(r.errors), error: (problem) => (answered(), refused(problem)), complete: answered },
            );
            return true;
          };
          await settled;
        }
      }),
    );
  }
  return () => opened.forEach((close) => close());
}

/**
 * Runs the chat load for each door and number of clients; prints one line each. Each door gets a
 * server of its own from `start(nodeArgs)`, so that its memory per connection is measured from a
 * fresh start (a process keeps the memory it once used), after a full garbage collection.
 */
export async function benchChat({ start, databaseUrl, jwtSecret }) {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    console.log(`\nchat: conversations of ${SIZES[0]} to ${SIZES.at(-1)} people (5 on average), ${RATE} messages a second offered, ${DURATION} s each`);
    for (const door of (process.env.CHAT_DOORS ?? 'chat,graphql').split(',')) {
      const inspectPort = 9300 + Math.floor(Math.random() * 500);
      const { baseUrl, pid, stop } = await start([`--inspect=127.0.0.1:${inspectPort}`]);
      await collectGarbage(inspectPort);
      const fresh = rssKb(pid);
      for (const count of CLIENTS) {
        const people = await seedPeople(db, count, jwtSecret, `${door}${count}${Date.now().toString(36)}`);
        let deliveries = 0;
        const refused = tally();
        const closed = tally();
        let latencies = [];
        let measuring = false;
        const onMessage = (content) => {
          if (!measuring) return;
          deliveries += 1;
          latencies.push(Date.now() - Number(content.slice(2)));
        };
        const close = await connect(baseUrl, door, people, { onMessage, onRefused: refused.add, onClosed: (code) => closed.add(String(code)) });
        // Sockets are held once their token is checked: a pause lets the last ones get there.
        await wait(1000 + count / 2);
        await collectGarbage(inspectPort);
        const connected = rssKb(pid);
        /** Offers RATE messages a second from random people for `seconds`; answers how many were offered and sent. */
        const offer = async (seconds) => {
          const started = Date.now();
          let offered = 0;
          let sent = 0;
          const timer = setInterval(() => {
            const due = Math.floor(((Date.now() - started) / 1000) * RATE) - offered;
            for (let i = 0; i < due; i += 1) if (people[Math.floor(Math.random() * people.length)].send(`t:${Date.now()}`)) sent += 1;
            offered += Math.max(0, due);
          }, 5);
          await wait(seconds * 1000);
          clearInterval(timer);
          return { offered, sent, elapsed: (Date.now() - started) / 1000 };
        };
        measuring = true;
        const cpuBefore = cpuSeconds(pid);
        const { offered, sent, elapsed } = await offer(DURATION);
        const busy = cpuShares(cpuBefore, cpuSeconds(pid), elapsed);
        await wait(1000);
        measuring = false;
        latencies.sort((a, b) => a - b);
        const perConnectionKb = ((connected - fresh) / count).toFixed(1);
        const doorName = door === 'chat' ? '/chat/    ' : 'graphql-ws';
        console.log(
          `${doorName} ${String(count).padStart(5)} connections: ${String(Math.round(deliveries / elapsed)).padStart(6)} deliveries/s` +
            ` (${Math.round(sent / elapsed)} messages/s sent, ${(deliveries / Math.max(sent, 1)).toFixed(1)} deliveries per message)   p50 ${percentile(latencies, 50)} ms   p99 ${percentile(latencies, 99)} ms   ${perConnectionKb} KB per connection   (CPU: ${busy})`,
        );
        if (offered > sent) console.log(`           held back by the clients (${CHAT_LIMITS.operationsPerConnection} operations at once per connection): ${offered - sent} of ${offered} messages`);
        if (refused.total) console.log(`           refused: ${refused}`);
        if (closed.total) console.log(`           closed by the server: ${closed}`);
        // Then the same load a while longer, profiled apart from the figures above (the profiler costs a little).
        const profiled = await profileWhile(`http://127.0.0.1:${inspectPort}`, () => offer(PROFILE_SECONDS), { pid });
        printProfile(`where ${doorName.trim()} at ${count} connections spends its time (CPU profile, ${PROFILE_SECONDS} s, by package)`, profiled, profiled.result.sent, 'message sent');
        latencies = [];
        close();
        await wait(1500);
      }
      await stop();
    }
  } finally {
    await db.end();
  }
}
