import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createProxyServer } from 'http-proxy-3';
import { THROTTLES } from '../src/throttle/throttle.service';
import { freePort } from './support/app-process';
import { makeUser } from './support/factories';
import { startTestApp, TestApp } from './support/test-app';

/**
 * The address the throttles count against, in the setup that ships: the app with the compose file's
 * TRUST_PROXY, behind a proxy that writes X-Forwarded-For as deploy/nginx.conf says, and behind
 * nginx itself running that file where nginx is installed (Debian's `nginx`). A client that writes
 * its own X-Forwarded-For is still counted as the machine it is.
 */

const NGINX = '/usr/sbin/nginx';

const ROOT = join(__dirname, '..', '..', '..');
const compose = readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8');
const nginx = readFileSync(join(ROOT, 'deploy', 'nginx.conf'), 'utf8');

const shippedTrust = /^\s*TRUST_PROXY:\s*"?([^"\n]*?)"?\s*$/m.exec(compose)?.[1] ?? '';
/** The load balancer's fixed address in the compose file, if it has one: the test's proxy stands there. */
const balancerAddress = /^ {2}lb:\n(?:^ {4}.*\n)*?^ {8}ipv4_address:\s*(\S+)/m.exec(compose)?.[1];
const forwardedFor = /proxy_set_header\s+X-Forwarded-For\s+(\S+);/.exec(nginx)?.[1];

/** What nginx writes into X-Forwarded-For with `value`, for a request from `client` that carried `sent`. */
function nginxForwardedFor(value: string | undefined, client: string, sent: string | undefined): string {
  if (value === '$remote_addr') return client;
  if (value === '$proxy_add_x_forwarded_for') return sent ? `${sent}, ${client}` : client;
  throw new Error(`deploy/nginx.conf sets X-Forwarded-For to ${value}, which this test does not know`);
}

let t: TestApp;
let proxyUrl: string;
let closeProxy: () => Promise<void>;

beforeAll(async () => {
  const trust = balancerAddress ? shippedTrust.replaceAll(balancerAddress, '127.0.0.1') : shippedTrust;
  t = await startTestApp({ NODE_ENV: 'production', TRUST_PROXY: trust });
  const proxy = createProxyServer({ target: t.baseUrl, xfwd: false, agent: false });
  const server = createServer((request, response) => {
    const sent = request.headers['x-forwarded-for'];
    request.headers['x-forwarded-for'] = nginxForwardedFor(forwardedFor, request.socket.remoteAddress ?? '', Array.isArray(sent) ? sent.join(', ') : sent);
    proxy.web(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  closeProxy = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    proxy.close();
  };
});

afterAll(async () => {
  await closeProxy?.();
  await t?.close();
});

it('trusts exactly the load balancer of the compose file, and nginx writes what it saw, not what it was sent', () => {
  expect(shippedTrust).not.toBe('true');
  expect(balancerAddress && shippedTrust.split(',').map((entry) => entry.trim())).toEqual([balancerAddress]);
  expect(forwardedFor).toBe('$remote_addr');
});

/** 40 wrong passwords for one account through `proxyUrl`, each naming another address in X-Forwarded-For, by status. */
async function fortyWrongPasswords(url: string): Promise<number[]> {
  const user = await makeUser(t);
  const statuses: number[] = [];
  for (let attempt = 1; attempt <= 40; attempt += 1) {
    const reply = await fetch(`${url}/api/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${attempt}` },
      body: JSON.stringify({ email: user.email, password: 'Wrong123!' }),
    });
    statuses.push(reply.status);
  }
  return statuses;
}

/**
 * At most as many refusals for the password as one machine may have for one account; then 429. (The
 * machine is this one on every proxy of the file: the later one finds its address throttled already.)
 */
function expectThrottled(statuses: number[]): void {
  const wrong = statuses.filter((status) => status === 401).length;
  expect(wrong).toBeLessThanOrEqual(THROTTLES.login.perEmailFromIp!.points);
  expect(statuses).toEqual([...Array(wrong).fill(401), ...Array(40 - wrong).fill(429)]);
}

it('throttles 40 wrong passwords against one account from one machine, whatever X-Forwarded-For each names', async () => {
  expectThrottled(await fortyWrongPasswords(proxyUrl));
});

(existsSync(NGINX) ? describe : describe.skip)('behind nginx running deploy/nginx.conf', () => {
  let folder: string;
  let nginxProcess: ChildProcess;
  let nginxUrl: string;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'gatherly-nginx-'));
    chmodSync(folder, 0o755);
    const port = await freePort();
    // The shipped server block, pointed at this app instead of the compose file's replicas.
    const server = nginx
      .replace(/^resolver .*$/m, '')
      .replace(/server app:3000 resolve/, `server ${new URL(t.baseUrl).host}`)
      .replace(/listen 80;/, `listen 127.0.0.1:${port};`);
    expect(server).toContain(`listen 127.0.0.1:${port};`);
    writeFileSync(
      join(folder, 'nginx.conf'),
      `daemon off; pid ${folder}/nginx.pid; error_log ${folder}/error.log;
       events {}
       http { access_log off; client_body_temp_path ${folder}/body; proxy_temp_path ${folder}/proxy;
       ${server} }`,
    );
    nginxProcess = spawn(NGINX, ['-c', join(folder, 'nginx.conf'), '-p', folder], { stdio: 'ignore' });
    nginxUrl = `http://127.0.0.1:${port}`;
    for (let attempt = 0; !(await fetch(`${nginxUrl}/api/health`).then((reply) => reply.ok, () => false)); attempt += 1) {
      if (attempt > 100 || nginxProcess.exitCode !== null) throw new Error(`nginx did not start: ${readFileSync(join(folder, 'error.log'), 'utf8')}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  afterAll(async () => {
    if (nginxProcess && nginxProcess.exitCode === null) {
      const exited = new Promise((resolve) => nginxProcess.once('exit', resolve));
      nginxProcess.kill('SIGTERM');
      await exited;
    }
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('throttles 40 wrong passwords against one account from one machine, whatever X-Forwarded-For each names', async () => {
    expectThrottled(await fortyWrongPasswords(nginxUrl));
  });
});
