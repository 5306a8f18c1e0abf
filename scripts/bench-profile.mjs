// The CPU profile of `npm run bench`: where the server's time goes while it answers a load. The
// server is started with its inspector open on a free port of 127.0.0.1 (`inspector()`), idle until
// `profileWhile` attaches to it over its WebSocket, samples the main thread with V8's profiler for the
// load only (every 100 µs) and detaches. `printProfile` sums each sample's self time by where its code
// comes from: a package of node_modules, the server's own code (apps/server/dist), Node's internals,
// V8's builtins without a script (JSON apart), the garbage collector, the rest of the process
// ("(program)", native code outside JavaScript) and idle time, left out of the shares.
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { freePort } from '../apps/client/e2e/support/server.mjs';

/** The sampling interval, in µs. */
const INTERVAL = 100;
/** The lines of a summary: the groups that cost the most, then the rest in one line. */
const TOP = 12;
/** With `PROFILE_FUNCTIONS=n`, each summary also lists the n functions of most self time. */
const FUNCTIONS = Number(process.env.PROFILE_FUNCTIONS ?? 0);
const OWN_CODE = 'gatherly (own code)';

/** CPU µs the main thread of process `pid` has used so far (user and system, /proc counts them in 10 ms ticks). */
function mainThreadCpu(pid) {
  const fields = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/** An inspector for the server on a free port: `nodeArg` goes to node (startServer's `nodeArgs`), `url` to `profileWhile`. */
export async function inspector() {
  const port = await freePort();
  return { nodeArg: `--inspect=127.0.0.1:${port}`, url: `http://127.0.0.1:${port}` };
}

/**
 * Runs `work` with the CPU profiler of the process whose inspector answers at `url`
 * (`http://127.0.0.1:<port>`, or its `ws://` address) started, attached for that time only.
 * Answers `work`'s result, the profile (V8's Profiler.Profile: nodes, samples, timeDeltas in µs) and,
 * given the process's `pid`, `cpu`: the CPU µs its main thread used meanwhile.
 */
export async function profileWhile(url, work, { pid = null, interval = INTERVAL } = {}) {
  const address = url.startsWith('ws') ? url : (await (await fetch(`${url}/json/list`)).json()).find((target) => target.type === 'node')?.webSocketDebuggerUrl;
  if (!address) throw new Error(`no Node.js process is inspected at ${url}`);
  const socket = new WebSocket(address, { perMessageDeflate: false, maxPayload: 1024 * 1024 * 1024 });
  const pending = new Map();
  let last = 0;
  socket.on('message', (data) => {
    const message = JSON.parse(String(data));
    const reply = pending.get(message.id);
    if (!reply) return;
    pending.delete(message.id);
    if (message.error) reply.reject(new Error(`${reply.method}: ${message.error.message}`));
    else reply.resolve(message.result);
  });
  socket.on('close', () => {
    for (const reply of pending.values()) reply.reject(new Error(`${reply.method}: the inspector closed its socket`));
    pending.clear();
  });
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      last += 1;
      pending.set(last, { method, resolve, reject });
      socket.send(JSON.stringify({ id: last, method, params }));
    });
  await once(socket, 'open');
  try {
    await send('Profiler.enable');
    await send('Profiler.setSamplingInterval', { interval });
    await send('Profiler.start');
    const before = pid ? mainThreadCpu(pid) : null;
    let result;
    let profile;
    let cpu = null;
    try {
      result = await work();
    } finally {
      if (pid) cpu = mainThreadCpu(pid) - before;
      ({ profile } = await send('Profiler.stop'));
      await send('Profiler.disable');
    }
    return { result, profile, cpu };
  } finally {
    socket.close();
  }
}

/** The package of a file under node_modules (its last node_modules: the code that ran), scoped names whole. */
function packageOf(path) {
  const at = path.lastIndexOf('/node_modules/');
  if (at < 0) return null;
  const [scope, name] = path.slice(at + '/node_modules/'.length).split('/');
  return scope.startsWith('@') ? `${scope}/${name}` : scope;
}

/** Where a frame's code comes from, the line of the summary its self time goes to. */
function groupOf({ functionName, url }) {
  if (!url) {
    if (/^\(.*\)$/.test(functionName)) return functionName;
    return /json|^stringify$|^parse$/i.test(functionName) ? 'builtins: JSON' : 'builtins: other';
  }
  // Node's own modules: node:… (internal/… without a scheme in older versions).
  if (url.startsWith('node:') || !/^([a-z]+:|\/)/.test(url)) return 'node';
  if (!/^(file:|\/)/.test(url)) return `other (${url})`;
  const path = url.startsWith('file:') ? fileURLToPath(url) : url;
  const name = packageOf(path);
  if (name) return name;
  if (path.includes('/apps/server/dist/')) return OWN_CODE;
  return `other (${path})`;
}

/**
 * Self time by group in µs: each sample's time runs until the next sample (the last one's until the
 * profile's end), given to the frame it caught running. Beside it, the time of each function name
 * of the frames without a script (builtins and Node's native bindings), by group.
 */
export function timeByGroup(profile) {
  const nodes = new Map(
    profile.nodes.map((node) => [
      node.id,
      { group: groupOf(node.callFrame), name: node.callFrame.url ? null : node.callFrame.functionName.replace(/^RegExp: .*/s, 'RegExp') || '(anonymous)', where: whereOf(node.callFrame) },
    ]),
  );
  const micros = new Map();
  const builtins = new Map();
  const functions = new Map();
  const { samples, timeDeltas } = profile;
  let at = profile.startTime;
  const times = timeDeltas.map((delta) => (at += delta));
  for (let i = 0; i < samples.length; i += 1) {
    const { group, name, where } = nodes.get(samples[i]);
    const time = Math.max((i + 1 < times.length ? times[i + 1] : profile.endTime) - times[i], 0);
    micros.set(group, (micros.get(group) ?? 0) + time);
    functions.set(where, (functions.get(where) ?? 0) + time);
    if (group.startsWith('builtins')) {
      if (!builtins.has(group)) builtins.set(group, new Map());
      builtins.get(group).set(name, (builtins.get(group).get(name) ?? 0) + time);
    }
  }
  return { micros, builtins, functions };
}

/** A function of a frame, named with where it is written (its package's path, or the server's own file), line counted from 1. */
function whereOf({ functionName, url, lineNumber }) {
  const name = functionName || '(anonymous)';
  if (!url) return name;
  const file = url.startsWith('file:') ? fileURLToPath(url) : url;
  const at = file.lastIndexOf('/node_modules/');
  const own = file.indexOf('/apps/server/dist/');
  const shown = at >= 0 ? file.slice(at + '/node_modules/'.length) : own >= 0 ? file.slice(own + '/apps/server/dist/'.length) : file;
  return `${name} (${shown}:${lineNumber + 1})`;
}

/**
 * Prints `title` and the profile's self time by group, most first: the share of the busy time (idle
 * left out) and the µs per request (or per `unit`), the group's share of the main thread's `cpu` (µs,
 * from /proc) over the `requests` answered meanwhile. Samples are taken on the clock, so on a busy machine the
 * busy time also counts the moments the thread waited for a core; without `cpu`, the µs are those.
 */
export function printProfile(title, { profile, cpu = null }, requests, unit = 'request') {
  const { micros, builtins, functions } = timeByGroup(profile);
  const idle = micros.get('(idle)') ?? 0;
  micros.delete('(idle)');
  const busy = [...micros.values()].reduce((sum, time) => sum + time, 0);
  const rows = [...micros].sort((a, b) => b[1] - a[1]);
  const shown = rows.length > TOP + 1 ? [...rows.slice(0, TOP), [`the rest (${rows.length - TOP} more)`, rows.slice(TOP).reduce((sum, [, time]) => sum + time, 0)]] : rows;
  const scale = cpu === null ? 1 : cpu / Math.max(busy, 1);
  const perRequest = (time) => Math.round((time * scale) / Math.max(requests, 1)).toLocaleString('en');
  const share = (time) => `${((time * 100) / Math.max(busy, 1)).toFixed(1)}%`;
  // A builtins line names its three costliest functions.
  const named = (group) => {
    const names = [...(builtins.get(group) ?? [])].sort((a, b) => b[1] - a[1]);
    if (names.length === 0) return group;
    return `${group} (${names.slice(0, 3).map(([name, time]) => `${name} ${share(time)}`).join(', ')}${names.length > 3 ? ', …' : ''})`;
  };
  console.log(`\n${title}`);
  console.log(
    `  ${requests.toLocaleString('en')} ${unit.replace(/^(\w+)/, '$1s')}; main thread busy ${(busy / 1e6).toFixed(2)} s, idle ${(idle / 1e6).toFixed(2)} s${cpu === null ? '' : `, on a core ${(cpu / 1e6).toFixed(2)} s`} (${perRequest(busy)} µs per ${unit}); ${profile.samples.length.toLocaleString('en')} samples`,
  );
  console.log(`  ${'share'.padStart(6)}  ${'µs each'.padStart(7)}  package`);
  for (const [group, time] of shown) {
    console.log(`  ${share(time).padStart(6)}  ${perRequest(time).padStart(7)}  ${named(group)}`);
  }
  if (FUNCTIONS > 0) {
    console.log(`  ${'share'.padStart(6)}  ${'µs each'.padStart(7)}  function, the ${FUNCTIONS} of most self time`);
    for (const [where, time] of [...functions].filter(([where]) => where !== '(idle)').sort((a, b) => b[1] - a[1]).slice(0, FUNCTIONS)) {
      console.log(`  ${share(time).padStart(6)}  ${perRequest(time).padStart(7)}  ${where}`);
    }
  }
}
