import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { SERVER_MESSAGES } from '@gatherly/schema';
import { sayTo } from '../i18n/request-language';

const SERVER_PATHS = /^\/(api|graphql|chat|media)(\/|$|\?)/;

/** Files of the installable app (client build/pwa.ts) that browsers must revalidate at every visit. */
const CHECKED_EACH_VISIT = ['/sw.js', '/manifest.webmanifest'];

/**
 * The Content-Security-Policy sources of the built client's inline scripts (the theme boot script
 * that runs before the first paint), as `'sha256-…'`: they run, and no other inline script does.
 */
export function inlineScriptSources(distDir: string): string[] {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) return [];
  const html = readFileSync(indexFile, 'utf8');
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`,
  );
}

/**
 * Serves the built client: hashed assets with long cache headers, the service worker and the web
 * manifest (`/sw.js`, `/manifest.webmanifest`) revalidated at each visit, index.html for every other page
 * path so that the client's router can take over, and the GraphQL explorer at GET /graphql.
 */
export async function serveClient(fastify: FastifyInstance, distDir: string): Promise<boolean> {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) return false;
  const indexHtml = readFileSync(indexFile);
  await fastify.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // The build's brotli and gzip copies (`.br`, `.gz`), chosen by Accept-Encoding, with `Vary`.
    preCompressed: true,
    setHeaders: (res, path) => {
      const hashed = path.includes(`${join(distDir, 'assets')}`);
      // The service worker and the manifest are asked again at every visit, so a new version is found at once.
      // (`path` is the file sent: the brotli or gzip copy when one was chosen.)
      const checked = CHECKED_EACH_VISIT.includes(path.slice(distDir.length).replace(/\\/g, '/').replace(/\.(br|gz)$/, ''));
      res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : checked ? 'no-cache' : 'public, max-age=3600');
    },
  });
  // A browser opening /graphql gets the GraphQL explorer; API clients (JSON) go on to Apollo.
  const explorerFile = join(distDir, 'explorer.html');
  if (existsSync(explorerFile)) {
    const explorerHtml = readFileSync(explorerFile);
    fastify.addHook('onRequest', (request, reply, done) => {
      const page = request.method === 'GET' && request.url.split('?')[0].replace(/\/$/, '') === '/graphql' && (request.headers.accept ?? '').includes('text/html');
      if (!page) return done();
      void reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(explorerHtml);
    });
  }
  fastify.get('/*', (request, reply) => {
    if (SERVER_PATHS.test(request.url)) {
      return reply.status(404).send({ success: false, message: sayTo(request, SERVER_MESSAGES.notFound) });
    }
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(indexHtml);
  });
  return true;
}
