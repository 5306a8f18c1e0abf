import { nulProblems } from './content';
import { MEDIA_LIMITS } from './limits';
import { characterCount } from './text';
import { hiddenCharacterProblems, isBlank, storedText } from './text-rules';

const MEGABYTES = MEDIA_LIMITS.maxFileBytes / (1024 * 1024);
const MEGAPIXELS = MEDIA_LIMITS.maxInputPixels / 1_000_000;

/** Texts of image uploads; the server answers with them and the client may check files before sending. */
export const MEDIA_MESSAGES = {
  notAnImage: 'Only image files can be uploaded (JPEG, PNG, WebP, GIF or AVIF).',
  unreadable: 'This image is damaged or incomplete and could not be read.',
  fileTooLarge: `Each image must be at most ${MEGABYTES} MB.`,
  tooManyFiles: tooManyImagesMessage(MEDIA_LIMITS.maxFilesPerItem),
  tooManyPixels: `This image is too large to process: at most ${MEGAPIXELS} megapixels.`,
  tooManyPixelsTogether: `These images are too large together: at most ${MEDIA_LIMITS.maxRequestPixels / 1_000_000} megapixels in one upload.`,
  imageRequired: 'Please attach at least one image.',
  notMultipart: 'Images must be sent as multipart/form-data.',
  fieldTooLong: `Each form field must be at most ${MEDIA_LIMITS.maxFieldBytes / 1024} KB.`,
  tooManyFields: 'The form has too many fields.',
  malformed: 'The upload could not be read. Please try again.',
} as const;

/** The refusal of a file sent under another name than the one field a form takes files in. */
export function wrongFileFieldMessage(field: string): string {
  return `Images are taken only in the field "${field}".`;
}

/** The refusal of one image too many, for a form that takes at most `max` (none at all for 0). */
export function tooManyImagesMessage(max: number): string {
  if (max === 0) return 'Images cannot be attached here.';
  if (max === 1) return 'Only one image can be attached.';
  return `At most ${max} images can be attached.`;
}

/**
 * The longest `media_alts` field: a description of every image at its longest, each character
 * written as itself or as a two-character escape (`\"`, `\\`), with the JSON around them.
 */
export const MEDIA_ALTS_MAX_LENGTH = MEDIA_LIMITS.maxFilesPerItem * (2 * MEDIA_LIMITS.altTextMaxLength + 3) + 2;

/** Texts of image descriptions (`alt_text`); each names the field it refuses. */
export const ALT_TEXT_MESSAGES = {
  tooLong: `Image description (alt_text) must be at most ${MEDIA_LIMITS.altTextMaxLength} characters.`,
  mediaAltsTooLong: `Each image description (media_alts) must be at most ${MEDIA_LIMITS.altTextMaxLength} characters.`,
  mediaAltsInvalid: 'Image descriptions (media_alts) must be a JSON array of strings, one per image in gallery order.',
  mediaAltsFieldTooLong: `Image descriptions (media_alts) must be at most ${MEDIA_ALTS_MAX_LENGTH} characters of JSON.`,
  mediaAltsCount: 'Image descriptions (media_alts) must have one entry per image, in gallery order ("" for none).',
  notText: 'Image description (alt_text) must be a text ("" removes it).',
  notFound: 'This image does not exist.',
  forbidden: 'Only the author of its post or event can describe this image.',
} as const;

/** The field names the text rules give in their refusals. */
const ALT_FIELD = { alt_text: 'Image description (alt_text)', media_alts: 'Image descriptions (media_alts)' } as const;

/** The form a description is stored in: NFC and trimmed; null when nothing visible is left (no description). */
export function storedAltText(text: string): string | null {
  const stored = storedText(text);
  return isBlank(stored) ? null : stored;
}

/** Why a description cannot be stored, as the request's field `field` names it; none when it can. */
export function altTextProblems(text: string, field: keyof typeof ALT_FIELD = 'alt_text'): string[] {
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
export function parseMediaAlts(raw: string | undefined, count: number): { alts: Array<string | null>; problems: string[] } {
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
  const problems = [...new Set(parsed.flatMap((alt) => altTextProblems(alt, 'media_alts')))];
  return { alts: problems.length > 0 ? [] : parsed.map(storedAltText), problems };
}
