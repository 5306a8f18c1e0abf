import { textRef, type TextRef } from './said';

/**
 * Names and titles (an event's name and place, a conversation's, a token's, a custom gender) are one line:
 * calendar files, mail subjects and notification previews carry them into other programs, where a
 * line break would start a line of its own. Every control character is refused with them (NUL has
 * its own message, `nulProblems`).
 */
const NOT_ONE_LINE = /[\u0001-\u001f\u007f-\u009f\u2028\u2029]/u;

/** The message of each one-line field, naming it. */
export const SINGLE_LINE_MESSAGES = {
  eventName: textRef('common.singleLine.eventName'),
  eventLocation: textRef('common.singleLine.eventLocation'),
  conversationName: textRef('common.singleLine.conversationName'),
  tokenName: textRef('common.singleLine.tokenName'),
  passkeyName: textRef('common.singleLine.passkeyName'),
  gender: textRef('common.singleLine.gender'),
} as const;

export function isSingleLine(text: string): boolean {
  return !NOT_ONE_LINE.test(text);
}

/** `message` when `text`, as it is stored (trimmed), is more than one line. */
export function singleLineProblems(text: string, message: TextRef): TextRef[] {
  return isSingleLine(text.trim()) ? [] : [message];
}
