import { describe, expect, it } from '@jest/globals';
import { acceptFiles, galleryAlts, initialWizard, undescribedCount, wizardReducer, type WizardAction, type WizardState } from './media-wizard';

const run = (actions: WizardAction<string>[], state: WizardState<string> = initialWizard<string>()) => actions.reduce(wizardReducer<string>, state);
const arranged = (images: string[]) => run([{ type: 'add', images }]);

describe('media wizard', () => {
  it('jumps to arranging when files are chosen and stays when none are', () => {
    expect(run([{ type: 'add', images: [] }])).toEqual({ step: 'choose', images: [] });
    expect(run([{ type: 'add', images: ['a', 'b'] }])).toEqual({ step: 'arrange', images: ['a', 'b'] });
  });

  it('never holds more than 10 images in total', () => {
    const ten = Array.from({ length: 8 }, (_, index) => `i${index}`);
    const state = run([{ type: 'add', images: ten }, { type: 'back' }, { type: 'add', images: ['x', 'y', 'z'] }]);
    expect(state.images).toHaveLength(10);
    expect(state.images.slice(-2)).toEqual(['x', 'y']);
    expect(state.step).toBe('arrange');
  });

  it('moves an image left or right and ignores moves off the ends', () => {
    const state = arranged(['a', 'b', 'c']);
    expect(wizardReducer(state, { type: 'move', from: 1, to: 0 }).images).toEqual(['b', 'a', 'c']);
    expect(wizardReducer(state, { type: 'move', from: 1, to: 2 }).images).toEqual(['a', 'c', 'b']);
    expect(wizardReducer(state, { type: 'move', from: 0, to: -1 })).toBe(state);
    expect(wizardReducer(state, { type: 'move', from: 2, to: 3 })).toBe(state);
  });

  it('makes an image the cover by moving it first, keeping the others in order', () => {
    expect(wizardReducer(arranged(['a', 'b', 'c', 'd']), { type: 'makeCover', index: 2 }).images).toEqual(['c', 'a', 'b', 'd']);
  });

  it('removes images and goes back to choosing when none is left', () => {
    const state = run([{ type: 'remove', index: 0 }], arranged(['a', 'b']));
    expect(state).toEqual({ step: 'arrange', images: ['b'] });
    expect(wizardReducer(state, { type: 'remove', index: 0 })).toEqual({ step: 'choose', images: [] });
  });

  it('goes forward only with images, and Back goes to the previous step', () => {
    expect(run([{ type: 'next' }])).toEqual({ step: 'choose', images: [] });
    const details = run([{ type: 'next' }], arranged(['a']));
    expect(details.step).toBe('details');
    expect(run([{ type: 'back' }], details).step).toBe('arrange');
    expect(run([{ type: 'back' }, { type: 'back' }], details)).toEqual({ step: 'choose', images: ['a'] });
    expect(run([{ type: 'back' }, { type: 'back' }, { type: 'next' }], details).step).toBe('arrange');
  });

  it('resets everything', () => {
    expect(run([{ type: 'next' }, { type: 'reset' }], arranged(['a']))).toEqual(initialWizard());
  });
});

describe('choosing files', () => {
  const image = (name: string) => ({ name, type: 'image/png' });

  it('keeps images only', () => {
    const chosen = acceptFiles([image('a'), { name: 'notes.pdf', type: 'application/pdf' }, { name: 'list.txt', type: 'text/plain' }], 0);
    expect(chosen.accepted.map((file) => file.name)).toEqual(['a']);
    expect(chosen.problems).toEqual(['notes.pdf is not an image', 'list.txt is not an image']);
  });

  it('takes no more than fit beside the images already chosen', () => {
    const eleven = Array.from({ length: 11 }, (_, index) => image(`f${index}`));
    expect(acceptFiles(eleven, 0).accepted).toHaveLength(10);
    expect(acceptFiles(eleven, 0).problems).toEqual(['At most 10 images can be attached.']);
    expect(acceptFiles([image('a'), image('b')], 9).accepted.map((file) => file.name)).toEqual(['a']);
    expect(acceptFiles([image('a')], 10)).toEqual({ accepted: [], problems: ['At most 10 images can be attached.'] });
    expect(acceptFiles([image('a')], 3)).toEqual({ accepted: [image('a')], problems: [] });
  });
});

describe('image descriptions in the wizard', () => {
  const images = [{ key: 'a' }, { key: 'b' }, { key: 'c' }];

  it('are sent in gallery order, trimmed, "" for none', () => {
    expect(galleryAlts(images, { c: ' A quiet harbour ', a: 'Two swans' })).toEqual(['Two swans', '', 'A quiet harbour']);
    expect(galleryAlts([images[2], images[0]], { c: 'C', a: 'A', b: 'B' })).toEqual(['C', 'A']);
  });

  it('count the images left undescribed, spaces alone describing nothing', () => {
    expect(undescribedCount(images, {})).toBe(3);
    expect(undescribedCount(images, { a: 'x', b: '   ', c: 'y' })).toBe(1);
    expect(undescribedCount(images, { a: 'x', b: 'y', c: 'z' })).toBe(0);
  });
});
