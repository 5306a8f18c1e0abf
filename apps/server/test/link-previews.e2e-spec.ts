import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { createRootLogger } from '../src/logging/root-logger';
import { PAGE_LIMITS, PREVIEW_ATTEMPTS } from '../src/link-previews/link-previews.service';
import { JobQueue } from '../src/queue/job-queue';
import { makeEvent, makePost, makeQuickUsers, makeRemark, type QuickUser } from './support/factories';
import { imageOf } from './support/images';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Link previews, fetched by the app's job from web servers of the test's own on 127.0.0.1: `site`
 * is allowed by LINK_PREVIEW_ALLOW, `inside` is not (it stands for any private address), so every
 * refusal is proved by `inside` never being asked anything.
 */

interface Site {
  server: Server;
  port: number;
  /** Requests by path (with query), counted as they arrive. */
  hits: Map<string, number>;
}

let t: TestApp;
let off: TestApp;
let site: Site;
let inside: Site;
let author: QuickUser;
let png: Buffer;
/** What the app with previews logged, one JSON line each. */
let logged = '';

const ogPage = (name: string, image = `/images/${name}.png`) => `<!doctype html><html><head>
  <title>${name} (plain title)</title>
  <meta property="og:title" content="Jazz on the river: ${name}">
  <meta property="og:description" content="Three nights of music &amp; boats.">
  <meta property="og:site_name" content="River News">
  <meta property="og:image" content="${image}">
</head><body><p>The article.</p></body></html>`;

/** A page without a card (only its plain title) that advertises its oEmbed at `oembed`. */
const oembedPage = (name: string, oembed: string, head = '') => `<!doctype html><html><head>
  <title>${name} (plain title)</title>${head}
  <link rel="alternate" type="application/json+oembed" href="${oembed}" title="${name}">
</head><body><p>The video.</p></body></html>`;

function serve(handle: (request: IncomingMessage, response: ServerResponse, url: URL) => void): Promise<Site> {
  const hits = new Map<string, number>();
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://site.test');
    hits.set(url.pathname, (hits.get(url.pathname) ?? 0) + 1);
    handle(request, response, url);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port, hits })));
}

/** The site the test allows: pages, images, redirects, and the pages that must give no preview. */
function siteRoutes(request: IncomingMessage, response: ServerResponse, url: URL): void {
  const [, route, ...rest] = url.pathname.split('/');
  const html = (body: string) => void response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
  switch (route) {
    case 'og':
      return html(ogPage(rest.join('/')));
    case 'images':
      return void response.writeHead(200, { 'content-type': 'image/png' }).end(png);
    case 'redirect': {
      // /redirect/<n>/<name>: n redirects in all, the last to the page.
      const left = Number(rest[0]);
      const next = left > 1 ? `/redirect/${left - 1}/${rest[1]}` : `/og/${rest[1]}`;
      return void response.writeHead(302, { location: next }).end();
    }
    case 'to-inside':
      return void response.writeHead(302, { location: `http://127.0.0.1:${inside.port}/og/${rest[0]}` }).end();
    case 'big': {
      // More than 1 MB of a page whose head alone would make a preview, sent without a length.
      response.writeHead(200, { 'content-type': 'text/html' });
      response.write(ogPage(rest[0]).replace('</head>', `</head><!-- ${'x'.repeat(64 * 1024)}`));
      for (let chunk = 0; chunk < 20; chunk += 1) response.write('y'.repeat(64 * 1024));
      return void response.end(' --></html>');
    }
    case 'slow': {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.write(ogPage(rest[0]).slice(0, 200));
      const timer = setTimeout(() => response.end(ogPage(rest[0]).slice(200)), 3_000);
      return void response.on('close', () => clearTimeout(timer));
    }
    case 'text':
      return void response.writeHead(200, { 'content-type': 'text/plain' }).end(ogPage(rest[0]));
    case 'busy-once':
      // Busy at the first request, the page at the next.
      return site.hits.get(url.pathname) === 1 ? void response.writeHead(503).end() : html(ogPage(rest[0]));
    case 'busy-image-once':
      // The page, whose image is busy at the first request only.
      return html(ogPage(rest[0], `/busy-once-image/${rest[0]}`));
    case 'busy-once-image':
      return site.hits.get(url.pathname) === 1 ? void response.writeHead(429).end() : void response.writeHead(200, { 'content-type': 'image/png' }).end(png);
    case 'down':
      return void response.writeHead(503).end();
    case 'gone':
      return void response.writeHead(404).end();
    case 'oembed-page':
      return html(oembedPage(rest[0], `/oembed?url=${encodeURIComponent(at(`/oembed-page/${rest[0]}`))}&amp;format=json&amp;name=${rest[0]}`));
    case 'oembed-and-og':
      // A card with its title but no image, and an oEmbed with both.
      return html(oembedPage(rest[0], `/oembed?name=${rest[0]}`, `<meta property="og:title" content="Card title: ${rest[0]}">`));
    case 'og-and-oembed':
      return html(ogPage(rest[0]).replace('</head>', `<link rel="alternate" type="application/json+oembed" href="/oembed?name=${rest[0]}"></head>`));
    case 'oembed-inside':
      return html(oembedPage(rest[0], `http://127.0.0.1:${inside.port}/oembed?name=${rest[0]}`));
    case 'oembed': {
      const name = url.searchParams.get('name') ?? '';
      site.hits.set(`/oembed/${name}`, (site.hits.get(`/oembed/${name}`) ?? 0) + 1);
      const answer = { version: '1.0', type: 'video', title: `Boats at night: ${name}`, author_name: 'Ana', provider_name: 'River Video', thumbnail_url: at(`/images/${name}-thumb.png`), html: '<iframe></iframe>' };
      return void response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    }
    default:
      return void response.writeHead(404).end();
  }
}

beforeAll(async () => {
  png = await imageOf('png', 120, 63);
  site = await serve(siteRoutes);
  inside = await serve((_request, response, url) => response.writeHead(200, { 'content-type': 'text/html' }).end(ogPage(url.pathname)));
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged += chunk.toString('utf8');
      done();
    },
  });
  t = await startTestApp({ LINK_PREVIEWS: 'true', LINK_PREVIEW_ALLOW: `127.0.0.1:${site.port}` }, createRootLogger({ env: 'production', logLevel: 'log' }, sink));
  off = await startTestApp({ LINK_PREVIEWS: 'false', LINK_PREVIEW_ALLOW: `127.0.0.1:${site.port}` });
  [author] = await makeQuickUsers(t, 1);
});

afterAll(async () => {
  await off?.close();
  await t?.close();
  site?.server.close();
  inside?.server.close();
});

let names = 0;
/** A page name no other test uses: each test's URLs are cached apart. */
const fresh = (prefix: string) => `${prefix}-${process.pid}-${(names += 1)}-${Date.now()}`;
const at = (path: string) => `http://127.0.0.1:${site.port}${path}`;
/** Why the app gave `name`'s page no preview or no image, as it logged it: none when all went well. */
const refusalsOf = (name: string): string[] =>
  logged
    .split('\n')
    .filter((line) => line.includes(name))
    .map((line) => (JSON.parse(line) as { msg?: string }).msg ?? '')
    .filter((message) => /^no (preview|image)/.test(message));
/** Tries of `name`'s preview: one, and one more for each the app put off for a failure of the moment (a stall of this busy machine may be one). */
const triesOf = (name: string): number => 1 + logged.split('\n').filter((line) => line.includes(name) && line.includes(' tried again in ')).length;
/** The app asked for `path`, at most once in each try of `name`'s preview. */
function expectAskedPerTry(path: string, name: string): void {
  expect(site.hits.get(path)).toBeGreaterThanOrEqual(1);
  expect(site.hits.get(path)).toBeLessThanOrEqual(triesOf(name));
}

async function remarkWith(text: string, app: TestApp = t): Promise<string> {
  return (await makeRemark(app, author, text)).remark_id;
}

/**
 * Waits until no preview of a link to this file's servers is still being fetched. The job queue is
 * shared with the apps of the other test files, whose jobs, busy as they may be, this need not wait for.
 */
async function previewsFetched(timeoutMs = 100_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const ours = [site.port, inside.port].map((port) => `%:${port}/%`);
  while ((await t.db.query(`SELECT 1 FROM link_previews WHERE status = 'pending' AND url LIKE ANY($1) LIMIT 1`, [ours])).length > 0) {
    if (Date.now() > deadline) throw new Error(`previews still being fetched after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The remark's link_preview over REST, once its link's preview is fetched. */
async function restPreview(remarkId: string): Promise<any> {
  await previewsFetched();
  const reply = await t.client().get(`/api/remarks/by-id/${remarkId}`, { token: author.access });
  expect(reply.status).toBe(200);
  return reply.body.data.remark.link_preview;
}

const PREVIEW_QUERY = `query($id: ID!) { contentItem(id: $id) { id link_preview { url title description image site_name } } }`;

describe('a page with Open Graph metadata', () => {
  it('gives the remark a preview, its image re-encoded and served by the app (REST and GraphQL)', async () => {
    const name = fresh('og');
    const id = await remarkWith(`Look at this: ${at(`/og/${name}`)} — see you there`);
    const preview = await restPreview(id);
    expect({ preview, refused: refusalsOf(name) }).toEqual({
      preview: {
        url: at(`/og/${name}`),
        title: `Jazz on the river: ${name}`,
        description: 'Three nights of music & boats.',
        site_name: 'River News',
        image: expect.stringMatching(/^\/media\/[0-9a-f-]+\.webp$/),
      },
      refused: [],
    });
    expectAskedPerTry(`/images/${name}.png`, name);
    const image = await fetch(`${t.baseUrl}${preview.image}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');

    const graphql = await t.client().gql(PREVIEW_QUERY, { id }, { token: author.access });
    expect(graphql.body.errors).toBeUndefined();
    expect(graphql.body.data.contentItem.link_preview).toEqual(preview);
  });

  it('previews the first link of a post caption and of an event description', async () => {
    const [postPage, eventPage] = [fresh('post'), fresh('event')];
    const post = await makePost(t, author, { caption: `Photos from ${at(`/og/${postPage}`)} and ${at('/og/second')}` });
    const event = await makeEvent(t, author, { event_description: `Details: ${at(`/og/${eventPage}`)}` });
    await previewsFetched();
    const [postReply, eventReply] = await Promise.all([
      t.client().get(`/api/posts/by-id/${post.post_id}`, { token: author.access }),
      t.client().get(`/api/events/by-id/${event.event_id}`, { token: author.access }),
    ]);
    expect(postReply.body.data.post.link_preview).toMatchObject({ url: at(`/og/${postPage}`), title: `Jazz on the river: ${postPage}` });
    expect(eventReply.body.data.event.link_preview).toMatchObject({ url: at(`/og/${eventPage}`), title: `Jazz on the river: ${eventPage}` });
    expect(site.hits.get('/og/second')).toBeUndefined();
  });

  it('previews the first link of a comment: in the item\'s comments, their pages and search, on REST and GraphQL', async () => {
    const [name, cached] = [fresh('comment'), fresh('comment-cached')];
    const remark = await remarkWith('A remark to talk about');
    await restPreview(await remarkWith(at(`/og/${cached}`)));
    const word = `zq${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
    const commented = await t.client().post('/api/remarks/comment', { remark_id: remark, comment_content: `Found ${word}: ${at(`/og/${name}`)} and ${at('/og/second')}` }, { token: author.access });
    expect(commented.status).toBe(201);
    // Not fetched yet when it is answered.
    expect(commented.body.data.comment.link_preview).toBeNull();
    const expected = { url: at(`/og/${name}`), title: `Jazz on the river: ${name}`, description: 'Three nights of music & boats.', site_name: 'River News', image: expect.stringMatching(/^\/media\/[0-9a-f-]+\.webp$/) };
    await previewsFetched();
    const item = await t.client().get(`/api/remarks/by-id/${remark}`, { token: author.access });
    expect(item.body.data.remark.comments.map((comment: any) => comment.link_preview)).toEqual([expected]);
    const page = await t.client().get(`/api/remarks/comments/${remark}`, { token: author.access });
    expect(page.body.data.comments[0].link_preview).toEqual(item.body.data.remark.comments[0].link_preview);
    const graphql = await t.client().gql(`query($id: ID!) { contentItem(id: $id) { comments { items { link_preview { url title description image site_name } } } } }`, { id: remark }, { token: author.access });
    expect(graphql.body.errors).toBeUndefined();
    expect(graphql.body.data.contentItem.comments.items).toEqual([{ link_preview: item.body.data.remark.comments[0].link_preview }]);
    const found = await t.client().get(`/api/search?q=${word}`, { token: author.access });
    expect(found.body.data.results).toEqual([expect.objectContaining({ type: 'comment', data: expect.objectContaining({ link_preview: item.body.data.remark.comments[0].link_preview }) })]);
    expect(site.hits.get('/og/second')).toBeUndefined();

    // A link previewed already shows in the answer to the comment that names it, over GraphQL too.
    const again = await t.client().gql(
      `mutation($input: CommentInput!) { commentOnRemark(input: $input) { comment_content link_preview { url title site_name } } }`,
      { input: { item_id: remark, comment_content: `Also ${at(`/og/${cached}#top`)}` } },
      { token: author.access },
    );
    expect(again.body.errors).toBeUndefined();
    expect(again.body.data.commentOnRemark.link_preview).toEqual({ url: at(`/og/${cached}`), title: `Jazz on the river: ${cached}`, site_name: 'River News' });
  });

  it('follows an edit: another link gets its own preview, no link none', async () => {
    const [first, second] = [fresh('edit-a'), fresh('edit-b')];
    const id = await remarkWith(`Read ${at(`/og/${first}`)}`);
    expect((await restPreview(id))?.title).toBe(`Jazz on the river: ${first}`);
    const edit = (text: string) => t.client().request('PATCH', `/api/remarks/by-id/${id}`, { json: { remark_content: text }, token: author.access });
    expect((await edit(`Rather ${at(`/og/${second}`)}`)).status).toBe(200);
    expect((await restPreview(id))?.title).toBe(`Jazz on the river: ${second}`);
    expect((await edit('No link after all')).status).toBe(200);
    expect(await restPreview(id)).toBeNull();
  });

  it('is fetched once per URL: a second text with the same link (another #fragment) reads the cache', async () => {
    const name = fresh('cached');
    const one = await remarkWith(`First ${at(`/og/${name}`)}`);
    await previewsFetched();
    const two = await remarkWith(`Second ${at(`/og/${name}#comments`)}`);
    expect((await restPreview(one))?.url).toBe(at(`/og/${name}`));
    expect((await restPreview(two))?.url).toBe(at(`/og/${name}`));
    expect(site.hits.get(`/og/${name}`)).toBe(triesOf(name));
    expectAskedPerTry(`/images/${name}.png`, name);
  });

  it('follows up to 5 redirects, each checked', async () => {
    const name = fresh('five');
    const id = await remarkWith(at(`/redirect/5/${name}`));
    expect(await restPreview(id)).toMatchObject({ url: at(`/redirect/5/${name}`), title: `Jazz on the river: ${name}` });
  });
});

describe('a page with oEmbed', () => {
  it('gives a page without Open Graph the oEmbed\'s title, provider and thumbnail, re-encoded', async () => {
    const name = fresh('oembed');
    const id = await remarkWith(`Watch ${at(`/oembed-page/${name}`)}`);
    const preview = await restPreview(id);
    expect(preview).toEqual({
      url: at(`/oembed-page/${name}`),
      title: `Boats at night: ${name}`,
      description: null,
      site_name: 'River Video',
      image: expect.stringMatching(/^\/media\/[0-9a-f-]+\.webp$/),
    });
    expectAskedPerTry(`/oembed/${name}`, name);
    expectAskedPerTry(`/images/${name}-thumb.png`, name);
    const image = await fetch(`${t.baseUrl}${preview.image}`);
    expect(image.headers.get('content-type')).toBe('image/webp');
  });

  it('lets Open Graph win where both say something, and is not asked when the card is whole', async () => {
    const [partial, whole] = [fresh('oembed-og'), fresh('og-whole')];
    const id = await remarkWith(at(`/oembed-and-og/${partial}`));
    expect(await restPreview(id)).toMatchObject({ title: `Card title: ${partial}`, site_name: 'River Video', image: expect.stringMatching(/^\/media\//) });
    expectAskedPerTry(`/images/${partial}-thumb.png`, partial);
    // This card has a title and an image: its oEmbed is never asked.
    expect(await restPreview(await remarkWith(at(`/og-and-oembed/${whole}`)))).toMatchObject({ title: `Jazz on the river: ${whole}`, site_name: 'River News' });
    expect(site.hits.get(`/og-and-oembed/${whole}`)).toBe(triesOf(whole));
    expect(site.hits.get(`/oembed/${whole}`)).toBeUndefined();
  });
});

describe('what is never fetched, or gives no preview', () => {
  it('refuses an oEmbed at a private address: the page keeps its plain title, without the oEmbed', async () => {
    const name = fresh('oembed-inside');
    const id = await remarkWith(at(`/oembed-inside/${name}`));
    expect(await restPreview(id)).toEqual({ url: at(`/oembed-inside/${name}`), title: `${name} (plain title)`, description: null, site_name: '127.0.0.1', image: null });
    expect(site.hits.get(`/oembed-inside/${name}`)).toBe(triesOf(name));
    expect(inside.hits.get('/oembed')).toBeUndefined();
  });

  it('refuses a loopback address that is not allowed, written as an address or as a name', async () => {
    const name = fresh('inside');
    const byAddress = await remarkWith(`http://127.0.0.1:${inside.port}/${name}`);
    // The allowance is for 127.0.0.1 with the site's port: the same server by a name that resolves to loopback is refused.
    const byName = await remarkWith(`http://localhost:${site.port}/og/${name}`);
    expect(await restPreview(byAddress)).toBeNull();
    expect(await restPreview(byName)).toBeNull();
    expect(inside.hits.get(`/${name}`)).toBeUndefined();
    expect(site.hits.get(`/og/${name}`)).toBeUndefined();
    const rows: Array<{ status: string }> = await t.db.query(`SELECT status FROM link_previews WHERE url = ANY($1)`, [[`http://127.0.0.1:${inside.port}/${name}`, `http://localhost:${site.port}/og/${name}`]]);
    expect(rows.map((row) => row.status)).toEqual(['failed', 'failed']);
  });

  it('refuses a redirect to a private address', async () => {
    const name = fresh('to-inside');
    const id = await remarkWith(at(`/to-inside/${name}`));
    expect(await restPreview(id)).toBeNull();
    expect(site.hits.get(`/to-inside/${name}`)).toBe(triesOf(name));
    expect(inside.hits.get(`/og/${name}`)).toBeUndefined();
  });

  it('refuses a sixth redirect', async () => {
    const name = fresh('six');
    const id = await remarkWith(at(`/redirect/6/${name}`));
    expect(await restPreview(id)).toBeNull();
    // Six requests, the sixth answered with a sixth redirect, which is not followed.
    expectAskedPerTry(`/redirect/1/${name}`, name);
    expect(site.hits.get(`/og/${name}`)).toBeUndefined();
  });

  it('gives no preview of a page over 1 MB, one slower than 2 seconds (tried twice), or one that is not HTML', async () => {
    const [big, slow, text] = [fresh('big'), fresh('slow'), fresh('text')];
    const ids = await Promise.all([remarkWith(at(`/big/${big}`)), remarkWith(at(`/slow/${slow}`)), remarkWith(at(`/text/${text}`))]);
    for (const id of ids) expect(await restPreview(id)).toBeNull();
    expect(site.hits.get(`/big/${big}`)).toBe(triesOf(big));
    expect(site.hits.get(`/slow/${slow}`)).toBe(PREVIEW_ATTEMPTS);
    expect(site.hits.get(`/text/${text}`)).toBe(triesOf(text));
    expect(site.hits.get(`/images/${big}.png`)).toBeUndefined();
    expect(refusalsOf(slow)).toEqual([`no preview of ${at(`/slow/${slow}`)}: took longer than ${PAGE_LIMITS.timeoutMs} ms`]);
  });

  it('tries a page or an image that failed for the moment once more, a few seconds later, and a page that is not there never again', async () => {
    const [busy, busyImage, down, gone] = [fresh('busy'), fresh('busy-image'), fresh('down'), fresh('gone')];
    const ids = await Promise.all([
      remarkWith(at(`/busy-once/${busy}`)),
      remarkWith(at(`/busy-image-once/${busyImage}`)),
      remarkWith(at(`/down/${down}`)),
      remarkWith(at(`/gone/${gone}`)),
    ]);
    const [busyPreview, busyImagePreview, downPreview, gonePreview] = await Promise.all(ids.map((id) => restPreview(id)));
    expect(busyPreview).toMatchObject({ url: at(`/busy-once/${busy}`), title: `Jazz on the river: ${busy}`, image: expect.stringMatching(/^\/media\//) });
    expect(busyImagePreview).toMatchObject({ title: `Jazz on the river: ${busyImage}`, image: expect.stringMatching(/^\/media\//) });
    expect([downPreview, gonePreview]).toEqual([null, null]);
    expect([`/busy-once/${busy}`, `/busy-image-once/${busyImage}`, `/busy-once-image/${busyImage}`, `/down/${down}`, `/gone/${gone}`].map((path) => site.hits.get(path))).toEqual([PREVIEW_ATTEMPTS, PREVIEW_ATTEMPTS, PREVIEW_ATTEMPTS, PREVIEW_ATTEMPTS, triesOf(gone)]);
    expect([busy, busyImage, down, gone].map((name) => refusalsOf(name))).toEqual([
      [],
      [],
      [`no preview of ${at(`/down/${down}`)}: answered 503`],
      [`no preview of ${at(`/gone/${gone}`)}: answered 404`],
    ]);
  });

  it('never fetches a link of another scheme', async () => {
    const name = fresh('ftp');
    const id = await remarkWith(`ftp://127.0.0.1:${site.port}/og/${name} and file:///etc/passwd`);
    expect(await restPreview(id)).toBeNull();
    const rows: unknown[] = await t.db.query(`SELECT 1 FROM link_previews WHERE url LIKE $1`, [`%${name}%`]);
    expect(rows).toEqual([]);
    expect(site.hits.get(`/og/${name}`)).toBeUndefined();
  });

  it('queues nothing where LINK_PREVIEWS=false', async () => {
    const name = fresh('off');
    const [writer] = await makeQuickUsers(off, 1);
    await previewsFetched();
    const reply = await off.client().post('/api/remarks', { remark_content: `See ${at(`/og/${name}`)}` }, { token: writer.access });
    expect(reply.status).toBe(201);
    expect(await off.app.get(JobQueue).pending('link-preview')).toBe(0);
    const rows: unknown[] = await t.db.query(`SELECT 1 FROM link_previews WHERE url = $1`, [at(`/og/${name}`)]);
    expect(rows).toEqual([]);
    expect(reply.body.data.remark.link_preview).toBeNull();
    expect(site.hits.get(`/og/${name}`)).toBeUndefined();
  });
});
