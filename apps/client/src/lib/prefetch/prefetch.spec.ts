import { describe, expect, it, jest } from '@jest/globals';
import { mayPrefetch, prefetch } from './prefetch';

const allowed = () => true;

describe('loading code ahead of need', () => {
  it('is allowed unless the person saves data, the link is 2G or the browser is offline', () => {
    expect(mayPrefetch(undefined)).toBe(true);
    expect(mayPrefetch({ effectiveType: '4g' })).toBe(true);
    expect(mayPrefetch({ effectiveType: '3g', saveData: false })).toBe(true);
    expect(mayPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(mayPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(mayPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
    expect(mayPrefetch({ effectiveType: '4g' }, false)).toBe(false);
  });

  it('loads each piece of code once', () => {
    const load = jest.fn(() => Promise.resolve({}));
    prefetch([load, load], allowed);
    prefetch([load], allowed);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads nothing when not allowed', () => {
    const load = jest.fn(() => Promise.resolve({}));
    prefetch([load], () => false);
    expect(load).not.toHaveBeenCalled();
  });

  it('forgets a load that failed, so that a later one tries again', async () => {
    const load = jest.fn(() => Promise.reject(new Error('offline')));
    prefetch([load], allowed);
    await Promise.resolve();
    await Promise.resolve();
    prefetch([load], allowed);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
