import type { WebSocket } from 'ws';

/** Dead connections are found by pinging: one unanswered ping and the socket is closed. */
const PING_EVERY_MS = 30_000;

/** Keeps a socket alive with pings, and closes it when a ping goes unanswered. */
export function keepAlive(socket: WebSocket): void {
  let alive = true;
  socket.on('pong', () => (alive = true));
  const timer = setInterval(() => {
    if (!alive) return socket.terminate();
    alive = false;
    socket.ping();
  }, PING_EVERY_MS);
  socket.once('close', () => clearInterval(timer));
}
