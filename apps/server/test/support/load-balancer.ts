import { createServer, IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { createProxyServer } from 'http-proxy-3';

/**
 * A load balancer in front of app instances, doing what the compose file's nginx does: requests
 * and WebSockets spread round-robin over the instances that say they are ready (`/api/ready`,
 * asked every 100 ms), and a request that could not even connect to one (it stopped listening)
 * sent to the next. A request an instance accepted is never sent again.
 */
export interface LoadBalancer {
  url: string;
  /** Answers by each instance, in the order of `backends`. */
  counts: number[];
  close(): Promise<void>;
}

const READINESS_EVERY_MS = 100;

export async function startLoadBalancer(backends: string[]): Promise<LoadBalancer> {
  // A connection of its own for every request, as nginx opens to its upstreams by default.
  const proxy = createProxyServer({ agent: false, xfwd: true });
  const ready = backends.map(() => true);
  const counts = backends.map(() => 0);
  let turn = 0;
  const order = (): number[] => {
    turn += 1;
    const all = backends.map((_, index) => (turn + index) % backends.length);
    return [...all.filter((index) => ready[index]), ...all.filter((index) => !ready[index])];
  };

  const poll = setInterval(() => {
    backends.forEach((backend, index) => {
      fetch(`${backend}/api/ready`, { signal: AbortSignal.timeout(READINESS_EVERY_MS * 5) }).then(
        (reply) => (ready[index] = reply.ok),
        () => (ready[index] = false),
      );
    });
  }, READINESS_EVERY_MS);

  const server: Server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const candidates = order();
      let answering = -1;
      response.once('finish', () => answering >= 0 && (counts[answering] += 1));
      const attempt = () => {
        const index = candidates.shift();
        if (index === undefined) {
          response.writeHead(502).end();
          return;
        }
        answering = index;
        proxy.web(request, response, { target: backends[index], buffer: Readable.from([body]) }, (error: NodeJS.ErrnoException) => {
          if (error.code === 'ECONNREFUSED' && !response.headersSent) {
            ready[index] = false;
            attempt();
          } else if (!response.headersSent) {
            response.writeHead(502).end();
          } else {
            response.destroy();
          }
        });
      };
      attempt();
    });
  });
  server.on('upgrade', (request, socket, head) => {
    const [index] = order();
    proxy.ws(request, socket, head, { target: backends[index] }, () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    counts,
    close: async () => {
      clearInterval(poll);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      proxy.close();
    },
  };
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}
