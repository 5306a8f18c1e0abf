import { describe, expect, it } from '@jest/globals';
import { shortcutOf, typesText, type KeyPress } from './shortcut-keys';

const page = { tagName: 'BODY', closest: () => null } as unknown as EventTarget;
const press = (key: string, more: Partial<KeyPress> = {}): KeyPress => ({ key, ctrlKey: false, metaKey: false, altKey: false, defaultPrevented: false, target: page, ...more });
const element = (tagName: string, more: Record<string, unknown> = {}) => ({ tagName, closest: () => null, ...more }) as unknown as EventTarget;

describe('keyboard shortcuts', () => {
  it('reads n, /, j, k and ? on the page', () => {
    expect(shortcutOf(press('n'), false)).toBe('new');
    expect(shortcutOf(press('/'), false)).toBe('search');
    expect(shortcutOf(press('j'), false)).toBe('next');
    expect(shortcutOf(press('k'), false)).toBe('previous');
    expect(shortcutOf(press('?'), false)).toBe('help');
    expect(shortcutOf(press('x'), false)).toBeNull();
    expect(shortcutOf(press('N'), false)).toBeNull();
  });

  it('never fires while text is typed, whatever the field', () => {
    for (const target of [
      element('INPUT', { type: 'text' }),
      element('INPUT', { type: 'search' }),
      element('INPUT', { type: 'email' }),
      element('INPUT', {}),
      element('TEXTAREA'),
      element('SELECT'),
      element('DIV', { isContentEditable: true }),
      element('SPAN', { closest: () => ({}) }),
    ]) {
      expect(typesText(target)).toBe(true);
      expect(shortcutOf(press('n', { target }), false)).toBeNull();
    }
    expect(shortcutOf(press('j', { isComposing: true }), false)).toBeNull();
  });

  it('fires with focus on a button, a link or a checkbox', () => {
    for (const target of [element('BUTTON'), element('A'), element('INPUT', { type: 'checkbox' }), element('ARTICLE')]) {
      expect(shortcutOf(press('j', { target }), false)).toBe('next');
    }
  });

  it('leaves keys with Ctrl, Cmd or Alt to the browser, and keys already taken', () => {
    expect(shortcutOf(press('n', { ctrlKey: true }), false)).toBeNull();
    expect(shortcutOf(press('/', { metaKey: true }), false)).toBeNull();
    expect(shortcutOf(press('j', { altKey: true }), false)).toBeNull();
    expect(shortcutOf(press('k', { defaultPrevented: true }), false)).toBeNull();
  });

  it('does nothing while a dialog is open', () => {
    expect(shortcutOf(press('n'), true)).toBeNull();
    expect(shortcutOf(press('?'), true)).toBeNull();
  });
});
