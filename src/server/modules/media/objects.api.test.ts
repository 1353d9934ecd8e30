import { request as httpRequest } from 'node:http';
import { expect, it } from 'vitest';
import { createCreator } from '../../test/harness.js';
import { describeEachDatabaseAndStore, fileUpload, fixture } from '../../test/media.js';

/** A request sent exactly as written, no path normalisation (as curl --path-as-is or an attacker would). */
function rawGet(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('latin1');
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describeEachDatabaseAndStore('serving stored media (/objects)', (ctx) => {
  async function uploaded() {
    const { app } = ctx();
    const c = await createCreator(app);
    const video = await fixture('tiny.mp4');
    const body = fileUpload(video, 'clip.mp4');
    const res = await app.inject({ method: 'POST', url: '/api/background-videos', headers: { cookie: c.cookie, ...body.headers }, payload: body.payload });
    expect(res.statusCode).toBe(200);
    return { path: res.json().fileUrl as string, video };
  }

  it('serves the whole file with its type, validators, long caching and nosniff', async () => {
    const { path, video } = await uploaded();
    const res = await ctx().app.inject({ method: 'GET', url: path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers.etag).toBeTruthy();
    expect(Number(res.headers['content-length'])).toBe(video.length);
    expect(res.rawPayload.equals(video)).toBe(true);
  });

  it('answers single byte ranges with 206 and exactly those bytes', async () => {
    const { path, video } = await uploaded();
    const { app } = ctx();
    const size = video.length;
    const cases: [string, number, number][] = [
      ['bytes=0-1', 0, 1], // Safari's first probe
      ['bytes=100-499', 100, 499],
      ['bytes=1000-', 1000, size - 1],
      ['bytes=-10', size - 10, size - 1],
      [`bytes=5-${size + 500}`, 5, size - 1],
    ];
    for (const [range, start, end] of cases) {
      const res = await app.inject({ method: 'GET', url: path, headers: { range } });
      expect(res.statusCode, range).toBe(206);
      expect(res.headers['content-range'], range).toBe(`bytes ${start}-${end}/${size}`);
      expect(Number(res.headers['content-length']), range).toBe(end - start + 1);
      expect(res.rawPayload.equals(video.subarray(start, end + 1)), range).toBe(true);
    }
  });

  it('answers an unsatisfiable range with 416 and the size, and ignores multi-range and malformed ones', async () => {
    const { path, video } = await uploaded();
    const { app } = ctx();
    const res = await app.inject({ method: 'GET', url: path, headers: { range: `bytes=${video.length}-` } });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${video.length}`);
    for (const range of ['bytes=0-1,5-9', 'bytes=9-3', 'items=0-1']) {
      const full = await app.inject({ method: 'GET', url: path, headers: { range } });
      expect(full.statusCode, range).toBe(200);
      expect(full.rawPayload.equals(video), range).toBe(true);
    }
  });

  it('answers 304 to a matching If-None-Match, and HEAD with headers only', async () => {
    const { path, video } = await uploaded();
    const { app } = ctx();
    const first = await app.inject({ method: 'GET', url: path });
    const again = await app.inject({ method: 'GET', url: path, headers: { 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const other = await app.inject({ method: 'GET', url: path, headers: { 'if-none-match': '"something-else"' } });
    expect(other.statusCode).toBe(200);
    const head = await app.inject({ method: 'HEAD', url: path });
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(video.length);
    expect(head.rawPayload.length).toBe(0);
  });

  it('answers 404 for a key that is not stored', async () => {
    expect((await ctx().app.inject({ method: 'GET', url: '/objects/upload/0190a0b0-0000-7000-8000-000000000000.jpg' })).statusCode).toBe(404);
  });

  it('refuses traversal attempts and never serves a file from outside the store', async () => {
    const { app, config } = ctx();
    await uploaded();
    const attempts = [
      '/objects/../voxbook.db',
      '/objects/..%2fvoxbook.db',
      '/objects/%2e%2e/voxbook.db',
      '/objects/%2e%2e%2fvoxbook.db',
      '/objects/%252e%252e%252fvoxbook.db',
      '/objects/upload/../../voxbook.db',
      '/objects/upload/..%2f..%2fvoxbook.db',
      '/objects//etc/passwd',
      '/objects/%2fetc%2fpasswd',
      `/objects/${encodeURIComponent(config.dataDir + '/voxbook.db')}`,
      '/objects/..%5cvoxbook.db',
      '/objects/.tmp',
      '/objects/session-secret',
      '/objects/../session-secret',
    ];
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const port = Number(new URL(address).port);
    for (const url of attempts) {
      const raw = await rawGet(port, url);
      expect(raw.status, url).toBeGreaterThanOrEqual(400);
      expect(raw.status, url).toBeLessThan(500);
      // inject() resolves '..' like a browser does, so '/objects/../x' becomes '/x' (the web app), never a file.
      const injected = await app.inject({ method: 'GET', url });
      for (const body of [raw.body, injected.body]) {
        expect(body, url).not.toContain('SQLite format');
        expect(body, url).not.toContain('root:');
        expect(body, url).not.toContain(config.sessionSecret);
      }
    }
  });
});
