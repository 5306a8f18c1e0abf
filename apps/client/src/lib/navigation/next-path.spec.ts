import { describe, expect, it } from '@jest/globals';
import { forgetNext, nextFromSearch, rememberedNext, rememberNext, safeNextPath, withNext } from './next-path';

describe('the page to go to after signing in', () => {
  it('takes paths of the app with their query and fragment', () => {
    expect(safeNextPath('/home?post=0b6e8c4a-1f5e-4c57-9d7e-3c2b1a0f9e8d')).toBe('/home?post=0b6e8c4a-1f5e-4c57-9d7e-3c2b1a0f9e8d');
    expect(safeNextPath('/home?event=e1')).toBe('/home?event=e1');
    expect(safeNextPath('/profile/ada')).toBe('/profile/ada');
    expect(safeNextPath('/direct/message/42')).toBe('/direct/message/42');
    expect(safeNextPath('/settings/theme#dark')).toBe('/settings/theme#dark');
    expect(safeNextPath('/notifications')).toBe('/notifications');
  });

  it('refuses anything that could lead to another site', () => {
    for (const raw of [
      'https://evil.example/home',
      'http:/evil.example',
      '//evil.example/home',
      '///evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/..//evil.example',
      '/.//evil.example',
      'javascript:alert(1)',
      'home',
      ' /home',
      '',
      null,
      undefined,
    ]) {
      expect(safeNextPath(raw)).toBeNull();
    }
  });

  it('refuses the signed-out pages, which would only lead home again, and overlong texts', () => {
    expect(safeNextPath('/login')).toBeNull();
    expect(safeNextPath('/login/?next=/home')).toBeNull();
    expect(safeNextPath('/signup')).toBeNull();
    expect(safeNextPath('/verify-email/confirm?verification_token=t')).toBeNull();
    expect(safeNextPath('/account/password/reset')).toBeNull();
    expect(safeNextPath(`/profile/${'a'.repeat(3000)}`)).toBeNull();
  });

  it('normalises what the browser would resolve anyway', () => {
    expect(safeNextPath('/profile/../direct/message/7')).toBe('/direct/message/7');
  });

  it('is read from a query and written into one, encoded', () => {
    const login = withNext('/login', '/home?post=p1&x=1');
    expect(login).toBe('/login?next=%2Fhome%3Fpost%3Dp1%26x%3D1');
    expect(nextFromSearch(login.slice('/login'.length))).toBe('/home?post=p1&x=1');
    expect(withNext('/login?verified=true', '/profile/ada')).toBe('/login?verified=true&next=%2Fprofile%2Fada');
    expect(withNext('/login', null)).toBe('/login');
    expect(withNext('/login', '//evil.example')).toBe('/login');
    expect(nextFromSearch('?next=https%3A%2F%2Fevil.example')).toBeNull();
    expect(nextFromSearch('')).toBeNull();
  });

  it('is kept across sign-up and verification, and checked again when read', () => {
    const values = new Map<string, string>();
    const storage = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
    };
    rememberNext('/home?event=e1', storage);
    expect(rememberedNext(storage)).toBe('/home?event=e1');
    values.set('next_path', '//evil.example');
    expect(rememberedNext(storage)).toBeNull();
    rememberNext('/profile/ada', storage);
    rememberNext(null, storage);
    expect(rememberedNext(storage)).toBeNull();
    rememberNext('/profile/ada', storage);
    forgetNext(storage);
    expect(rememberedNext(storage)).toBeNull();
  });
});
