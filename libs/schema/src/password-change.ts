import { textRef } from './said';

/** Changing the password while signed in (Settings, Account). The new one follows sign-up's rules (validateNewPassword). */
export const PASSWORD_CHANGE_MESSAGES = {
  currentRequired: textRef('settings.passwordRules.currentRequired'),
  currentWrong: textRef('settings.passwordRules.currentWrong'),
  sameAsCurrent: textRef('settings.passwordRules.sameAsCurrent'),
  changed: textRef('settings.passwordRules.changed'),
} as const;
