import { describe, expect, it } from '@jest/globals';
import { moveActiveOption, placeLabel, placeQueryOf, placeSearchState } from './place-picker';

describe('moveActiveOption', () => {
  it('steps down and up through the options, wrapping round through the input', () => {
    expect(moveActiveOption(-1, 'ArrowDown', 3)).toBe(0);
    expect(moveActiveOption(0, 'ArrowDown', 3)).toBe(1);
    expect(moveActiveOption(2, 'ArrowDown', 3)).toBe(-1);
    expect(moveActiveOption(-1, 'ArrowUp', 3)).toBe(2);
    expect(moveActiveOption(0, 'ArrowUp', 3)).toBe(-1);
  });

  it('jumps to the first and last option only while one is active (else the caret moves)', () => {
    expect(moveActiveOption(1, 'Home', 3)).toBe(0);
    expect(moveActiveOption(1, 'End', 3)).toBe(2);
    expect(moveActiveOption(-1, 'Home', 3)).toBeNull();
  });

  it('leaves other keys to the input, and has nothing to move among no options', () => {
    expect(moveActiveOption(0, 'a', 3)).toBeNull();
    expect(moveActiveOption(-1, 'ArrowDown', 0)).toBe(-1);
  });
});

describe('placeQueryOf', () => {
  it('trims and cuts the query at the limit', () => {
    expect(placeQueryOf('  Paris, Texas ')).toBe('Paris, Texas');
    expect(placeQueryOf('x'.repeat(150))).toHaveLength(100);
    expect(placeQueryOf('   ')).toBe('');
  });
});

describe('placeSearchState', () => {
  const state = (overrides: Partial<Parameters<typeof placeSearchState>[0]>) => placeSearchState({ query: 'par', typed: 'par', loading: false, failed: false, count: 2, ...overrides });

  it('says nothing before typing, searching while the query settles or loads, then the outcome', () => {
    expect(state({ typed: '  ', query: '' })).toBe('idle');
    expect(state({ typed: 'pari' })).toBe('searching');
    expect(state({ loading: true })).toBe('searching');
    expect(state({ count: 0 })).toBe('none');
    expect(state({ failed: true })).toBe('failed');
    expect(state({})).toBe('found');
  });
});

describe('placeLabel', () => {
  it('names the place, its region and country, once each', () => {
    expect(placeLabel({ name: 'Paris', region: 'Île-de-France', country: 'France' })).toBe('Paris, Île-de-France, France');
    expect(placeLabel({ name: 'Singapore', region: null, country: 'Singapore' })).toBe('Singapore');
    expect(placeLabel({ name: 'Tokyo', region: 'Tokyo', country: 'Japan' })).toBe('Tokyo, Japan');
  });
});
