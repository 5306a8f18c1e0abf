import type { ReportReason } from '@gatherly/schema';
import type { TextId } from '../../lib/i18n';

/** The reasons of a report as the report form and the moderators' queue name them. */
export const REPORT_REASON_TEXTS = {
  spam: 'notifications.report.reason.spam',
  harassment: 'notifications.report.reason.harassment',
  hate: 'notifications.report.reason.hate',
  violence: 'notifications.report.reason.violence',
  nudity: 'notifications.report.reason.nudity',
  false_information: 'notifications.report.reason.falseInformation',
  other: 'notifications.report.reason.other',
} as const satisfies Record<ReportReason, TextId>;
