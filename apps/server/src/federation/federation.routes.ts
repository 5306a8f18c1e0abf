import { SERVER_MESSAGES } from '@gatherly/schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sayTo } from '../i18n/request-language';
import type { FederationService } from './federation.service';

/** An activity another server sends is small; past this it is refused with 413 before anything reads it. */
const INBOX_BODY_LIMIT = 256 * 1024;

/** The types of Activity Streams documents, which a request names in Accept to get one instead of a page. */
const ACTIVITY_TYPES = /application\/(activity\+json|ld\+json)/;

/** Whether a request asks for an Activity Streams document before (or instead of) a web page. */
function wantsActivity(accept: string | undefined): boolean {
  if (!accept) return false;
  const activity = accept.search(ACTIVITY_TYPES);
  const page = accept.indexOf('text/html');
  return activity >= 0 && (page < 0 || activity < page);
}

/**
 * The fediverse's routes, at the origin's root as other servers expect them: WebFinger, NodeInfo,
 * the actors (/users/<username>) with their inboxes and collections, the shared inbox (/inbox),
 * the items (/items/<id>) and the comments (/comments/<id>). Fedify answers them from a Fetch API request made of the Fastify
 * one, addressed to PUBLIC_URL (whose host signatures are made for), with the body as it came, the
 * bytes a digest covers. A browser asking for an actor or an item is sent to the profile; with
 * FEDERATION off, every route answers 404.
 */
export async function serveFederation(fastify: FastifyInstance, federation: FederationService, publicUrl: string): Promise<void> {
  const notFound = (request: FastifyRequest) => () => Response.json({ success: false, message: sayTo(request, SERVER_MESSAGES.notFound) }, { status: 404 });
  const toProfile = (username: string) => new Response(null, { status: 302, headers: { location: `/profile/${encodeURIComponent(username)}` } });

  const answer = async (reply: FastifyReply, response: Response) => {
    void reply.status(response.status);
    response.headers.forEach((value, name) => void reply.header(name, value));
    return reply.send(Buffer.from(await response.arrayBuffer()));
  };

  const handle = async (request: FastifyRequest<{ Params: { username?: string } }>, reply: FastifyReply) => {
    const url = new URL(request.url, publicUrl);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    headers.set('host', url.host);
    const body = request.method === 'POST' && Buffer.isBuffer(request.body) ? new Uint8Array(request.body) : undefined;
    const fetchRequest = new Request(url, { method: request.method, headers, body });
    const { username } = request.params;
    const response = await federation.fetch(fetchRequest, {
      notFound: notFound(request),
      // Only the actors' routes are negotiated: a browser there goes to the profile.
      notAcceptable: () => (username ? toProfile(username) : notFound(request)()),
    });
    return answer(reply, response);
  };

  await fastify.register(async (scope) => {
    // Inboxes read the body as it came, whatever its type says, for its digest to be checked.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: INBOX_BODY_LIMIT }, (_request, body, done) => done(null, body));
    for (const url of ['/.well-known/webfinger', '/.well-known/nodeinfo', '/nodeinfo/2.1', '/users/:username', '/users/:username/outbox', '/users/:username/followers', '/users/:username/following']) {
      scope.get(url, handle);
    }
    scope.post('/users/:username/inbox', handle);
    scope.post('/inbox', handle);
    // Items and comments, as objects for other servers, or the author's profile for a browser.
    for (const [url, documentOf, authorOf] of [
      ['/items/:id', (id: string) => federation.itemDocument(id), (id: string) => federation.authorOf(id)],
      ['/comments/:id', (id: string) => federation.commentDocument(id), (id: string) => federation.commentAuthorOf(id)],
    ] as const) {
      scope.get<{ Params: { id: string } }>(url, async (request, reply) => {
        if (!wantsActivity(request.headers.accept)) {
          const author = federation.enabled ? await authorOf(request.params.id) : null;
          return answer(reply, author ? toProfile(author) : notFound(request)());
        }
        const document = await documentOf(request.params.id);
        if (!document) return answer(reply, notFound(request)());
        return reply.type('application/activity+json').header('Vary', 'Accept').send(JSON.stringify(document));
      });
    }
  });
}
