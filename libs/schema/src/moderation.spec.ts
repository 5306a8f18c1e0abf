import { describe, expect, it } from '@jest/globals';
import { MODERATION_LIMITS, serverHostOf } from './moderation';

describe('serverHostOf', () => {
  it('takes a host as a handle names it, in lower case, with its port', () => {
    expect(serverHostOf('social.example')).toBe('social.example');
    expect(serverHostOf('  Social.Example  ')).toBe('social.example');
    expect(serverHostOf('social.example:8443')).toBe('social.example:8443');
    expect(serverHostOf('127.0.0.1:3000')).toBe('127.0.0.1:3000');
  });

  it('takes an address of the server for its host', () => {
    expect(serverHostOf('https://social.example/')).toBe('social.example');
    expect(serverHostOf('http://social.example')).toBe('social.example');
    expect(serverHostOf('social.example.')).toBe('social.example');
  });

  it('refuses what names no server', () => {
    for (const bad of ['', '   ', 'not a host', 'social.example/users/ada', 'ada@social.example', 'social.example:99999', 'x'.repeat(MODERATION_LIMITS.hostLength + 1), null, 42]) {
      expect(serverHostOf(bad)).toBeNull();
    }
  });
});
