/**
 * Names and titles (an event's name and place, a conversation's, a token's, a custom gender) are one line:
 * calendar files, mail subjects and notification previews carry them into other programs, where a
 * line break would start a line of its own. Every control character is refused with them (NUL has
 * its own message, `nulProblems`).
 */
const NOT_ONE_LINE = /[\u0001-\u001f\u007f-\u009f\u2028\u2029]/u;

const oneLine = (field: string) => `${field} must be a single line, without control characters.`;

/** The message of each one-line field, naming it. */
export const SINGLE_LINE_MESSAGES = {
  eventName: oneLine('Event name'),
  eventLocation: oneLine('Event location'),
  conversationName: oneLine('Conversation name'),
  tokenName: oneLine('The token name'),
  passkeyName: oneLine('The passkey name'),
  gender: oneLine('Gender'),
} as const;

export function isSingleLine(text: string): boolean {
  return !NOT_ONE_LINE.test(text);
}

/** `message` when `text`, as it is stored (trimmed), is more than one line. */
export function singleLineProblems(text: string, message: string): string[] {
  return isSingleLine(text.trim()) ? [] : [message];
}
