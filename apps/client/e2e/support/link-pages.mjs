// A web server of the browser tests' own on 127.0.0.1, serving pages with Open Graph metadata and
// their image, for link previews: the app is started with LINK_PREVIEW_ALLOW naming it, as no
// other loopback address may be fetched.
import { createServer } from 'node:http';
import sharp from 'sharp';

/** `/og/<name>`: a page titled after <name>; `/images/<name>.png`: its image. */
export async function startLinkPages() {
  const png = await sharp({ create: { width: 240, height: 126, channels: 3, background: '#2e4057' } }).png().toBuffer();
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://pages.test');
    const [, route, name = ''] = url.pathname.split('/');
    if (route === 'images') return void response.writeHead(200, { 'content-type': 'image/png' }).end(png);
    if (route !== 'og') return void response.writeHead(404).end();
    const title = decodeURIComponent(name).replace(/[<>&"]/g, '');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html><html><head>
      <title>${title}</title>
      <meta property="og:title" content="Jazz on the river: ${title}">
      <meta property="og:description" content="Three nights of music on the boats, with a long description that goes on to show how the card clamps what it says to a few lines.">
      <meta property="og:site_name" content="River News">
      <meta property="og:image" content="/images/${encodeURIComponent(title)}.png">
    </head><body><p>${title}</p></body></html>`);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { host: `127.0.0.1:${port}`, baseUrl: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(resolve)) };
}
