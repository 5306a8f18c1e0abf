/** Reporting to the moderators: the flag button and its dialog. */
export { ReportButton } from './ReportButton';
