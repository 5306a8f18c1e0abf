import { SERVER_MESSAGES } from '@gatherly/schema';
import type { FastifyInstance } from 'fastify';
import { sayTo } from '../i18n/request-language';
import { MEDIA_URL_PREFIX, MediaStorage } from './storage/media-storage';

const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp' };

/**
 * Serves stored images at /media/<name>, from the disk or streamed from the S3 store. A name is
 * never reused for other bytes, so browsers and CDNs may keep a file for a year without asking
 * again. Only names the app writes are looked up: anything else, `..` included, is a 404.
 */
export function serveMediaFiles(fastify: FastifyInstance, storage: MediaStorage): void {
  fastify.get<{ Params: { name: string } }>(`${MEDIA_URL_PREFIX}:name`, async (request, reply) => {
    const { name } = request.params;
    const contentType = CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)];
    const file = contentType ? await storage.read(name) : null;
    if (!file) {
      return reply.status(404).header('Cache-Control', 'no-store').send({ success: false, message: sayTo(request, SERVER_MESSAGES.notFound) });
    }
    return reply
      .header('Content-Type', contentType)
      .header('Content-Length', file.size)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      .send(file.body);
  });
}
