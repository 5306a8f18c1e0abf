/**
 * What a text people write reaches: `@username` mentions, `#tag` hashtags and http(s) links, found
 * the same way by the server (which stores them at write time) and by the client (which draws them
 * as elements, never as HTML).
 */

import { LIMITS } from './limits';

/** Limits of what a text reaches. */
export const RICH_TEXT_LIMITS = {
  /** People told of a mention in one text; the rest are still links. */
  mentionsNotifiedPerText: 10,
  /** People offered while typing `@name`, those one follows first. */
  mentionSuggestions: 8,
  /** Characters of a hashtag after its `#`; longer runs are not tags. */
  hashtagMaxLength: 100,
  /** Characters of a link taken; longer addresses stay text. */
  linkMaxLength: 2048,
} as const;

export type TextPart =
  | { kind: 'text'; text: string }
  /** `username` as written (the account's current name is shown when it exists). */
  | { kind: 'mention'; text: string; username: string }
  /** `tag` is its normal form (see normalizeHashtag). */
  | { kind: 'hashtag'; text: string; tag: string }
  | { kind: 'link'; text: string; url: string };

/** A letter, mark, digit or underscore of any script: what a word is made of. */
const WORD = /[\p{L}\p{M}\p{N}_]/u;
const LINK = /https?:\/\/[^\s<>"'`\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]+/giu;
const MENTION = new RegExp(`@([A-Za-z0-9_]{1,${LIMITS.usernameMaxLength}})(?![A-Za-z0-9_@])`, 'y');
const HASHTAG = /#([\p{L}\p{M}\p{N}_]+)/uy;
/** Punctuation that ends a sentence rather than an address, when it ends a link. */
const TRAILING = /[.,;:!?'"*\]}>…]+$/u;

/**
 * The normal form of a hashtag, under which `#Café`, `#cafe` and `#CAFÉ` are one tag: Unicode
 * compatibility form, accents of Latin, Greek and Cyrillic letters folded, lower case. Marks other
 * scripts write with (Devanagari's vowel signs, say) are kept: they are letters there, not accents.
 */
export function normalizeHashtag(tag: string): string {
  return tag
    .normalize('NFKD')
    .replace(/([\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}])\p{M}+/gu, '$1')
    .normalize('NFC')
    .toLocaleLowerCase('und');
}

/** A link's address without the sentence's punctuation after it (a closing parenthesis is kept when the address opened one). */
function trimLink(candidate: string): string {
  let link = candidate;
  for (;;) {
    const trimmed = link.replace(TRAILING, '');
    const unbalanced = trimmed.endsWith(')') && (trimmed.match(/\(/g)?.length ?? 0) < (trimmed.match(/\)/g)?.length ?? 0);
    const next = unbalanced ? trimmed.slice(0, -1) : trimmed;
    if (next === link) return link;
    link = next;
  }
}

/** Whether an address parses as an http(s) URL with a host. */
function isWebAddress(address: string): boolean {
  if (address.length > RICH_TEXT_LIMITS.linkMaxLength) return false;
  try {
    const url = new URL(address);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/**
 * `text` cut into its parts, in order; joined again they give `text` back. A mention or a hashtag
 * starts a word (`a@b` and `a#b` are not); a hashtag has a character that is not a digit (`#1` is
 * not one); nothing inside a link is a mention or a hashtag.
 */
export function textParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let plain = '';
  const flush = () => {
    if (plain !== '') parts.push({ kind: 'text', text: plain });
    plain = '';
  };
  const links = new Map<number, string>();
  for (const match of text.matchAll(LINK)) {
    const address = trimLink(match[0]);
    if (isWebAddress(address) && (match.index === 0 || !WORD.test(text[match.index - 1]))) links.set(match.index, address);
  }
  let at = 0;
  while (at < text.length) {
    const link = links.get(at);
    if (link !== undefined) {
      flush();
      parts.push({ kind: 'link', text: link, url: link });
      at += link.length;
      continue;
    }
    const startsWord = at === 0 || !(WORD.test(text[at - 1]) || text[at - 1] === '@' || text[at - 1] === '#');
    if (startsWord && text[at] === '@') {
      MENTION.lastIndex = at;
      const mention = MENTION.exec(text);
      if (mention !== null) {
        flush();
        parts.push({ kind: 'mention', text: `@${mention[1]}`, username: mention[1] });
        at += 1 + mention[1].length;
        continue;
      }
    }
    if (startsWord && text[at] === '#') {
      HASHTAG.lastIndex = at;
      const hashtag = HASHTAG.exec(text);
      if (hashtag !== null && !/^\p{N}+$/u.test(hashtag[1]) && [...hashtag[1]].length <= RICH_TEXT_LIMITS.hashtagMaxLength) {
        flush();
        parts.push({ kind: 'hashtag', text: `#${hashtag[1]}`, tag: normalizeHashtag(hashtag[1]) });
        at += 1 + hashtag[1].length;
        continue;
      }
    }
    const character = String.fromCodePoint(text.codePointAt(at)!);
    plain += character;
    at += character.length;
  }
  flush();
  return parts;
}

/** The usernames a text mentions, each once (case-insensitively), in the order first written. */
export function mentionedUsernames(text: string): string[] {
  const seen = new Map<string, string>();
  for (const part of textParts(text)) if (part.kind === 'mention' && !seen.has(part.username.toLowerCase())) seen.set(part.username.toLowerCase(), part.username);
  return [...seen.values()];
}

/** The hashtags of a text in their normal form, each once, in the order first written. */
export function hashtagsOf(text: string): string[] {
  return [...new Set(textParts(text).flatMap((part) => (part.kind === 'hashtag' ? [part.tag] : [])))];
}

/** The first http(s) link of a text, or null. */
export function firstLinkOf(text: string): string | null {
  const link = textParts(text).find((part) => part.kind === 'link');
  return link?.kind === 'link' ? link.url : null;
}
