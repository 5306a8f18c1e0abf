import { characterCount } from './text';
import { LIMITS } from './limits';
import { SINGLE_LINE_MESSAGES, singleLineProblems } from './single-line';
import { textRef, type Said } from './said';
import { hiddenCharacterProblems, storedText } from './text-rules';

/** Messages of the profile rules and calls; the alerts the spec quotes are kept word for word in English. */
export const PROFILE_MESSAGES = {
  notFound: textRef('people.page.notFound'),
  bioTooLong: textRef('people.rules.bioTooLong', { max: LIMITS.bioLength }),
  genderTooLong: textRef('people.rules.genderTooLong', { max: LIMITS.customGenderLength }),
  themeInvalid: textRef('settings.theme.invalid'),
  cannotFollowSelf: textRef('people.rules.cannotFollowSelf'),
  cannotMuteSelf: textRef('people.rules.cannotMuteSelf'),
  cannotBlockSelf: textRef('people.rules.cannotBlockSelf'),
  youBlocked: textRef('people.rules.youBlocked'),
  photoFailed: textRef('settings.profile.photoFailed'),
  themeFailed: textRef('settings.theme.failed'),
  cursorInvalid: textRef('common.paging.cursorInvalid'),
  nulCharacter: textRef('common.rules.nulCharacter'),
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

export function validateProfileBasics({ bio, gender }: ProfileBasics): Said[] {
  const problems: Said[] = [];
  if (characterCount(storedText(bio)) > LIMITS.bioLength) problems.push(PROFILE_MESSAGES.bioTooLong);
  problems.push(...hiddenCharacterProblems(bio, 'bio', 'several'));
  if (characterCount(storedText(gender)) > LIMITS.customGenderLength) problems.push(PROFILE_MESSAGES.genderTooLong);
  problems.push(...singleLineProblems(gender, SINGLE_LINE_MESSAGES.gender), ...hiddenCharacterProblems(gender, 'gender', 'one'));
  if (bio.includes('\u0000') || gender.includes('\u0000')) problems.push(PROFILE_MESSAGES.nulCharacter);
  return problems;
}

/** The label of a stored gender: one of the options, the custom text itself, or '' for none. */
export function genderLabel(gender: string): string {
  return GENDER_OPTIONS.find((option) => option.value === gender)?.label ?? gender;
}
