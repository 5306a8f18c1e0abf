import { createServer, type Server, type Socket } from 'node:net';

/** A mail as an SMTP server received it, its body decoded from quoted-printable. */
export interface ReceivedMail {
  from: string;
  to: string[];
  /** Headers and body as sent, soft line breaks and =XX escapes undone. */
  text: string;
}

export interface SmtpServer {
  port: number;
  url: string;
  /** Connections accepted so far. */
  connections: number;
  mails: ReceivedMail[];
  /** Resolves with the first mail to `address` once it has come, or fails after `timeoutMs`. */
  mailTo(address: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

const decode = (data: string) =>
  data
    .replace(/^\.\./gm, '.')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Answers one client as a plain SMTP server does (no TLS, no authentication), keeping each mail. */
function converse(socket: Socket, mails: ReceivedMail[]): void {
  let buffer = '';
  let data: string[] | null = null;
  let envelope: { from: string; to: string[] } = { from: '', to: [] };
  socket.write('220 test SMTP\r\n');
  socket.on('data', (chunk) => {
    buffer += chunk.toString('utf8');
    let end: number;
    while ((end = buffer.indexOf('\r\n')) >= 0) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (data) {
        if (line !== '.') data.push(line);
        else {
          mails.push({ ...envelope, text: decode(data.join('\r\n')) });
          data = null;
          envelope = { from: '', to: [] };
          socket.write('250 queued\r\n');
        }
        continue;
      }
      const address = /<([^>]*)>/.exec(line)?.[1] ?? '';
      switch (line.slice(0, 4).toUpperCase()) {
        case 'MAIL':
          envelope.from = address;
          break;
        case 'RCPT':
          envelope.to.push(address);
          break;
        case 'DATA':
          data = [];
          socket.write('354 go on\r\n');
          continue;
        case 'QUIT':
          socket.end('221 bye\r\n');
          return;
      }
      socket.write('250 ok\r\n');
    }
  });
  socket.on('error', () => socket.destroy());
}

/**
 * A small SMTP server on 127.0.0.1 for tests: on `port` (0: any free one). With `silent`, it accepts
 * connections and never says a word, as a mail server that hangs does.
 */
export async function startSmtpServer({ port = 0, silent = false } = {}): Promise<SmtpServer> {
  const mails: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    result.connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    if (silent) socket.on('error', () => socket.destroy());
    else converse(socket, mails);
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
  const bound = (server.address() as { port: number }).port;
  const result: SmtpServer = {
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    connections: 0,
    mails,
    mailTo: async (address, timeoutMs = 30_000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = mails.find((received) => received.to.includes(address));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no mail to ${address} within ${timeoutMs} ms (${mails.length} received)`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  return result;
}
