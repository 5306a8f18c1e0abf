import { GENDER_OPTIONS } from '@gatherly/schema';
import type { TextId } from '../../../lib/i18n';

/** What the Gender dropdown shows: one of the fixed options, Custom (free text), or '' for Prefer not to say. */
export type GenderChoice = (typeof GENDER_OPTIONS)[number]['value'] | 'custom' | '';

/** What each fixed option of the dropdown is called. */
const OPTION_LABELS = {
  male: 'settings.gender.male',
  female: 'settings.gender.female',
} as const satisfies Record<(typeof GENDER_OPTIONS)[number]['value'], TextId>;

export const GENDER_CHOICES: readonly { value: GenderChoice; label: TextId }[] = [
  ...GENDER_OPTIONS.map((option) => ({ value: option.value, label: OPTION_LABELS[option.value] })),
  { value: 'custom', label: 'settings.gender.custom' },
  { value: '', label: 'settings.gender.none' },
];

export interface GenderState {
  choice: GenderChoice;
  /** The free text of Custom; kept while another option is chosen, in case the user comes back. */
  custom: string;
}

/** The dropdown state of a stored gender: any non-empty value that is not an option is custom text. */
export function genderState(stored: string): GenderState {
  if (stored === '') return { choice: '', custom: '' };
  const option = GENDER_OPTIONS.find((item) => item.value === stored);
  return option ? { choice: option.value, custom: '' } : { choice: 'custom', custom: stored };
}

/** The value to store for a dropdown state (custom text trimmed, as the server stores it). */
export function storedGender({ choice, custom }: GenderState): string {
  return choice === 'custom' ? custom.trim() : choice;
}

/** Custom with nothing typed cannot be saved (spec §5, Profile submit). */
export function isIncomplete({ choice, custom }: GenderState): boolean {
  return choice === 'custom' && custom.trim() === '';
}

export function isGenderChoice(value: string): value is GenderChoice {
  return GENDER_CHOICES.some((item) => item.value === value);
}
