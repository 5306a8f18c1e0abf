import type { TextId } from '../../../lib/i18n';

/** The keyboard shortcuts of the signed-in app, as mature social apps have them. */
export type Shortcut = 'new' | 'search' | 'next' | 'previous' | 'help';

/** Each key, what it does, in the order the "Keyboard shortcuts" dialog lists them. */
export const SHORTCUTS: ReadonlyArray<{ key: string; shortcut: Shortcut; label: TextId }> = [
  { key: 'n', shortcut: 'new', label: 'common.shortcuts.new' },
  { key: '/', shortcut: 'search', label: 'common.shortcuts.search' },
  { key: 'j', shortcut: 'next', label: 'common.shortcuts.next' },
  { key: 'k', shortcut: 'previous', label: 'common.shortcuts.previous' },
  { key: '?', shortcut: 'help', label: 'common.shortcuts.help' },
];

/** Keys that work as everywhere, listed in the dialog too but handled by the browser and the dialogs. */
export const STANDARD_KEYS: ReadonlyArray<{ key: string; label: TextId }> = [
  { key: 'Enter', label: 'common.shortcuts.openItem' },
  { key: 'Esc', label: 'common.shortcuts.closeDialog' },
];

/** What of a key press decides whether it is a shortcut (a KeyboardEvent has all of it). */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
  isComposing?: boolean;
  target: EventTarget | null;
}

/** Element-like: what tells a place where keys are text (a field, an editable area) from the page. */
interface TargetLike {
  tagName?: string;
  isContentEditable?: boolean;
  type?: string;
  closest?: (selector: string) => unknown;
}

/** Inputs whose keys are not text: a shortcut pressed while one of them has focus still works. */
const NON_TEXT_INPUTS = new Set(['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file', 'image']);

/** Whether keys pressed at `target` are typed into it (text fields, text areas, selects, editable areas). */
export function typesText(target: EventTarget | null): boolean {
  const element = target as TargetLike | null;
  if (!element?.tagName) return false;
  if (element.isContentEditable) return true;
  const tag = element.tagName.toLowerCase();
  if (tag === 'textarea' || tag === 'select') return true;
  if (tag === 'input') return !NON_TEXT_INPUTS.has((element.type ?? 'text').toLowerCase());
  return Boolean(element.closest?.('[contenteditable=""], [contenteditable="true"], [role="textbox"]'));
}

/**
 * The shortcut a key press asks for, or null: never while text is typed (a field, an editable
 * area, an input method composing), with Ctrl, Cmd or Alt held (the browser's and the system's
 * own), once something else took the key, or while a dialog is open (its keys are its own).
 */
export function shortcutOf(press: KeyPress, dialogOpen: boolean): Shortcut | null {
  if (dialogOpen || press.defaultPrevented || press.isComposing) return null;
  if (press.ctrlKey || press.metaKey || press.altKey) return null;
  if (typesText(press.target)) return null;
  return SHORTCUTS.find((entry) => entry.key === press.key)?.shortcut ?? null;
}
