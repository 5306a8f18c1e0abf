import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createProxyServer } from 'http-proxy-3';
import { THROTTLES } from '../src/throttle/throttle.service';
import { makeUser } from './support/factories';
import { startTestApp, TestApp } from './support/test-app';

/**
 * The address the throttles count against, in the setup that ships: the app with the compose file's
 * TRUST_PROXY, behind a proxy that writes X-Forwarded-For as deploy/nginx.conf says. A client that
 * writes its own X-Forwarded-For is still counted as the machine it is.
 */

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

it('throttles 40 wrong passwords against one account from one machine, whatever X-Forwarded-For each names', async () => {
  const user = await makeUser(t);
  const statuses: number[] = [];
  for (let attempt = 1; attempt <= 40; attempt += 1) {
    const reply = await fetch(`${proxyUrl}/api/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${attempt}` },
      body: JSON.stringify({ email: user.email, password: 'Wrong123!' }),
    });
    statuses.push(reply.status);
  }
  const allowed = THROTTLES.login.perEmailFromIp!.points;
  expect(statuses).toEqual([...Array(allowed).fill(401), ...Array(40 - allowed).fill(429)]);
});
