/** Reporting to the moderators: the flag button and its dialog, and the names of the reasons. */
export { ReportButton } from './ReportButton';
export { REPORT_REASON_TEXTS } from './report-reasons';
