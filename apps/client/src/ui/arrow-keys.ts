import type { KeyboardEvent } from 'react';

const STEPS: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 };

/**
 * The step of a left or right arrow key along a line of choices: the next one is at the right of a
 * line written left to right, at the left of one written right to left (Arabic); 0 for other keys.
 */
export function inlineStep(key: string, element: Element): number {
  const step = key === 'ArrowRight' ? 1 : key === 'ArrowLeft' ? -1 : 0;
  return step !== 0 && getComputedStyle(element).direction === 'rtl' ? -step : step;
}

/** What the arrow keys move between: the enabled buttons and links of a list of choices. */
const CHOICES = 'button:not(:disabled), a[href], [role="menuitem"]:not([aria-disabled="true"])';

/**
 * A keydown handler for a list of choices (a menu, the Create chooser, an item's settings): the
 * arrow keys move focus to the next or previous choice, wrapping round, Home and End to the first
 * and last, as in the menus of any desktop app. Tab still leaves the list as usual.
 */
export function moveFocusWithArrows(event: KeyboardEvent<HTMLElement>): void {
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  const step = STEPS[event.key] ?? (inlineStep(event.key, event.currentTarget) || undefined);
  if (step === undefined && event.key !== 'Home' && event.key !== 'End') return;
  const choices = [...event.currentTarget.querySelectorAll<HTMLElement>(CHOICES)];
  if (choices.length === 0) return;
  const here = choices.findIndex((choice) => choice === document.activeElement || choice.contains(document.activeElement));
  let next: number;
  if (event.key === 'Home') next = 0;
  else if (event.key === 'End') next = choices.length - 1;
  else next = here === -1 ? (step > 0 ? 0 : choices.length - 1) : (here + step + choices.length) % choices.length;
  event.preventDefault();
  choices[next]?.focus();
}
