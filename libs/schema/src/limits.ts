/** Business constants and limits (spec §9). Every delay and size in Gatherly comes from here. */
export const LIMITS = {
  remarkLength: 400,
  commentLength: 400,
  messageLength: 400,
  postCaptionLength: 420,
  eventNameLength: 100,
  eventDescriptionLength: 1000,
  eventLocationLength: 120,
  imagesPerItem: 10,
  passwordMinLength: 8,
  /** Upper bound that keeps password hashing cheap to refuse; not shown by the spec. */
  passwordMaxLength: 128,
  usernameMinLength: 3,
  usernameMaxLength: 30,
  fullNameMinLength: 2,
  fullNameMaxLength: 100,
  emailMaxLength: 254,
  phoneMinLength: 7,
  phoneMaxLength: 20,
  /** Not shown by the spec; what mature social products allow. */
  bioLength: 150,
  customGenderLength: 30,
  /** Results of one user search, best matches first. */
  userSearchResults: 20,
  /** Longest user search query taken; longer ones are cut. */
  userSearchQueryLength: 100,
  /** Items or people in one page of a per-user list (posts grid rows of 3). */
  pageSize: 12,
  toastPreviewLength: 30,
  conversationPreviewLength: 20,
} as const;

/** Uploaded images: what is accepted, and the sizes the server stores. */
export const MEDIA_LIMITS = {
  /** Per file, enforced while the upload streams in. */
  maxFileBytes: 10 * 1024 * 1024,
  maxFilesPerItem: LIMITS.imagesPerItem,
  /** Width × height of the decoded image; larger ones are refused before decoding (pixel floods). */
  maxInputPixels: 50_000_000,
  /** Width × height of all the images of one request together (four 48-megapixel photos fit). */
  maxRequestPixels: 200_000_000,
  /** Longest side of the display variant; smaller images are not enlarged. */
  displayMaxSide: 1600,
  /** Side of the square thumbnail. */
  thumbnailSide: 400,
  /** Formats the server decodes (recognised by content, not by name); also the `accept` of file inputs. */
  acceptedTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'],
  /**
   * Text fields sent beside the files of one multipart request: room for `media_alts`, a description
   * of every image at its longest, in any script (up to 4 bytes a character).
   */
  maxFieldBytes: 64 * 1024,
  maxFields: 50,
  /** A description of an image (its `alt`), in characters, as Mastodon allows. */
  altTextMaxLength: 1500,
} as const;

/** Delays in milliseconds (spec §9). */
export const DELAYS = {
  redirectAfterSignup: 1500,
  redirectAfterVerification: 3000,
  redirectAfterPasswordReset: 2500,
  toastDuration: 5000,
  typingThrottle: 5000,
  typingIdleStop: 2000,
  userSearchDebounce: 300,
  eventFilterDebounce: 500,
} as const;

export const UI = {
  infiniteScrollTriggerPx: 50,
  commentBoxMaxHeightPx: 120,
  retriesAfterUnauthorized: 1,
  defaultAvatar: '/default.png',
} as const;

/** Lifetimes of credentials, in seconds. */
export const TOKEN_TTL = {
  access: 15 * 60,
  refresh: 30 * 24 * 60 * 60,
  emailVerification: 24 * 60 * 60,
  passwordReset: 30 * 60,
  /** Two tabs refreshing with the same cookie at once both succeed within this window. */
  refreshReuseGrace: 10,
} as const;

/** Time-ago thresholds in seconds (spec §9): now, s, m, h, d, w, mo, y. */
export const TIME_AGO_THRESHOLDS = [10, 60, 3600, 86400, 7 * 86400, 30 * 86400, 365 * 86400] as const;
