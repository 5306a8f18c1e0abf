import { nulProblems } from './content';
import { MEDIA_LIMITS } from './limits';
import { sameText, textRef, type Said, type TextRef } from './said';
import { characterCount } from './text';
import { hiddenCharacterProblems, isBlank, storedText } from './text-rules';

const MEGABYTES = MEDIA_LIMITS.maxFileBytes / (1024 * 1024);
const MEGAPIXELS = MEDIA_LIMITS.maxInputPixels / 1_000_000;

/** Texts of image uploads; the server answers with them and the client may check files before sending. */
export const MEDIA_MESSAGES = {
  notAnImage: textRef('content.media.notAnImage'),
  unreadable: textRef('content.media.unreadable'),
  fileTooLarge: textRef('content.media.fileTooLarge', { max: MEGABYTES }),
  tooManyFiles: tooManyImagesMessage(MEDIA_LIMITS.maxFilesPerItem),
  tooManyPixels: textRef('content.media.tooManyPixels', { max: MEGAPIXELS }),
  tooManyPixelsTogether: textRef('content.media.tooManyPixelsTogether', { max: MEDIA_LIMITS.maxRequestPixels / 1_000_000 }),
  imageRequired: textRef('content.media.imageRequired'),
  notMultipart: textRef('content.media.notMultipart'),
  fieldTooLong: textRef('content.media.fieldTooLong', { max: MEDIA_LIMITS.maxFieldBytes / 1024 }),
  tooManyFields: textRef('content.media.tooManyFields'),
  malformed: textRef('content.media.malformed'),
} as const;

/** The refusal of a file sent under another name than the one field a form takes files in. */
export function wrongFileFieldMessage(field: string): TextRef {
  return textRef('content.media.wrongFileField', { field });
}

/** The refusal of one image too many, for a form that takes at most `max` (none at all for 0). */
export function tooManyImagesMessage(max: number): TextRef {
  return textRef('content.media.tooManyImages', { max });
}

/**
 * The longest `media_alts` field: a description of every image at its longest, each character
 * written as itself or as a two-character escape (`\"`, `\\`), with the JSON around them.
 */
export const MEDIA_ALTS_MAX_LENGTH = MEDIA_LIMITS.maxFilesPerItem * (2 * MEDIA_LIMITS.altTextMaxLength + 3) + 2;

/** Texts of image descriptions (`alt_text`); each names the field it refuses. */
export const ALT_TEXT_MESSAGES = {
  tooLong: textRef('content.altText.tooLong', { max: MEDIA_LIMITS.altTextMaxLength }),
  mediaAltsTooLong: textRef('content.altText.mediaAltsTooLong', { max: MEDIA_LIMITS.altTextMaxLength }),
  mediaAltsInvalid: textRef('content.altText.mediaAltsInvalid'),
  mediaAltsFieldTooLong: textRef('content.altText.mediaAltsFieldTooLong', { max: MEDIA_ALTS_MAX_LENGTH }),
  mediaAltsCount: textRef('content.altText.mediaAltsCount'),
  notText: textRef('content.altText.notText'),
  notFound: textRef('content.altText.notFound'),
  forbidden: textRef('content.altText.forbidden'),
} as const;

/** The field names the text rules give in their refusals. */
const ALT_FIELD = { alt_text: 'altText', media_alts: 'altTexts' } as const;

/** The form a description is stored in: NFC and trimmed; null when nothing visible is left (no description). */
export function storedAltText(text: string): string | null {
  const stored = storedText(text);
  return isBlank(stored) ? null : stored;
}

/** Why a description cannot be stored, as the request's field `field` names it; none when it can. */
export function altTextProblems(text: string, field: keyof typeof ALT_FIELD = 'alt_text'): Said[] {
  const stored = storedText(text);
  const tooLong = characterCount(stored) > MEDIA_LIMITS.altTextMaxLength;
  return [
    ...(tooLong ? [field === 'alt_text' ? ALT_TEXT_MESSAGES.tooLong : ALT_TEXT_MESSAGES.mediaAltsTooLong] : []),
    ...nulProblems(stored),
    ...hiddenCharacterProblems(stored, ALT_FIELD[field], 'several'),
  ];
}

/**
 * The descriptions of an upload's `count` images from its `media_alts` form field (a JSON array of
 * strings in gallery order, "" for none; absent: none at all), stored form, or the problems that refuse it.
 */
export function parseMediaAlts(raw: string | undefined, count: number): { alts: Array<string | null>; problems: Said[] } {
  if (raw === undefined || raw.trim() === '') return { alts: Array.from({ length: count }, () => null), problems: [] };
  if (characterCount(raw) > MEDIA_ALTS_MAX_LENGTH) return { alts: [], problems: [ALT_TEXT_MESSAGES.mediaAltsFieldTooLong] };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { alts: [], problems: [ALT_TEXT_MESSAGES.mediaAltsInvalid] };
  }
  if (!Array.isArray(parsed) || !parsed.every((alt): alt is string => typeof alt === 'string')) return { alts: [], problems: [ALT_TEXT_MESSAGES.mediaAltsInvalid] };
  if (parsed.length !== count) return { alts: [], problems: [ALT_TEXT_MESSAGES.mediaAltsCount] };
  const problems = parsed.flatMap((alt) => altTextProblems(alt, 'media_alts')).filter((problem, at, all) => all.findIndex((other) => sameText(other, problem)) === at);
  return { alts: problems.length > 0 ? [] : parsed.map(storedAltText), problems };
}
