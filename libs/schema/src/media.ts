import { MEDIA_LIMITS } from './limits';

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
