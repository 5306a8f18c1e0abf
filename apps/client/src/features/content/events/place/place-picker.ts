import { PLACE_LIMITS, placeLabel, type Place } from '@gatherly/schema';

/**
 * A place as the picker holds it: one of the search's answers, or an event's stored place (which
 * has no zone of its own: the event's zone is kept beside it).
 */
export interface PickedPlace extends Omit<Place, 'place_id'> {
  place_id: string | null;
  timezone?: string | null;
}

export { placeLabel };

/** The query sent for what is typed: trimmed, cut at the server's limit; '' sends nothing. */
export function placeQueryOf(text: string): string {
  return [...text.trim()].slice(0, PLACE_LIMITS.queryLength).join('').trim();
}

/**
 * The option made active by a key in the open list (−1: none, the input itself), as the ARIA
 * combobox pattern moves it: the arrows step and wrap round through "none", Home and End jump;
 * null when the key is not one of these (the input keeps it: Home and End move its caret while
 * nothing is active).
 */
export function moveActiveOption(active: number, key: string, count: number): number | null {
  if (count === 0) return key === 'ArrowDown' || key === 'ArrowUp' ? -1 : null;
  switch (key) {
    case 'ArrowDown':
      return active + 1 >= count ? -1 : active + 1;
    case 'ArrowUp':
      return active <= -1 ? count - 1 : active - 1;
    case 'Home':
      return active === -1 ? null : 0;
    case 'End':
      return active === -1 ? null : count - 1;
    default:
      return null;
  }
}

/** What the picker's status line says for a query, if anything. */
export type PlaceSearchState = 'idle' | 'searching' | 'failed' | 'none' | 'found';

export function placeSearchState({ query, typed, loading, failed, count }: { query: string; typed: string; loading: boolean; failed: boolean; count: number }): PlaceSearchState {
  if (placeQueryOf(typed) === '') return 'idle';
  if (loading || query !== placeQueryOf(typed)) return 'searching';
  if (failed) return 'failed';
  return count === 0 ? 'none' : 'found';
}
