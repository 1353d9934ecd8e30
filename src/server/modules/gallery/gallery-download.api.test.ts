import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { readdirSync, readlinkSync } from 'node:fs';
import { get } from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { cookiesFrom, createCreator, describeApp } from '../../test/harness.js';
import { unzip } from '../../test/zip.js';
import { zipNames } from './gallery-download.service.js';
import { clipMp4, jpeg, png, setGalleryPassword, unlock, upload } from './gallery.test-helpers.js';

describeApp('gallery ZIP download', (ctx) => {
  it('streams every original byte for byte, stored uncompressed, with unique names and the gallery file name', async () => {
    const { app } = ctx();
    const c = await createCreator(app);
    const slug = c.profile!.gallerySlug;
    const files = [
      { filename: 'IMG_1.jpg', data: await jpeg(11, 500, 400) },
      { filename: 'IMG_1.jpg', data: await jpeg(12, 500, 400) },
      { filename: 'img_1.JPG', data: await jpeg(13, 300, 300) },
      { filename: 'speech', data: clipMp4() },
      { filename: '../../etc/passwd.png', data: await png(14) },
    ];
    expect((await upload(app, slug, files.slice(0, 2))).statusCode).toBe(201);
    expect((await upload(app, slug, files.slice(2))).statusCode).toBe(201);
    await setGalleryPassword(app, c, 'zip-me', true);
    expect((await app.inject({ method: 'GET', url: `/api/gallery/${slug}/download` })).statusCode).toBe(401);
    const guest = cookiesFrom(await unlock(app, slug, 'zip-me'));

    const res = await app.inject({ method: 'GET', url: `/api/gallery/${slug}/download`, headers: { cookie: guest } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${slug}-gallery.zip"`);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    // HEAD: the same headers, and no archive read or sent.
    const head = await app.inject({ method: 'HEAD', url: `/api/gallery/${slug}/download`, headers: { cookie: guest } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(res.headers['content-length']);
    expect(head.headers['x-content-type-options']).toBe('nosniff'); // the security headers set before the handler
    expect(head.rawPayload.length).toBe(0);
    const entries = await unzip(res.rawPayload);
    expect(entries.map((e) => e.name)).toEqual(['IMG_1.jpg', 'IMG_1 (2).jpg', 'img_1 (3).JPG', 'speech.mp4', 'passwd.png']);
    entries.forEach((e, i) => {
      expect(e.compressionMethod, e.name).toBe(0); // stored, not deflated
      expect(e.data.equals(files[i]!.data), e.name).toBe(true);
    });
  });

  it("keeps each original's CRC-32 from its upload, and the archive carries it; older items get theirs computed", async () => {
    const { app } = ctx();
    const c = await createCreator(app);
    const slug = c.profile!.gallerySlug;
    const files = [
      { filename: 'a.jpg', data: await jpeg(21, 320, 240) },
      { filename: 'b.png', data: await png(22) },
    ];
    expect((await upload(app, slug, files)).statusCode).toBe(201);
    const rows = await app.deps.db.selectFrom('galleryMedia').select(['originalFileName', 'crc32']).where('profileId', '=', c.profile!.id).orderBy('uploadedAt').orderBy('id').execute();
    expect(rows).toEqual(files.map((f) => ({ originalFileName: f.filename, crc32: crc32(f.data) })));
    // An item from before checksums were kept.
    await app.deps.db.updateTable('galleryMedia').set({ crc32: null }).where('originalFileName', '=', 'b.png').execute();

    const res = await app.inject({ method: 'GET', url: `/api/gallery/${slug}/download` });
    const entries = await unzip(res.rawPayload); // refuses an entry whose bytes and checksum disagree
    expect(entries.map((e) => e.data)).toEqual(files.map((f) => f.data));
  });

  it('gives an empty but valid archive for an empty gallery', async () => {
    const { app } = ctx();
    const c = await createCreator(app);
    const res = await app.inject({ method: 'GET', url: `/api/gallery/${c.profile!.gallerySlug}/download` });
    expect(res.statusCode).toBe(200);
    expect(await unzip(res.rawPayload)).toEqual([]);
  });

  // Open media files, as the kernel lists them for this process (Linux only).
  const openMediaFiles = (dataDir: string) =>
    readdirSync('/proc/self/fd').flatMap((fd) => {
      try {
        const target = readlinkSync(`/proc/self/fd/${fd}`);
        return target.startsWith(path.join(dataDir, 'objects')) ? [target] : [];
      } catch {
        return []; // closed while we looked
      }
    });

  it.skipIf(process.platform !== 'linux')('closes the files of a download the guest abandons, and keeps serving', async () => {
    const { app, config } = ctx();
    const c = await createCreator(app);
    const slug = c.profile!.gallerySlug;
    // Photos of noise do not compress: ~18 MB in all, more than the socket buffers hold, so the archive
    // is still being read when the guest goes away.
    const noise = (seed: number) => sharp(randomBytes(1400 * 1400 * 3), { raw: { width: 1400, height: 1400, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer().then((data) => ({ filename: `noise-${seed}.png`, data }));
    const files = await Promise.all([1, 2, 3].map(noise));
    for (const f of files) expect((await upload(app, slug, [f])).statusCode).toBe(201);
    const url = `${await listening(app)}/api/gallery/${slug}/download`;

    await new Promise<void>((resolve, reject) => {
      const req = get(url, (res) => {
        res.once('data', () => {
          req.destroy(); // the guest cancels after the first bytes
          resolve();
        });
      }).on('error', (err) => (req.destroyed ? undefined : reject(err)));
    });
    await expect.poll(() => openMediaFiles(config.dataDir), { timeout: 5_000 }).toEqual([]);

    const res = await app.inject({ method: 'GET', url: `/api/gallery/${slug}/download` });
    expect((await unzip(res.rawPayload)).map((e) => e.data.length)).toEqual(files.map((f) => f.data.length));
  });

  it('names archive entries safely and uniquely', () => {
    expect(
      zipNames([
        { originalFileName: 'a.jpg', objectKey: 'g/1.jpg' },
        { originalFileName: 'A.JPG', objectKey: 'g/2.jpg' },
        { originalFileName: 'a (2).jpg', objectKey: 'g/3.jpg' },
        { originalFileName: 'C:\\Users\\me\\b.png', objectKey: 'g/4.png' },
        { originalFileName: '', objectKey: 'g/5.webm' },
        { originalFileName: '.hidden', objectKey: 'g/6.gif' },
      ]),
    ).toEqual(['a.jpg', 'A (2).JPG', 'a (2) (2).jpg', 'C__Users_me_b.png', 'file.webm', 'hidden.gif']);
  });
});

/** The app's base URL, listening on a free port (once per app). */
async function listening(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}
