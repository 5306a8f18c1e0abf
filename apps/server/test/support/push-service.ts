import { createECDH, createPublicKey, hkdfSync, createDecipheriv, verify, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';

/**
 * A push service of the tests' own (RFC 8030) on https://127.0.0.1, and devices subscribed to it:
 * what the app pushes is received, decrypted with the device's keys (RFC 8291, written out here
 * rather than by the library that encrypted it) and its VAPID signature checked (RFC 8292).
 */

/** A certificate for 127.0.0.1 made for these tests alone (100 years); its key guards nothing. */
export const LOOPBACK_TLS = {
  cert: `-----BEGIN CERTIFICATE-----
MIIBmzCCAUGgAwIBAgIUcUYDOZ+QceEhWTyDjNSn9Nl13y0wCgYIKoZIzj0EAwIw
FDESMBAGA1UEAwwJMTI3LjAuMC4xMCAXDTI2MTEyODExMzUyMVoYDzIxMjYxMTA0
MTEzNTIxWjAUMRIwEAYDVQQDDAkxMjcuMC4wLjEwWTATBgcqhkjOPQIBBggqhkjO
PQMBBwNCAATwNa2FO+A5SRbG7cbG1Hq0YsJoV3cQmuTOmpA3ugXKIIE3qJ25NPh1
Nduh+yLlH6eSwq0lAqRBPdS98qe15cQBo28wbTAdBgNVHQ4EFgQUhD76vLrieuZf
KNLu1C401sLaO4IwHwYDVR0jBBgwFoAUhD76vLrieuZfKNLu1C401sLaO4IwDwYD
VR0TAQH/BAUwAwEB/zAaBgNVHREEEzARhwR/AAABgglsb2NhbGhvc3QwCgYIKoZI
zj0EAwIDSAAwRQIhAKeTplCMIbEf8xEqey79fw8wEQjTLwWVnZBYtC5hBxQzAiAO
u+qO8MfsLwnJYHMntx24JkknSSDbt0uC4LeckJMrVg==
-----END CERTIFICATE-----`,
  key: `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgE+RW+iMb2D/2Z/yg
QCERs2UI3zb3/F20gslkU3Uin4mhRANCAATwNa2FO+A5SRbG7cbG1Hq0YsJoV3cQ
muTOmpA3ugXKIIE3qJ25NPh1Nduh+yLlH6eSwq0lAqRBPdS98qe15cQB
-----END PRIVATE KEY-----`,
};

/** A device: its subscription as its browser would give it, and its private keys to read its pushes. */
export interface TestDevice {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  read(body: Buffer): unknown;
}

/** One push as the service received it. */
export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  at: number;
}

export interface TestPushService {
  origin: string;
  received: ReceivedPush[];
  /** A device whose pushes arrive at `/<name>/<random>`; `answers` are the statuses given to its pushes in turn (then 201). */
  device(name: string, answers?: Array<{ status: number; headers?: Record<string, string> }>): TestDevice;
  /** The pushes received for a device so far. */
  pushesTo(device: TestDevice): ReceivedPush[];
  close(): Promise<void>;
}

export async function startPushService(): Promise<TestPushService> {
  const received: ReceivedPush[] = [];
  const scripts = new Map<string, Array<{ status: number; headers?: Record<string, string> }>>();
  const server: Server = createServer(LOOPBACK_TLS, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks), at: Date.now() });
      const answer = scripts.get(path)?.shift() ?? { status: 201 };
      response.writeHead(answer.status, answer.headers).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    device(name, answers = []) {
      const path = `/${name}/${randomBytes(8).toString('hex')}`;
      scripts.set(path, [...answers]);
      return deviceKeys(`${origin}${path}`);
    },
    pushesTo: (device) => received.filter((push) => `${origin}${push.path}` === device.endpoint),
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

function deviceKeys(endpoint: string): TestDevice {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    endpoint,
    keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') },
    read: (body) => JSON.parse(decrypt(body, ecdh, publicKey, auth).toString('utf8')),
  };
}

/** RFC 8291 §3.4 and RFC 8188: the one record of an aes128gcm body, read with the device's keys. */
function decrypt(body: Buffer, ecdh: ReturnType<typeof createECDH>, devicePublic: Buffer, auth: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), devicePublic, senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, auth, keyInfo, 32));
  const key = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then zeros of padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('not the last record of an aes128gcm body');
  return padded.subarray(0, end);
}

/** The claims of a push's `Authorization: vapid t=…, k=…`, once its ES256 signature is checked against `k`; answers `k` too. */
export function vapidOf(authorization: string | undefined): { key: string; claims: { aud: string; exp: number; sub: string } } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [, token, key] = match;
  const [header, claims, signature] = token.split('.');
  expectEs256(JSON.parse(Buffer.from(header, 'base64url').toString()));
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') }, format: 'jwk' });
  if (!verify('sha256', Buffer.from(`${header}.${claims}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'))) throw new Error('VAPID signature does not verify');
  return { key, claims: JSON.parse(Buffer.from(claims, 'base64url').toString()) };
}

function expectEs256(header: { alg?: string; typ?: string }): void {
  if (header.alg !== 'ES256') throw new Error(`VAPID token signed with ${header.alg}, not ES256`);
}
