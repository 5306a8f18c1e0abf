import { characterCount } from './text';
import { LIMITS } from './limits';
import { SINGLE_LINE_MESSAGES, singleLineProblems } from './single-line';
import { hiddenCharacterProblems, storedText } from './text-rules';

/** Messages of the profile rules and calls; the alerts the spec quotes are kept word for word. */
export const PROFILE_MESSAGES = {
  notFound: 'Profile not found.',
  bioTooLong: `Bio must be at most ${LIMITS.bioLength} characters.`,
  genderTooLong: `Gender must be at most ${LIMITS.customGenderLength} characters.`,
  themeInvalid: 'Choose a theme from the list.',
  cannotFollowSelf: 'You cannot follow yourself.',
  cannotMuteSelf: 'You cannot mute yourself.',
  cannotBlockSelf: 'You cannot block yourself.',
  youBlocked: 'You blocked this account. Unblock it first.',
  photoFailed: 'Update profile photo failed',
  themeFailed: 'Failed to save user theme preference!',
  cursorInvalid: 'The page cursor is not valid.',
  nulCharacter: 'Text cannot contain NUL characters.',
} as const;

/** The gender choices of spec §2; any other non-empty text is a custom gender, and empty is 'Prefer not to say'. */
export const GENDER_OPTIONS = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
] as const;

export interface ProfileBasics {
  bio: string;
  gender: string;
}

export function validateProfileBasics({ bio, gender }: ProfileBasics): string[] {
  const problems: string[] = [];
  if (characterCount(storedText(bio)) > LIMITS.bioLength) problems.push(PROFILE_MESSAGES.bioTooLong);
  problems.push(...hiddenCharacterProblems(bio, 'Bio', 'several'));
  if (characterCount(storedText(gender)) > LIMITS.customGenderLength) problems.push(PROFILE_MESSAGES.genderTooLong);
  problems.push(...singleLineProblems(gender, SINGLE_LINE_MESSAGES.gender), ...hiddenCharacterProblems(gender, 'Gender', 'one'));
  if (bio.includes('\u0000') || gender.includes('\u0000')) problems.push(PROFILE_MESSAGES.nulCharacter);
  return problems;
}

/** The label of a stored gender: one of the options, the custom text itself, or '' for none. */
export function genderLabel(gender: string): string {
  return GENDER_OPTIONS.find((option) => option.value === gender)?.label ?? gender;
}
