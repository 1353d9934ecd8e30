// Test-only: HTTP spoken over raw sockets, for clients too slow, too stalled or too odd for an HTTP library.
import type { FastifyInstance } from 'fastify';
import http from 'node:http';
import net from 'node:net';

export const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function listen(app: FastifyInstance): Promise<number> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as net.AddressInfo).port;
}

/** A raw connection, and when the server closed it (ms after it opened), with everything it sent. */
export function connect(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  const opened = Date.now();
  const chunks: Buffer[] = [];
  socket.on('data', (d: Buffer) => chunks.push(d));
  socket.on('error', () => {}); // a reset is one of the ways a server closes
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now() - opened)));
  return { socket, closed, received: () => Buffer.concat(chunks) };
}

/** Sends `chunk` every `everyMs` until the connection closes. */
export function trickle(socket: net.Socket, chunk: string, everyMs: number) {
  const timer = setInterval(() => (socket.destroyed ? clearInterval(timer) : socket.write(chunk)), everyMs);
  socket.once('close', () => clearInterval(timer));
}

/** /api/health asked on a new connection every 200 ms until stopped: the statuses it answered (0: no answer). */
export function pollHealth(port: number) {
  const statuses: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      statuses.push(
        await new Promise<number>((resolve) => {
          const req = http.get({ host: '127.0.0.1', port, path: '/api/health', agent: false, timeout: 5_000 }, (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          });
          req.on('timeout', () => req.destroy());
          req.on('error', () => resolve(0));
        }),
      );
      await wait(200);
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return statuses;
    },
  };
}

/** Where a raw response's body starts, and the Content-Length its head announced. */
export function headerEnd(bytes: Buffer) {
  const end = bytes.indexOf('\r\n\r\n');
  if (end < 0) return undefined;
  const length = /content-length: (\d+)/i.exec(bytes.subarray(0, end).toString('latin1'));
  return { bodyStart: end + 4, length: length ? Number(length[1]) : undefined };
}
