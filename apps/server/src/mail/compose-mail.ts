import type { OutgoingMail } from './mail.service';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A plain mail of Gatherly's: greeting, what happened, one link to act on, and a closing line. */
export function composeMail(to: string, subject: string, greeting: string, body: string, action: string, link: string, footer: string): OutgoingMail {
  return {
    to,
    subject,
    link,
    text: `${greeting}\n\n${body}\n\n${link}\n\n${footer}\n`,
    html: `<p>${escape(greeting)}</p><p>${escape(body)}</p><p><a href="${escape(link)}">${escape(action)}</a></p><p>${escape(footer)}</p>`,
  };
}
