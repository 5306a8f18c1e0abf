import type { Said } from './said';
import { characterCount } from './text';
import { hiddenCharacterProblems, isBlank, storedText } from './text-rules';

/** What moderators do, as the action log names it. */
/** The last three are done by the account itself (the log names it as the one who acted). */
export const MODERATION_ACTIONS = ['remove_content', 'suspend_account', 'lift_suspension', 'dismiss_report', 'account_deletion_requested', 'account_deletion_cancelled', 'account_deleted'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** Who may do what: members use Gatherly, moderators also act on reports. */
export const ACCOUNT_ROLES = ['member', 'moderator'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

export const MODERATION_LIMITS = { reasonLength: 500, pageSize: 20 } as const;

export const MODERATION_MESSAGES = {
  forbidden: 'Only moderators can do this.',
  reasonRequired: 'Tell the author why.',
  dismissReasonRequired: 'Say why the report is dismissed.',
  reasonTooLong: `The reason must be at most ${MODERATION_LIMITS.reasonLength} characters.`,
  reportNotFound: 'This report does not exist or was already handled.',
  accountNotFound: 'Account not found.',
  notRemovable: 'An account cannot be removed; suspend it instead.',
  targetGone: 'The reported content no longer exists.',
  selfSuspension: 'You cannot suspend yourself.',
  moderatorSuspension: 'A moderator cannot be suspended; revoke the role first.',
  notSuspended: 'This account is not suspended.',
  cursorInvalid: 'Invalid cursor.',
  removed: 'The content was removed and its author told why.',
  suspended: 'The account is suspended and its sessions have ended.',
  lifted: 'The suspension is lifted.',
  dismissed: 'The report was dismissed.',
} as const;

/** The problems of a moderator's reason, which the author is told (or, for a dismissal, the log keeps). */
export function moderationReasonProblems(reason: unknown, required: Said = MODERATION_MESSAGES.reasonRequired): Said[] {
  if (typeof reason !== 'string' || isBlank(reason)) return [required];
  if (characterCount(storedText(reason)) > MODERATION_LIMITS.reasonLength) return [MODERATION_MESSAGES.reasonTooLong];
  return hiddenCharacterProblems(reason, 'reason', 'several');
}
