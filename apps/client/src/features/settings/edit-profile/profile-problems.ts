import { PROFILE_MESSAGES } from '@gatherly/schema';
import { say } from '../../../lib/i18n';

/** Refusals of a profile save, each where it belongs: at the bio, at the gender, or above Submit. */
export interface ProfileProblems {
  bio: string | null;
  gender: string | null;
  other: string[];
}

export const NO_PROBLEMS: ProfileProblems = { bio: null, gender: null, other: [] };

/** Sorts the messages of the profile rules (libs/schema), worded in the language shown, to their fields; the rest stay general. */
export function sortProblems(messages: readonly string[]): ProfileProblems {
  const sorted: ProfileProblems = { bio: null, gender: null, other: [] };
  for (const message of messages) {
    if (message === say(PROFILE_MESSAGES.bioTooLong)) sorted.bio = message;
    else if (message === say(PROFILE_MESSAGES.genderTooLong)) sorted.gender = message;
    else sorted.other.push(message);
  }
  return sorted;
}
