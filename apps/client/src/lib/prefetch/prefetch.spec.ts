import { describe, expect, it, jest } from '@jest/globals';
import { inBackground, mayPrefetch, prefetch } from './prefetch';

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

describe('work in the background of a visit', () => {
  it('runs once the browser is idle after the fallback wait when no page loads code ahead; never when cancelled or not allowed', () => {
    jest.useFakeTimers();
    // In node: the timers of a browser without requestIdleCallback (idle is then 200 ms later).
    Object.assign(globalThis, { window: { setTimeout: (run: () => void, ms: number) => setTimeout(run, ms), clearTimeout: (handle: number) => clearTimeout(handle) } });
    try {
      const run = jest.fn();
      inBackground(run, 1000, allowed);
      jest.advanceTimersByTime(1000);
      expect(run).not.toHaveBeenCalled();
      jest.advanceTimersByTime(200);
      expect(run).toHaveBeenCalledTimes(1);
      jest.advanceTimersByTime(60_000);
      expect(run).toHaveBeenCalledTimes(1);

      const cancelled = jest.fn();
      inBackground(cancelled, 1000, allowed)();
      const refused = jest.fn();
      inBackground(refused, 1000, () => false);
      jest.advanceTimersByTime(60_000);
      expect(cancelled).not.toHaveBeenCalled();
      expect(refused).not.toHaveBeenCalled();
    } finally {
      Reflect.deleteProperty(globalThis, 'window');
      jest.useRealTimers();
    }
  });
});
