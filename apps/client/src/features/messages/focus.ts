/**
 * Whether focus sits nowhere the reader can see: on the page itself, or on something that was just
 * hidden (on phones the list and the conversation take turns on the screen).
 */
export function focusLost(): boolean {
  const active = document.activeElement;
  return !(active instanceof HTMLElement) || active === document.body || active.offsetParent === null;
}
