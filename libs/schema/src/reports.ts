import { CONTENT_KINDS } from './content';
import { textRef, type Said } from './said';
import { characterCount } from './text';
import { hiddenCharacterProblems, storedText } from './text-rules';

/** What can be reported (an account, an item of any kind, a comment, a message), and why (a short list, as mature apps offer). */
export const REPORT_TARGET_TYPES = ['account', ...CONTENT_KINDS, 'comment', 'message'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

export const REPORT_REASONS = ['spam', 'harassment', 'hate', 'violence', 'nudity', 'false_information', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_LIMITS = { textLength: 500 } as const;

export const REPORT_MESSAGES = {
  targetTypeInvalid: textRef('content.reports.targetTypeInvalid'),
  reasonInvalid: textRef('content.reports.reasonInvalid'),
  textTooLong: textRef('content.reports.textTooLong', { max: REPORT_LIMITS.textLength }),
  notFound: textRef('content.reports.notFound'),
  self: textRef('content.reports.self'),
  alreadyReported: textRef('content.reports.alreadyReported'),
  sent: textRef('content.reports.sent'),
} as const;

export const isReportTargetType = (value: unknown): value is ReportTargetType => (REPORT_TARGET_TYPES as readonly unknown[]).includes(value);
export const isReportReason = (value: unknown): value is ReportReason => (REPORT_REASONS as readonly unknown[]).includes(value);

/** The problems of a report as sent, before anything is looked up. */
export function reportProblems(input: { target_type?: unknown; reason?: unknown; text?: unknown }): Said[] {
  const problems: Said[] = [];
  if (!isReportTargetType(input.target_type)) problems.push(REPORT_MESSAGES.targetTypeInvalid);
  if (!isReportReason(input.reason)) problems.push(REPORT_MESSAGES.reasonInvalid);
  if (input.text !== undefined && input.text !== null && (typeof input.text !== 'string' || characterCount(storedText(input.text)) > REPORT_LIMITS.textLength)) {
    problems.push(REPORT_MESSAGES.textTooLong);
  }
  if (typeof input.text === 'string') problems.push(...hiddenCharacterProblems(input.text, 'details', 'several'));
  return problems;
}
