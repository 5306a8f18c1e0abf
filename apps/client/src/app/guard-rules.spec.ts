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

  it('sends a signed-out visitor of a deep link to /login carrying the link, and home needs none', () => {
    expect(guardRedirect('signed-in', false, { pathname: '/home', search: '?post=p1' })).toBe('/login?next=%2Fhome%3Fpost%3Dp1');
    expect(guardRedirect('signed-in', false, { pathname: '/profile/ada' })).toBe('/login?next=%2Fprofile%2Fada');
    expect(guardRedirect('signed-in', false, { pathname: '/direct/message/c1' })).toBe('/login?next=%2Fdirect%2Fmessage%2Fc1');
    expect(guardRedirect('signed-in', false, { pathname: '/settings/theme', hash: '#top' })).toBe('/login?next=%2Fsettings%2Ftheme%23top');
    expect(guardRedirect('signed-in', false, { pathname: '/home' })).toBe('/login');
  });

  it('sends a person who logged out here to /login without the page they left', () => {
    expect(guardRedirect('signed-in', false, { pathname: '/settings/edit-profile' }, false)).toBe('/login');
  });

  it("sends a signed-in visitor of a signed-out page to its next, when it is the app's own", () => {
    expect(guardRedirect('signed-out-only', true, { pathname: '/login', search: '?next=%2Fprofile%2Fada' })).toBe('/profile/ada');
    expect(guardRedirect('signed-out-only', true, { pathname: '/login', search: '?next=%2F%2Fevil.example' })).toBe('/home');
    expect(guardRedirect('signed-out-only', false, { pathname: '/login', search: '?next=%2Fprofile%2Fada' })).toBeNull();
  });

  it('sends the root to /home with a token, else to /login', () => {
    expect(rootRedirect(true)).toBe('/home');
    expect(rootRedirect(false)).toBe('/login');
  });

  it('keeps the query of the root, for a signed-out visitor until after login', () => {
    expect(rootRedirect(true, '?post=p1')).toBe('/home?post=p1');
    expect(rootRedirect(false, '?post=p1')).toBe('/login?next=%2Fhome%3Fpost%3Dp1');
    expect(rootRedirect(false, '?event=e1')).toBe('/login?next=%2Fhome%3Fevent%3De1');
  });
});
