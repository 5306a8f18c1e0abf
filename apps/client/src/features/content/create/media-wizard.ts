import { CONTENT_MESSAGES, LIMITS } from '@gatherly/schema';
import { t } from '../../../lib/i18n';

/**
 * The state of the post and event creation wizards (spec §4): choose files, arrange or remove
 * them (the first is the Cover), then details. Pure, so that it can be tested without a browser;
 * the dialog keeps the object URLs of the previews in step with `images`.
 */
export type WizardStep = 'choose' | 'arrange' | 'details';

export interface WizardState<T> {
  step: WizardStep;
  images: readonly T[];
}

export type WizardAction<T> =
  | { type: 'add'; images: readonly T[] }
  | { type: 'remove'; index: number }
  | { type: 'move'; from: number; to: number }
  | { type: 'makeCover'; index: number }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'reset' };

export const WIZARD_STEPS: readonly WizardStep[] = ['choose', 'arrange', 'details'];

export function initialWizard<T>(): WizardState<T> {
  return { step: 'choose', images: [] };
}

function moved<T>(images: readonly T[], from: number, to: number): readonly T[] {
  if (from === to || from < 0 || to < 0 || from >= images.length || to >= images.length) return images;
  const next = [...images];
  const [image] = next.splice(from, 1);
  next.splice(to, 0, image);
  return next;
}

export function wizardReducer<T>(state: WizardState<T>, action: WizardAction<T>): WizardState<T> {
  switch (action.type) {
    case 'add': {
      // Choosing files jumps to arranging them; never more than the limit in total.
      const images = [...state.images, ...action.images].slice(0, LIMITS.imagesPerItem);
      return images.length > state.images.length ? { step: 'arrange', images } : state;
    }
    case 'remove': {
      const images = state.images.filter((_, index) => index !== action.index);
      return { step: images.length === 0 ? 'choose' : state.step, images };
    }
    case 'move':
    case 'makeCover': {
      const images = action.type === 'move' ? moved(state.images, action.from, action.to) : moved(state.images, action.index, 0);
      return images === state.images ? state : { ...state, images };
    }
    case 'next':
      if (state.images.length === 0) return state;
      return { ...state, step: state.step === 'choose' ? 'arrange' : 'details' };
    case 'back':
      return { ...state, step: state.step === 'details' ? 'arrange' : 'choose' };
    case 'reset':
      return initialWizard<T>();
  }
}

export interface ChosenFiles<F> {
  accepted: F[];
  /** Alerts for what was left out. */
  problems: string[];
}

/**
 * Files a selection adds: images only, and no more than fit beside the `current` ones (at most 10
 * per selection and in total).
 */
export function acceptFiles<F extends { type: string; name: string }>(files: readonly F[], current: number): ChosenFiles<F> {
  const problems: string[] = [];
  const images = files.filter((file) => file.type.startsWith('image/'));
  // Each file left out is named ('notes.pdf is not an image'), so the person knows which one.
  for (const file of files) if (!file.type.startsWith('image/')) problems.push(t('content.wizard.notImage', { name: file.name }));
  const room = Math.max(0, LIMITS.imagesPerItem - current);
  if (images.length > room) problems.push(t(CONTENT_MESSAGES.tooManyImages));
  return { accepted: images.slice(0, room), problems };
}

/**
 * The descriptions of the images in gallery order, as the upload sends them (media_alts): each
 * trimmed, "" for an image left undescribed. `alts` holds what was typed per image key.
 */
export function galleryAlts<T extends { key: string }>(images: readonly T[], alts: Readonly<Record<string, string>>): string[] {
  return images.map((image) => (alts[image.key] ?? '').trim());
}

/** How many images have no description (nothing but spaces typed). */
export function undescribedCount<T extends { key: string }>(images: readonly T[], alts: Readonly<Record<string, string>>): number {
  return galleryAlts(images, alts).filter((alt) => alt === '').length;
}
