import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';

/** Paths whose WebSocket upgrades a socket server answers: graphql-ws and the chat socket. */
const SOCKET_PATHS = [/^\/graphql(?:[/?]|$)/, /^\/chat\/?(?:\?|$)/];

/**
 * Answers a WebSocket upgrade to any other path with 404 and closes the connection. Unanswered, it
 * stayed open after the client had gone and kept the server from stopping.
 */
export function refuseUnknownUpgrades(server: Server): void {
  server.on('upgrade', (request: IncomingMessage, socket: Duplex) => {
    if (SOCKET_PATHS.some((path) => path.test(request.url ?? ''))) return;
    socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  });
}
