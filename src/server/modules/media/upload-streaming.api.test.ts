import { request as httpRequest } from 'node:http';
import { expect, it } from 'vitest';
import { LIMITS } from '../../../shared/limits.js';
import { createCreator } from '../../test/harness.js';
import { describeEachDatabaseAndStore, pngHeaded } from '../../test/media.js';

describeEachDatabaseAndStore('upload size limit while streaming', (ctx) => {
  it('answers 413 before a too-large upload has finished arriving, and keeps nothing of it', async () => {
    const { app } = ctx();
    const c = await createCreator(app);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const before = await ctx().storedFiles();

    const total = LIMITS.imageBytes * 3;
    const boundary = 'voxbookStreamingTest';
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.png"\r\nContent-Type: image/png\r\n\r\n`);
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const chunk = pngHeaded(256 * 1024);
    const chunks = Math.ceil(total / chunk.length);

    let sent = 0;
    let answered = false;
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(`${address}/api/background-images`, {
        method: 'POST',
        headers: {
          cookie: c.cookie,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + chunks * chunk.length + tail.length,
        },
      });
      req.on('response', (res) => {
        answered = true;
        res.resume();
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      req.on('error', (err) => (answered ? undefined : reject(err)));
      (async () => {
        req.write(head);
        for (let i = 0; i < chunks && !answered; i++) {
          sent += chunk.length;
          if (!req.write(chunk)) await new Promise((r) => req.once('drain', r));
          await new Promise((r) => setImmediate(r));
        }
        if (!answered) req.end(tail);
      })().catch(() => {});
    });
    expect(status).toBe(413);
    expect(sent).toBeLessThan(total);
    await new Promise((r) => setTimeout(r, 100));
    expect(await ctx().storedFiles()).toEqual(before);
  });
});
