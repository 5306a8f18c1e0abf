import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { SERVER_MESSAGES } from '@gatherly/schema';
import type { FastifyInstance } from 'fastify';
import { LOCAL_MEDIA_URL_PREFIX, LocalMediaStorage } from './storage/local-media-storage';

const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp' };

/**
 * Serves the images of the local storage driver at /media/<name>. A name is never reused for other
 * bytes, so browsers may keep a file for a year without asking again. Only names the driver writes
 * are looked up: anything else, `..` included, is a 404.
 */
export function serveMediaFiles(fastify: FastifyInstance, storage: LocalMediaStorage): void {
  fastify.get<{ Params: { name: string } }>(`${LOCAL_MEDIA_URL_PREFIX}:name`, async (request, reply) => {
    const { name } = request.params;
    const path = storage.pathOf(name);
    const contentType = CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)];
    const size = path && contentType ? await fileSize(path) : null;
    if (!path || !contentType || size === null) {
      return reply.status(404).header('Cache-Control', 'no-store').send({ success: false, message: SERVER_MESSAGES.notFound });
    }
    return reply
      .header('Content-Type', contentType)
      .header('Content-Length', size)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      .send(createReadStream(path));
  });
}

async function fileSize(path: string): Promise<number | null> {
  try {
    const info = await stat(path);
    return info.isFile() ? info.size : null;
  } catch {
    return null;
  }
}
