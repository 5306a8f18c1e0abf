import { textRef, type Said } from './said';
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
  forbidden: textRef('notifications.moderationRules.forbidden'),
  reasonRequired: textRef('notifications.moderationRules.reasonRequired'),
  dismissReasonRequired: textRef('notifications.moderationRules.dismissReasonRequired'),
  reasonTooLong: textRef('notifications.moderationRules.reasonTooLong', { max: MODERATION_LIMITS.reasonLength }),
  reportNotFound: textRef('notifications.moderationRules.reportNotFound'),
  accountNotFound: textRef('notifications.moderationRules.accountNotFound'),
  notRemovable: textRef('notifications.moderationRules.notRemovable'),
  targetGone: textRef('notifications.moderationRules.targetGone'),
  selfSuspension: textRef('notifications.moderationRules.selfSuspension'),
  moderatorSuspension: textRef('notifications.moderationRules.moderatorSuspension'),
  notSuspended: textRef('notifications.moderationRules.notSuspended'),
  cursorInvalid: textRef('notifications.moderationRules.cursorInvalid'),
  removed: textRef('notifications.moderationRules.removed'),
  suspended: textRef('notifications.moderationRules.suspended'),
  lifted: textRef('notifications.moderationRules.lifted'),
  dismissed: textRef('notifications.moderationRules.dismissed'),
} as const;

/** The problems of a moderator's reason, which the author is told (or, for a dismissal, the log keeps). */
export function moderationReasonProblems(reason: unknown, required: Said = MODERATION_MESSAGES.reasonRequired): Said[] {
  if (typeof reason !== 'string' || isBlank(reason)) return [required];
  if (characterCount(storedText(reason)) > MODERATION_LIMITS.reasonLength) return [MODERATION_MESSAGES.reasonTooLong];
  return hiddenCharacterProblems(reason, 'reason', 'several');
}
