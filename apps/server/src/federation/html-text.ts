import { Parser } from 'htmlparser2';

/** The text of an HTML fragment as other servers write it: paragraphs and line breaks kept, tags dropped, entities decoded. */
export function textOfHtml(html: string): string {
  let text = '';
  const parser = new Parser(
    {
      onopentag(name) {
        if (name === 'br') text += '\n';
      },
      ontext(part) {
        text += part;
      },
      onclosetag(name) {
        if (name === 'p' || name === 'div' || name === 'li') text += '\n\n';
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  return text
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A text cut to `limit` characters (not splitting a character), with an ellipsis when cut. */
export function within(text: string, limit: number): string {
  const characters = [...text];
  return characters.length <= limit ? text : `${characters.slice(0, limit - 1).join('')}…`;
}
