import { createHash } from 'node:crypto';
import { digest, hashPassword, randomToken, verifyPassword } from './secrets';

describe('digest', () => {
  it('is the hex SHA-256 of the token', () => {
    expect(digest('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(digest('')).toBe(createHash('sha256').update('').digest('hex'));
  });

  it('fits the char(64) column and differs for different tokens', () => {
    const token = randomToken();
    expect(digest(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(digest(token)).toBe(digest(token));
    expect(digest(token)).not.toBe(digest(`${token}x`));
  });
});

describe('randomToken', () => {
  it('is 256 bits in URL-safe base64, fit for a link without escaping', () => {
    const token = randomToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(encodeURIComponent(token)).toBe(token);
  });

  it('never repeats', () => {
    const tokens = new Set(Array.from({ length: 10_000 }, randomToken));
    expect(tokens.size).toBe(10_000);
  });
});

describe('hashPassword and verifyPassword', () => {
  it('hash with argon2id and a fresh salt each time', async () => {
    const [first, second] = await Promise.all([hashPassword('Secret123!'), hashPassword('Secret123!')]);
    expect(first).toMatch(/^\$argon2id\$v=19\$/);
    expect(first).not.toContain('Secret123!');
    expect(first).not.toBe(second);
  });

  it('verify the right password only', async () => {
    const hash = await hashPassword('Secret123!');
    await expect(verifyPassword(hash, 'Secret123!')).resolves.toBe(true);
    await expect(verifyPassword(hash, 'secret123!')).resolves.toBe(false);
    await expect(verifyPassword(hash, '')).resolves.toBe(false);
  });

  it('answer false, after the same work, when there is no account', async () => {
    await expect(verifyPassword(null, 'Secret123!')).resolves.toBe(false);
  });
});
