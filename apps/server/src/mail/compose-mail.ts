import { DEFAULT_LANGUAGE, LANGUAGES } from '@gatherly/schema';
import type { OutgoingMail } from './mail.service';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A plain mail of Gatherly's: greeting, what happened, one link to act on, and a closing line. Its
 * HTML says the language it is written in, and runs right to left for Arabic.
 */
export function composeMail(to: string, subject: string, greeting: string, body: string, action: string, link: string, footer: string, language = DEFAULT_LANGUAGE): OutgoingMail {
  const html = `<p>${escape(greeting)}</p><p>${escape(body)}</p><p><a href="${escape(link)}">${escape(action)}</a></p><p>${escape(footer)}</p>`;
  const direction = LANGUAGES.find((known) => known.code === language)?.direction ?? 'ltr';
  return {
    to,
    subject,
    link,
    text: `${greeting}\n\n${body}\n\n${link}\n\n${footer}\n`,
    html: language === DEFAULT_LANGUAGE ? html : `<div lang="${escape(language)}" dir="${direction}">${html}</div>`,
  };
}
