import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@gatherly/schema';

/*
 * Whether sharing an image without a description first asks "Add descriptions" or "Share anyway".
 * On unless turned off in Settings, Accessibility ('on' or 'off'; nothing stored is on); kept per
 * device (localStorage), followed across tabs.
 */

const ON = 'on';
const OFF = 'off';
const listeners = new Set<() => void>();

/** Whether this device reminds: on unless turned off. */
export function altTextReminderOn(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.altTextReminder) !== OFF;
  } catch {
    return true;
  }
}

/** Turns the reminder on or off on this device. */
export function setAltTextReminder(on: boolean): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.altTextReminder, on ? ON : OFF);
  } catch {
    // storage unavailable: nothing to remember it in
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  const fromOtherTabs = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.altTextReminder || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', fromOtherTabs);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTabs);
  };
}

/** Whether to remind before sharing an image without a description. */
export function useAltTextReminder(): boolean {
  return useSyncExternalStore(subscribe, altTextReminderOn, () => true);
}
