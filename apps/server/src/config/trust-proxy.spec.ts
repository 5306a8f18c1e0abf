import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './config';
import { fastifyTrustProxy } from './trust-proxy';

let dataDir: string;
const configWith = (TRUST_PROXY: string | undefined, NODE_ENV = 'production') =>
  loadConfig({ NODE_ENV, DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32), ...(TRUST_PROXY === undefined ? {} : { TRUST_PROXY }) });

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'gatherly-config-'));
});

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe('TRUST_PROXY', () => {
  it('trusts nobody unless told', () => {
    for (const value of [undefined, '', 'false', '0']) expect(configWith(value).trustProxy).toBe(false);
  });

  it('takes a hop count, or the addresses and ranges of the proxies', () => {
    expect(configWith('1').trustProxy).toBe(1);
    expect(configWith('2').trustProxy).toBe(2);
    expect(configWith('172.30.0.10').trustProxy).toEqual(['172.30.0.10']);
    expect(configWith(' 10.0.0.0/8, fd00::/8 ,loopback').trustProxy).toEqual(['10.0.0.0/8', 'fd00::/8', 'loopback']);
  });

  it('refuses what is neither, naming it', () => {
    expect(() => configWith('nginx, 10.0.0.0/33')).toThrow(new ConfigError('Invalid configuration:\n  TRUST_PROXY: is neither a hop count nor addresses or ranges of proxies (nginx, 10.0.0.0/33)'));
  });

  it('refuses true in production, which believes any address a client writes, and allows it elsewhere', () => {
    expect(() => configWith('true')).toThrow(/TRUST_PROXY: true believes any X-Forwarded-For a client sends/);
    expect(configWith('true', 'test').trustProxy).toBe(true);
  });

  it('gives Fastify a hop count as a trust of that many hops from the app', () => {
    const trust = fastifyTrustProxy(1) as (address: string, hop: number) => boolean;
    expect([trust('127.0.0.1', 0), trust('203.0.113.9', 1)]).toEqual([true, false]);
    expect(fastifyTrustProxy(['10.0.0.1'])).toEqual(['10.0.0.1']);
  });
});
