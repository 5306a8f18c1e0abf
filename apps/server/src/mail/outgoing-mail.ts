/** A mail as composed, before it is sent; the queue carries it as it is (queue/jobs.ts). */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the mail is about; printed in the log when there is no SMTP server. */
  link: string;
  /** Further headers (List-Unsubscribe). */
  headers?: Record<string, string>;
}
