import { describe, expect, it } from '@jest/globals';
import { guardRedirect, rootRedirect } from './guard-rules';

describe('route guards', () => {
  it('sends a signed-in visitor of a signed-out-only page home', () => {
    expect(guardRedirect('signed-out-only', true)).toBe('/home');
    expect(guardRedirect('signed-out-only', false)).toBeNull();
  });

  it('sends a signed-out visitor of a private page to /login', () => {
    expect(guardRedirect('signed-in', false)).toBe('/login');
    expect(guardRedirect('signed-in', true)).toBeNull();
  });

  it('sends the root to /home with a token, else to /login', () => {
    expect(rootRedirect(true)).toBe('/home');
    expect(rootRedirect(false)).toBe('/login');
  });

  it('keeps the query of the root for a signed-in visitor only', () => {
    expect(rootRedirect(true, '?post=p1')).toBe('/home?post=p1');
    expect(rootRedirect(false, '?post=p1')).toBe('/login');
  });
});
