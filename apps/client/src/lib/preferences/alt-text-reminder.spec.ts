import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { STORAGE_KEYS } from '@gatherly/schema';
import { altTextReminderOn, setAltTextReminder } from './alt-text-reminder';

/** A window with a localStorage of its own (the tests run in node). */
function fakeWindow(broken = false) {
  const stored = new Map<string, string>();
  const storage = {
    getItem: (key: string) => {
      if (broken) throw new Error('storage disabled');
      return stored.get(key) ?? null;
    },
    setItem: (key: string, value: string) => {
      if (broken) throw new Error('storage disabled');
      stored.set(key, value);
    },
  };
  return { stored, window: { localStorage: storage, addEventListener: () => undefined, removeEventListener: () => undefined } };
}

const globals = globalThis as { window?: unknown };

describe('the reminder to describe images', () => {
  let stored: Map<string, string>;
  beforeEach(() => {
    const fake = fakeWindow();
    stored = fake.stored;
    globals.window = fake.window;
  });
  afterEach(() => {
    delete globals.window;
  });

  it('is on until turned off, and on again when turned on', () => {
    expect(altTextReminderOn()).toBe(true);
    setAltTextReminder(false);
    expect(stored.get(STORAGE_KEYS.altTextReminder)).toBe('off');
    expect(altTextReminderOn()).toBe(false);
    setAltTextReminder(true);
    expect(stored.get(STORAGE_KEYS.altTextReminder)).toBe('on');
    expect(altTextReminderOn()).toBe(true);
  });

  it('stays on, and setting it fails quietly, where storage is unavailable', () => {
    globals.window = fakeWindow(true).window;
    expect(() => setAltTextReminder(false)).not.toThrow();
    expect(altTextReminderOn()).toBe(true);
  });
});
