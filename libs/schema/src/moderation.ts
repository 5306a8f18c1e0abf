import { REPORT_TARGET_TYPES } from './reports';
import { textRef, type Said } from './said';
import { characterCount } from './text';
import { hiddenCharacterProblems, isBlank, storedText } from './text-rules';

/**
 * What moderators do, as the action log names it. The three of account deletion are done by the
 * account itself (the log names it as the one who acted).
 */
export const MODERATION_ACTIONS = [
  'remove_content',
  'suspend_account',
  'lift_suspension',
  'dismiss_report',
  'account_deletion_requested',
  'account_deletion_cancelled',
  'account_deleted',
  'block_server',
  'unblock_server',
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** What an action of the log was done to: what can be reported, or a server of the fediverse (its host the target's id). */
export const MODERATION_TARGET_TYPES = [...REPORT_TARGET_TYPES, 'server'] as const;
export type ModerationTargetType = (typeof MODERATION_TARGET_TYPES)[number];

/** Who may do what: members use Gatherly, moderators also act on reports. */
export const ACCOUNT_ROLES = ['member', 'moderator'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

export const MODERATION_LIMITS = { reasonLength: 500, pageSize: 20, serversPageSize: 50, hostLength: 253 } as const;

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
  logReasonRequired: textRef('notifications.moderationRules.logReasonRequired'),
  hostInvalid: textRef('notifications.moderationRules.hostInvalid'),
  ownServer: textRef('notifications.moderationRules.ownServer'),
  serverAlreadyBlocked: textRef('notifications.moderationRules.serverAlreadyBlocked'),
  serverNotBlocked: textRef('notifications.moderationRules.serverNotBlocked'),
  serverBlocked: textRef('notifications.moderationRules.serverBlocked'),
  serverUnblocked: textRef('notifications.moderationRules.serverUnblocked'),
} as const;

/**
 * A server of the fediverse as moderators name it, its host (`name[:port]`, as in a handle
 * `@someone@host`): lower-cased, without scheme, path or a trailing dot; null when it is not one.
 */
export function serverHostOf(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const written = input.trim().toLowerCase().replace(/^https?:\/\//, '').replace(/\/+$/, '').replace(/\.(?=:|$)/, '');
  if (written === '' || written.length > MODERATION_LIMITS.hostLength || !/^[a-z0-9.\-\[\]:]+$/.test(written)) return null;
  try {
    const url = new URL(`https://${written}`);
    return url.host === written && url.hostname.length > 0 ? written : null;
  } catch {
    return null;
  }
}

/** The problems of a moderator's reason, which the author is told (or, for a dismissal, the log keeps). */
export function moderationReasonProblems(reason: unknown, required: Said = MODERATION_MESSAGES.reasonRequired): Said[] {
  if (typeof reason !== 'string' || isBlank(reason)) return [required];
  if (characterCount(storedText(reason)) > MODERATION_LIMITS.reasonLength) return [MODERATION_MESSAGES.reasonTooLong];
  return hiddenCharacterProblems(reason, 'reason', 'several');
}
