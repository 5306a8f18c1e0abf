import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './config';

/** The push settings: the VAPID key pair kept in DATA_DIR or given, and whom push services may contact. */
describe('push settings', () => {
  let dataDir: string;
  beforeEach(() => (dataDir = mkdtempSync(join(tmpdir(), 'gatherly-push-config-'))));
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('generate a VAPID key pair into DATA_DIR once, and keep it across starts', () => {
    const first = loadConfig({ DATA_DIR: dataDir }).push.vapid;
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.publicKey, 'base64url')[0]).toBe(4);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    expect(loadConfig({ DATA_DIR: dataDir }).push.vapid).toEqual(first);
  });

  it('take a key pair given whole, and refuse half of one or a key of the wrong size', () => {
    const { publicKey, privateKey } = loadConfig({ DATA_DIR: dataDir }).push.vapid;
    const other = mkdtempSync(join(tmpdir(), 'gatherly-push-config-'));
    try {
      expect(loadConfig({ DATA_DIR: other, VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey }).push.vapid).toMatchObject({ publicKey, privateKey });
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
    expect(() => loadConfig({ DATA_DIR: dataDir, VAPID_PUBLIC_KEY: publicKey })).toThrow(/VAPID_PRIVATE_KEY: must be set with the other half/);
    expect(() => loadConfig({ DATA_DIR: dataDir, VAPID_PUBLIC_KEY: publicKey.slice(4), VAPID_PRIVATE_KEY: privateKey })).toThrow(ConfigError);
  });

  it('name PUBLIC_URL as the contact when it is https, else the operator by mail', () => {
    expect(loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'https://gatherly.example/' }).push.vapid.subject).toBe('https://gatherly.example');
    expect(loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:3000', OPERATOR_CONTACT: 'ops@gatherly.example' }).push.vapid.subject).toBe('mailto:ops@gatherly.example');
    expect(loadConfig({ DATA_DIR: dataDir, VAPID_SUBJECT: 'mailto:push@gatherly.example' }).push.vapid.subject).toBe('mailto:push@gatherly.example');
    expect(() => loadConfig({ DATA_DIR: dataDir, VAPID_SUBJECT: 'http://gatherly.example' })).toThrow(/VAPID_SUBJECT/);
  });

  it('are on, and keep pushes off private addresses, unless said otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).push).toMatchObject({ enabled: true, allowPrivateAddresses: false });
    expect(loadConfig({ DATA_DIR: dataDir, PUSH_NOTIFICATIONS: 'false', PUSH_ALLOW_PRIVATE_ADDRESSES: 'true' }).push).toMatchObject({ enabled: false, allowPrivateAddresses: true });
  });
});
