// Another server of the fediverse, as the browser tests meet it on 127.0.0.1: one actor, `carol`,
// whose inbox takes what it is sent. The app is started with FEDERATION_ALLOW_PRIVATE_ADDRESSES,
// as no loopback address may be fetched otherwise.
import { createServer } from 'node:http';

export async function startRemoteServer() {
  const received = [];
  const server = createServer((request, response) => {
    const actor = `http://${request.headers.host}/actor`;
    if (request.method === 'POST' && request.url === '/actor/inbox') {
      const chunks = [];
      request.on('data', (chunk) => chunks.push(chunk));
      request.on('end', () => {
        received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
        response.writeHead(202).end();
      });
      return;
    }
    if (request.url !== '/actor') return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/activity+json' }).end(
      JSON.stringify({ '@context': 'https://www.w3.org/ns/activitystreams', id: actor, type: 'Person', preferredUsername: 'carol', name: 'Carol of Elsewhere', inbox: `${actor}/inbox` }),
    );
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { actorUrl: `http://127.0.0.1:${port}/actor`, handle: `carol@127.0.0.1:${port}`, received, stop: () => new Promise((resolve) => server.close(resolve)) };
}
