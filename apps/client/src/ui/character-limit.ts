import type { ChangeEvent } from 'react';
import { truncateCharacters } from '@gatherly/schema';

/**
 * `onChange` for a field limited to `maxLength` characters (code points, as the server counts
 * them). The browser's own maxlength counts UTF-16 units, an emoji as two, so it is not used: a
 * longer text is cut here instead.
 */
export function limitedChange<E extends HTMLInputElement | HTMLTextAreaElement>(
  maxLength: number | undefined,
  onChange: ((event: ChangeEvent<E>) => void) | undefined,
): ((event: ChangeEvent<E>) => void) | undefined {
  if (maxLength === undefined || !onChange) return onChange;
  return (event) => {
    const cut = truncateCharacters(event.target.value, maxLength);
    if (cut !== event.target.value) event.target.value = cut;
    onChange(event);
  };
}
