import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type net from 'node:net';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { DEFAULT_HTTP_TIMEOUTS, type HttpTimeouts, loadConfig } from '../config.js';
import { clipMp4, upload } from '../modules/gallery/gallery.test-helpers.js';
import { createCreator, describeApp } from '../test/harness.js';
import { multipart } from '../test/media.js';
import { connect, headerEnd, listen, pollHealth, trickle, wait } from './raw-http.test-support.js';

/**
 * Limits of a second or two, so the suite runs in seconds. The clients that must survive stay well inside them, so
 * only an event-loop stall of more than a second and a half could cut them off wrongly.
 */
const SHORT: HttpTimeouts = {
  headersTimeoutMs: 1_000,
  requestTimeoutMs: 8_000,
  idleTimeoutMs: 2_000,
  keepAliveTimeoutMs: 1_000,
  bodyProgress: { windowMs: 2_000, minBytes: 1_024 },
};
/** Well past every limit above (and Node's checks on a 250 ms beat), on a loaded two-core machine. */
const CLOSED_WITHIN_MS = 10_000;

/** An upload sent 2 KB at a time, 300 ms apart (~7 KB/s, over two windows and more): its status line once answered. */
async function steadyUpload(port: number, cookie: string): Promise<string> {
  // 27 KB of noise, which PNG cannot shrink.
  const noise = await sharp(randomBytes(96 * 96 * 3), { raw: { width: 96, height: 96, channels: 3 } }).png().toBuffer();
  const body = multipart([{ name: 'file', data: noise, filename: 'p.png', contentType: 'image/png' }]);
  const conn = connect(port);
  conn.socket.write(
    `POST /api/upload HTTP/1.1\r\nHost: localhost\r\nCookie: ${cookie}\r\nContent-Type: ${body.headers['content-type']}\r\nContent-Length: ${body.payload.length}\r\nConnection: close\r\n\r\n`,
  );
  for (let i = 0; i < body.payload.length; i += 2_048) {
    conn.socket.write(body.payload.subarray(i, i + 2_048));
    await wait(300);
  }
  await conn.closed;
  return conn.received().toString('latin1').split('\r\n')[0]!;
}

describeApp(
  'slow and stalled clients',
  (ctx) => {
    let port: number;
    /** The server's end of each connection, by the client's port: it shows a close the paused client cannot see. */
    const serverEnds = new Map<number, net.Socket>();
    beforeAll(async () => {
      ctx().app.server.on('connection', (socket: net.Socket) => serverEnds.set(socket.remotePort!, socket));
      port = await listen(ctx().app);
    });

    it('closes connections that send headers or a body too slowly, or nothing; a slow but steady upload and /api/health go on', async () => {
      const creator = await createCreator(ctx().app);
      const health = pollHealth(port);
      // It takes longer than every limit but the whole request's, yet keeps moving: it must finish, amid all this.
      const upload = steadyUpload(port, creator.cookie);
      const slowHeaders = Array.from({ length: 10 }, () => {
        const c = connect(port);
        c.socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
        trickle(c.socket, 'X-Slow: y\r\n', 300); // never idle, never done
        return c;
      });
      const slowBodies = Array.from({ length: 10 }, () => {
        const c = connect(port);
        c.socket.write('POST /api/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{');
        trickle(c.socket, ' ', 300); // a byte every 300 ms: the idle timeout alone would never end it
        return c;
      });
      const silent = Array.from({ length: 10 }, () => connect(port));
      const idleKeepAlive = Array.from({ length: 10 }, () => {
        const c = connect(port);
        c.socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
        return c;
      });

      const all = [...slowHeaders, ...slowBodies, ...silent, ...idleKeepAlive];
      const deadline = wait(CLOSED_WITHIN_MS).then(() => -1);
      const closedAfter = await Promise.all(all.map((c) => Promise.race([c.closed, deadline])));
      all.forEach((c) => c.socket.destroy());
      const statuses = await health.stop();

      expect(await upload).toBe('HTTP/1.1 200 OK');
      for (const ms of closedAfter) expect(ms).toBeGreaterThanOrEqual(0); // -1: still open at the deadline
      // The keep-alive ones were answered first, then closed for idling.
      for (const c of idleKeepAlive) expect(c.received().toString('latin1')).toMatch(/^HTTP\/1\.1 200 /);
      expect(statuses.length).toBeGreaterThan(3);
      expect(statuses.every((s) => s === 200), statuses.join(',')).toBe(true);
    }, 60_000);

    it('drops a download whose reader stopped reading, and not one that pauses for less than the limit', async () => {
      const { app } = ctx();
      const c = await createCreator(app);
      const slug = c.profile!.gallerySlug;
      // A "video" of 32 MB (a real MP4 followed by zeros): far more than the socket buffers hold (6-9 MB here).
      const big = Buffer.concat([clipMp4(), Buffer.alloc(32 * 1024 * 1024)]);
      const stored = await upload(app, slug, [{ filename: 'reception.mp4', data: big }]);
      expect(stored.statusCode).toBe(201);
      const filePath = (stored.json() as { filePath: string }[])[0]!.filePath;
      const health = pollHealth(port);

      for (const path of [`/api/gallery/${slug}/download`, `/uploads/${filePath}`]) {
        // Stalled: reads the first bytes, then nothing. The server must give up on it.
        const stalled = connect(port);
        const firstBytes = new Promise<void>((resolve) =>
          stalled.socket.once('data', () => {
            stalled.socket.pause();
            resolve();
          }),
        );
        stalled.socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
        await firstBytes;
        const serverEnd = serverEnds.get(stalled.socket.localPort!)!;
        const pausedAt = Date.now();
        const closedAt = await Promise.race([
          new Promise<number>((resolve) => (serverEnd.destroyed ? resolve(0) : serverEnd.once('close', () => resolve(Date.now() - pausedAt)))),
          wait(CLOSED_WITHIN_MS).then(() => -1),
        ]);
        // Reading on shows what the server still had for this reader: a cut-off download, or (before) all of it.
        stalled.socket.resume();
        await Promise.race([stalled.closed, wait(5_000)]);
        stalled.socket.destroy();
        const head = headerEnd(stalled.received())!;
        expect(head.length, path).toBeGreaterThanOrEqual(big.length);
        expect(closedAt, `${path}: the server still held the stalled reader`).toBeGreaterThanOrEqual(0);
        expect(stalled.received().length - head.bodyStart, `${path}: bytes received before the server hung up`).toBeLessThan(head.length!);

        // Stops for a third of the limit after every 8 MB: slow, but reading, so it gets every byte.
        const steady = connect(port);
        steady.socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
        let sincePause = 0;
        steady.socket.on('data', (d: Buffer) => {
          sincePause += d.length;
          if (sincePause < 8 * 1024 * 1024) return;
          sincePause = 0;
          steady.socket.pause();
          setTimeout(() => steady.socket.resume(), SHORT.idleTimeoutMs / 3);
        });
        await steady.closed;
        const got = headerEnd(steady.received())!;
        expect(steady.received().length - got.bodyStart, path).toBe(got.length);
      }
      const statuses = await health.stop();
      expect(statuses.every((s) => s === 200), statuses.join(',')).toBe(true);
    }, 90_000);
  },
  (config) => {
    config.http = { ...SHORT, bodyProgress: { ...SHORT.bodyProgress } };
  },
);

describeApp('routes that read no body', (ctx) => {
  it('answer a body they do not need without waiting for it, and close (the production limits are far longer)', async () => {
    const { app } = ctx();
    const port = await listen(app);
    const c = await createCreator(app);
    // A client that sends its small body whole keeps its connection.
    const res = await fetch(`http://127.0.0.1:${port}/api/gallery/generate-qr`, { method: 'POST', headers: { cookie: c.cookie, 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(200);
    expect(res.headers.get('connection')).not.toBe('close');

    // 500 bytes announced, one sent: answered at once, then closed, with the rest never awaited.
    const cases: [string, number][] = [
      ['POST /api/gallery/generate-qr', 200],
      ['DELETE /api/custom-links/0190a0b0-0000-7000-8000-000000000000', 404],
      [`POST /api/profile/${c.profile!.username}/view`, 204],
      ['POST /api/logout', 200],
    ];
    for (const [call, status] of cases) {
      const conn = connect(port);
      conn.socket.write(`${call} HTTP/1.1\r\nHost: localhost\r\nCookie: ${c.cookie}\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{`);
      const closedAt = await Promise.race([conn.closed, wait(5_000).then(() => -1)]);
      conn.socket.destroy();
      expect(conn.received().toString('latin1').split('\r\n')[0], call).toBe(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}`);
      expect(closedAt, `${call}: still open`).toBeGreaterThanOrEqual(0);
    }
  });

  it('run with non-zero production limits that fit real clients', () => {
    const { app, config } = ctx();
    const t = loadConfig({ DATA_DIR: config.dataDir }).http;
    expect(t).toMatchObject(DEFAULT_HTTP_TIMEOUTS);
    expect(t.headersTimeoutMs).toBeGreaterThanOrEqual(10_000);
    expect(t.headersTimeoutMs).toBeLessThanOrEqual(60_000);
    // Above the idle timeout of common proxies in front (60 s), or they would reuse a connection we closed.
    expect(t.keepAliveTimeoutMs).toBeGreaterThan(60_000);
    expect(t.keepAliveTimeoutMs).toBeLessThanOrEqual(120_000);
    expect(t.idleTimeoutMs).toBeGreaterThanOrEqual(30_000);
    expect(t.idleTimeoutMs).toBeLessThanOrEqual(120_000);
    // The largest upload (500 MB) at 1.2 Mbit/s fits; anything slower is the body rule's, long before.
    expect(t.requestTimeoutMs).toBeGreaterThanOrEqual(((500 * 8) / 1.2) * 1000);
    expect(t.requestTimeoutMs).toBeLessThanOrEqual(2 * 3600_000);
    expect(t.bodyProgress.minBytes / (t.bodyProgress.windowMs / 1000)).toBeLessThanOrEqual(1_024);
    expect(t.bodyProgress.windowMs).toBeGreaterThanOrEqual(10_000);
    // And the server runs with them.
    expect(app.server.headersTimeout).toBe(t.headersTimeoutMs);
    expect(app.server.requestTimeout).toBe(t.requestTimeoutMs);
    expect(app.server.keepAliveTimeout).toBe(t.keepAliveTimeoutMs);
    expect(app.server.timeout).toBe(t.idleTimeoutMs);
  });
});
