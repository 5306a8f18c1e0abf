import type { IncomingMessage } from 'node:http';
import type { FastifyMultipartBaseOptions } from '@fastify/multipart';
import { ERROR_CODES, MEDIA_LIMITS, MEDIA_MESSAGES, tooManyImagesMessage, wrongFileFieldMessage } from '@gatherly/schema';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../common/errors/domain-error';
import { argumentTextProblem } from '../common/http/json-body';

/** Slack for text fields beyond the images, in the count of parts of one request. */
const EXTRA_PARTS = 10;

/**
 * Options of @fastify/multipart for the whole app: every file is cut off at the size limit while it
 * streams in, and one file more than allowed still reaches the reader, which refuses it aloud rather
 * than dropping it.
 */
export const MULTIPART_OPTIONS: FastifyMultipartBaseOptions = {
  throwFileSizeLimit: true,
  limits: {
    fileSize: MEDIA_LIMITS.maxFileBytes,
    files: MEDIA_LIMITS.maxFilesPerItem + 1,
    fields: MEDIA_LIMITS.maxFields,
    fieldSize: MEDIA_LIMITS.maxFieldBytes,
    fieldNameSize: 100,
    headerPairs: 100,
    parts: MEDIA_LIMITS.maxFields + MEDIA_LIMITS.maxFilesPerItem + EXTRA_PARTS,
  },
};

/** After a refusal, the rest of the body is read and dropped up to this size so that the client gets the answer. */
const MAX_DISCARDED_BYTES = MEDIA_LIMITS.maxFileBytes * (MEDIA_LIMITS.maxFilesPerItem + 2);

export interface ImageUploadOptions {
  /** The one field files are taken in (spec §7 names it per route); a file under any other name is refused. */
  field: string;
  /** Default: MEDIA_LIMITS.maxFilesPerItem. */
  maxFiles?: number;
  /** Refuse a request without any image. Default: false. */
  requireFiles?: boolean;
}

export interface ImageUpload {
  /** Text fields by name; a name given twice keeps its last value. */
  fields: Record<string, string>;
  /** The bytes of every file sent in the form's file field, in the order they were sent. */
  images: Buffer[];
}

/**
 * Reads a multipart/form-data request: text fields, and the bytes of each file (not yet checked to
 * be images: MediaService.storeImages does that). Every refusal is a 4xx DomainError with a text
 * for the user: not multipart (415), a file over the size limit (413), too many files, a file in
 * another field than `options.field`, fields too long or too many or holding a NUL, a body that is
 * not valid multipart (400).
 */
export async function readImageUpload(request: FastifyRequest, options: ImageUploadOptions): Promise<ImageUpload> {
  const maxFiles = options.maxFiles ?? MEDIA_LIMITS.maxFilesPerItem;
  if (typeof request.isMultipart !== 'function') throw new Error('@fastify/multipart is not registered on this server');
  if (!request.isMultipart()) throw new DomainError(ERROR_CODES.unsupportedMediaType, [MEDIA_MESSAGES.notMultipart]);
  const fields: Record<string, string> = {};
  const images: Buffer[] = [];
  try {
    for await (const part of request.parts({ limits: { files: maxFiles + 1 } })) {
      if (part.type === 'file') {
        // What a browser sends for a file input left empty: no name, no bytes.
        if (part.filename === '' && (await part.toBuffer()).length === 0) continue;
        if (maxFiles > 0 && part.fieldname !== options.field) throw DomainError.invalid([wrongFileFieldMessage(options.field)]);
        if (images.length >= maxFiles) throw DomainError.invalid([tooManyImagesMessage(maxFiles)]);
        images.push(await part.toBuffer());
      } else {
        if (part.fieldnameTruncated || part.valueTruncated) throw DomainError.invalid([MEDIA_MESSAGES.fieldTooLong]);
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
      }
    }
  } catch (error) {
    await discardRest(request.raw);
    throw refusal(error, maxFiles);
  }
  // The door's check of every text a request carries, as for JSON bodies (request-text.interceptor.ts).
  const problem = argumentTextProblem(fields);
  if (problem) throw DomainError.invalid([problem]);
  if (options.requireFiles && images.length === 0) throw DomainError.invalid([MEDIA_MESSAGES.imageRequired]);
  return { fields, images };
}

function refusal(error: unknown, maxFiles: number): DomainError {
  if (error instanceof DomainError) return error;
  switch ((error as { code?: unknown } | null)?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new DomainError(ERROR_CODES.mediaTooLarge, [MEDIA_MESSAGES.fileTooLarge]);
    case 'FST_FILES_LIMIT':
      return DomainError.invalid([tooManyImagesMessage(maxFiles)]);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return DomainError.invalid([MEDIA_MESSAGES.tooManyFields]);
    default:
      // Busboy's parse errors (no boundary, malformed headers, a part cut short) and bad field names.
      return DomainError.invalid([MEDIA_MESSAGES.malformed]);
  }
}

/**
 * Stops parsing and reads the remaining body into the void, so that the refusal reaches a client
 * still sending (a browser reports a reset connection, not the answer, when the server stops
 * reading). A client sending far more than any valid upload is cut off instead.
 */
async function discardRest(raw: IncomingMessage): Promise<void> {
  raw.unpipe();
  if (raw.readableEnded || raw.destroyed) return;
  await new Promise<void>((resolve) => {
    let discarded = 0;
    const onData = (chunk: Buffer) => {
      discarded += chunk.length;
      if (discarded > MAX_DISCARDED_BYTES) raw.destroy();
    };
    const done = () => {
      raw.off('data', onData).off('end', done).off('close', done).off('error', done);
      resolve();
    };
    raw.on('data', onData).on('end', done).on('close', done).on('error', done);
    raw.resume();
  });
}
