/** Changing the password while signed in (Settings, Account). The new one follows sign-up's rules (validateNewPassword). */
export const PASSWORD_CHANGE_MESSAGES = {
  currentRequired: 'Enter your current password.',
  currentWrong: 'Your current password is not right.',
  sameAsCurrent: 'The new password must be different from your current password.',
  changed: 'Password changed. Your other sessions were signed out.',
} as const;
