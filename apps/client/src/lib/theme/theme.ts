import { useSyncExternalStore } from 'react';
import { DEFAULT_THEME, isThemeValue, STORAGE_KEYS, type ThemeValue } from '@gatherly/schema';

/*
 * The palettes are CSS custom properties under :root[data-theme="..."], written into index.html
 * at build time (build/theme-plugin.ts), whose inline script also applies the stored theme before
 * first paint. Here the theme is changed at run time and followed across tabs.
 */

const listeners = new Set<() => void>();

function readStored(): ThemeValue {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEYS.theme);
    return isThemeValue(stored) ? stored : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

function currentTheme(): ThemeValue {
  const applied = document.documentElement.dataset.theme;
  return isThemeValue(applied) ? applied : DEFAULT_THEME;
}

function show(value: ThemeValue) {
  if (document.documentElement.dataset.theme === value) return;
  document.documentElement.dataset.theme = value;
  paintBrowserBar();
  listeners.forEach((listener) => listener());
}

/** The browser's and the installed app's title bar take the theme's surface colour (`<meta name="theme-color">`). */
function paintBrowserBar() {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  const surface = getComputedStyle(document.documentElement).getPropertyValue('--color-surface').trim();
  if (meta && surface) meta.content = surface;
}

/** Applies a theme at once and remembers it; unknown values fall back to the default (Light). */
export function applyTheme(value: unknown): void {
  const theme = isThemeValue(value) ? value : DEFAULT_THEME;
  try {
    window.localStorage.setItem(STORAGE_KEYS.theme, theme);
  } catch {
    // storage unavailable: the theme still applies to this page
  }
  show(theme);
}

let following = false;

/** Applies the stored theme and follows changes made in other tabs. Idempotent. */
export function followStoredTheme(): void {
  show(readStored());
  paintBrowserBar();
  if (following) return;
  following = true;
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.theme || event.key === null) show(readStored());
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTheme(): ThemeValue {
  return useSyncExternalStore(subscribe, currentTheme, () => DEFAULT_THEME);
}
