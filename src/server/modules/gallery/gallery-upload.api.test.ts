import { readdir, readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { cookiesFrom, createCreator, describeApp, type TestApp } from '../../test/harness.js';
import { canMakePosters } from './gallery-thumbnails.js';
import { clipMp4, fakeHeic, jpeg, png, setGalleryPassword, unlock, upload } from './gallery.test-helpers.js';

/** stored_objects rows of one gallery: a failed upload must leave none. */
const objectRows = (t: TestApp, profileId: string) =>
  t.app.deps.db.selectFrom('storedObjects').select('key').where('ownerProfileId', '=', profileId).execute();

/** Every file in the disk store, so tests can prove nothing was left behind. */
async function storedFiles(t: TestApp): Promise<string[]> {
  const root = path.join(t.config.dataDir, 'objects');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile() && !e.name.endsWith('.meta') && !e.parentPath.includes('.tmp')).map((e) => path.join(e.parentPath, e.name));
}

const IMAGE_LIMIT = 200 * 1024;
const VIDEO_LIMIT = 400 * 1024;

describeApp(
  'gallery uploads',
  (ctx) => {
    it('stores several photos and a video from one request, with thumbnails and a poster, newest first', async () => {
      const { app } = ctx();
      const c = await createCreator(app);
      const slug = c.profile!.gallerySlug;
      const photo = await jpeg(1, 1600, 1200);
      const res = await upload(
        app,
        slug,
        [
          { filename: 'first dance.jpg', data: photo, contentType: 'image/jpeg' },
          { filename: 'cake.png', data: await png(2), contentType: 'image/png' },
          { filename: 'toast.mp4', data: clipMp4(), contentType: 'video/mp4' },
        ],
        { fields: { uploaderName: '  Uncle Bob ', uploaderEmail: 'bob@example.com' } },
      );
      expect(res.statusCode).toBe(201);
      const items = res.json();
      expect(items.map((i: { originalFileName: string; fileType: string }) => [i.originalFileName, i.fileType])).toEqual([
        ['first dance.jpg', 'image'],
        ['cake.png', 'image'],
        ['toast.mp4', 'video'],
      ]);
      expect(items[0]).toMatchObject({ uploaderName: 'Uncle Bob', contentType: 'image/jpeg', size: photo.length });
      expect(items[0]).not.toHaveProperty('uploaderEmail');

      const thumb = await app.inject({ method: 'GET', url: `/uploads/${items[0].thumbnailPath}` });
      expect(thumb.headers['content-type']).toBe('image/webp');
      const meta = await sharp(thumb.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([720, 540]);
      expect(meta.exif).toBeUndefined();
      // A small image is not blown up.
      expect((await sharp((await app.inject({ method: 'GET', url: `/uploads/${items[1].thumbnailPath}` })).rawPayload).metadata()).width).toBe(64);
      if (canMakePosters()) {
        const poster = await app.inject({ method: 'GET', url: `/uploads/${items[2].posterPath}` });
        expect(poster.headers['content-type']).toBe('image/webp');
        expect((await sharp(poster.rawPayload).metadata()).width).toBe(320);
      } else {
        expect(items[2].posterPath).toBeNull();
      }

      const list = await app.inject({ method: 'GET', url: `/api/gallery/${slug}/media?limit=2` });
      expect(list.json()).toHaveLength(2);
      const all = (await app.inject({ method: 'GET', url: `/api/gallery/${slug}/media` })).json();
      expect(all.map((i: { id: string }) => i.id)).toHaveLength(3);
      expect(new Set(all.map((i: { id: string }) => i.id))).toEqual(new Set(items.map((i: { id: string }) => i.id)));
      const page2 = (await app.inject({ method: 'GET', url: `/api/gallery/${slug}/media?limit=2&offset=2` })).json();
      expect(page2).toHaveLength(1);
      expect((await app.inject({ method: 'GET', url: `/api/gallery/${slug}/media?limit=0` })).statusCode).toBe(400);

      const owner = (await app.inject({ method: 'GET', url: '/api/gallery/media', headers: { cookie: c.cookie } })).json();
      expect(owner[0].uploaderEmail).toBe('bob@example.com');
    });

    it('turns iPhone orientation into an upright thumbnail', async () => {
      const { app } = ctx();
      const c = await createCreator(app);
      // Stored landscape, EXIF orientation 6: the phone was held upright.
      const res = await upload(app, c.profile!.gallerySlug, [{ filename: 'portrait.jpg', data: await jpeg(3, 800, 600, 6) }]);
      const thumb = await app.inject({ method: 'GET', url: `/uploads/${res.json()[0].thumbnailPath}` });
      const meta = await sharp(thumb.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([540, 720]);
    });

    it('accepts an iPhone HEIC photo by its bytes and shows it through a WebP thumbnail', async () => {
      const { app } = ctx();
      const c = await createCreator(app);
      const heic = await readFile(new URL('./fixtures/photo.heic', import.meta.url));
      const res = await upload(app, c.profile!.gallerySlug, [{ filename: 'IMG_0002.HEIC', data: heic, contentType: 'application/octet-stream' }]);
      expect(res.statusCode).toBe(201);
      expect(res.json()[0]).toMatchObject({ fileType: 'image', contentType: 'image/heic', originalFileName: 'IMG_0002.HEIC' });
      const thumb = await app.inject({ method: 'GET', url: `/uploads/${res.json()[0].thumbnailPath}` });
      expect(thumb.headers['content-type']).toBe('image/webp');
      const meta = await sharp(thumb.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 64, 48]);
      // The original stays as sent, for the ZIP.
      const original = await app.inject({ method: 'GET', url: `/uploads/${res.json()[0].filePath}` });
      expect(original.rawPayload.equals(heic)).toBe(true);
    });

    it('keeps a HEIC it cannot decode, without a thumbnail, rather than refusing the guest', async () => {
      const { app } = ctx();
      const c = await createCreator(app);
      const res = await upload(app, c.profile!.gallerySlug, [{ filename: 'IMG_0001.HEIC', data: fakeHeic(), contentType: 'application/octet-stream' }]);
      expect(res.statusCode).toBe(201);
      expect(res.json()[0]).toMatchObject({ fileType: 'image', contentType: 'image/heic', thumbnailPath: null, originalFileName: 'IMG_0001.HEIC' });
    });

    it('refuses a text file named .jpg (415) and leaves no file or item', async () => {
      const t = ctx();
      const c = await createCreator(t.app);
      const before = await storedFiles(t);
      const res = await upload(t.app, c.profile!.gallerySlug, [{ filename: 'holiday.jpg', data: Buffer.from('just some text, not a photo\n'.repeat(50)), contentType: 'image/jpeg' }]);
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toMatch(/image|video/i);
      expect(await storedFiles(t)).toEqual(before);
      expect(await objectRows(t, c.profile!.id)).toEqual([]);
      expect((await t.app.inject({ method: 'GET', url: `/api/gallery/${c.profile!.gallerySlug}/media` })).json()).toEqual([]);
    });

    it('refuses a file over its kind\'s limit (413) while streaming, leaving no file or item', async () => {
      const t = ctx();
      const c = await createCreator(t.app);
      const big = await sharp({ create: { width: 1400, height: 1400, channels: 3, background: { r: 0, g: 0, b: 0 }, noise: { type: 'gaussian', mean: 128, sigma: 60 } } }).png().toBuffer();
      expect(big.length).toBeGreaterThan(IMAGE_LIMIT);
      const before = await storedFiles(t);
      const res = await upload(t.app, c.profile!.gallerySlug, [{ filename: 'huge.png', data: big }]);
      expect(res.statusCode).toBe(413);
      expect(await storedFiles(t)).toEqual(before);
      expect(await objectRows(t, c.profile!.id)).toEqual([]);
      expect((await t.app.inject({ method: 'GET', url: `/api/gallery/${c.profile!.gallerySlug}/media` })).json()).toEqual([]);
      // Videos have their own, larger limit.
      expect((await upload(t.app, c.profile!.gallerySlug, [{ filename: 'clip.mp4', data: clipMp4() }])).statusCode).toBe(201);
    });

    it('stores the same content once: a second upload returns the existing item', async () => {
      const t = ctx();
      const c = await createCreator(t.app);
      const slug = c.profile!.gallerySlug;
      const photo = await jpeg(9, 300, 200);
      const first = (await upload(t.app, slug, [{ filename: 'a.jpg', data: photo }])).json()[0];
      const filesAfterFirst = await storedFiles(t);
      const second = await upload(t.app, slug, [{ filename: 'copy of a.jpg', data: photo }]);
      expect(second.statusCode).toBe(201);
      expect(second.json()[0].id).toBe(first.id);
      expect(await storedFiles(t)).toEqual(filesAfterFirst);
      expect((await t.app.inject({ method: 'GET', url: `/api/gallery/${slug}/media` })).json()).toHaveLength(1);
      // Another gallery keeps its own copy.
      const other = await createCreator(t.app);
      const elsewhere = (await upload(t.app, other.profile!.gallerySlug, [{ filename: 'a.jpg', data: photo }])).json()[0];
      expect(elsewhere.id).not.toBe(first.id);
    });

    it('needs at least one file in the media field', async () => {
      const { app } = ctx();
      const c = await createCreator(app);
      const res = await upload(app, c.profile!.gallerySlug, [], { fields: { uploaderName: 'Nobody' } });
      expect(res.statusCode).toBe(400);
      const bad = await upload(app, c.profile!.gallerySlug, [{ filename: 'a.jpg', data: await jpeg(4, 50, 50) }], { fields: { uploaderEmail: 'not-an-email' } });
      expect(bad.statusCode).toBe(400);
    });

    it('serves gallery files under /uploads with ranges, but not while locked, and nothing else from the store', async () => {
      const { app } = ctx();
      const c = await createCreator(app);
      const slug = c.profile!.gallerySlug;
      const video = clipMp4();
      const [item] = (await upload(app, slug, [{ filename: 'v.mp4', data: video }])).json();
      const whole = await app.inject({ method: 'GET', url: `/uploads/${item.filePath}` });
      expect(whole.statusCode).toBe(200);
      expect(whole.rawPayload.equals(video)).toBe(true);
      const part = await app.inject({ method: 'GET', url: `/uploads/${item.filePath}`, headers: { range: 'bytes=100-199' } });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 100-199/${video.length}`);
      expect(part.rawPayload.equals(video.subarray(100, 200))).toBe(true);

      await setGalleryPassword(app, c, 'pw', true);
      const locked = await app.inject({ method: 'GET', url: `/uploads/${item.filePath}` });
      expect(locked.statusCode).toBe(401);
      // The owner's own dashboard still shows their gallery.
      expect((await app.inject({ method: 'GET', url: `/uploads/${item.filePath}`, headers: { cookie: c.cookie } })).statusCode).toBe(200);
      const stranger = await createCreator(app);
      expect((await app.inject({ method: 'GET', url: `/uploads/${item.filePath}`, headers: { cookie: stranger.cookie } })).statusCode).toBe(401);
      const guest = cookiesFrom(await unlock(app, slug, 'pw'));
      const opened = await app.inject({ method: 'GET', url: `/uploads/${item.filePath}`, headers: { cookie: guest } });
      expect(opened.statusCode).toBe(200);
      expect(opened.headers['cache-control']).toMatch(/^private/);

      expect((await app.inject({ method: 'GET', url: `/uploads/gallery/${c.profile!.id}/nothing.jpg` })).statusCode).toBe(404);
    });

    it('refuses path traversal and store keys that are no gallery item, over real HTTP', async () => {
      const { app } = ctx();
      const c = await createCreator(app);
      const [item] = (await upload(app, c.profile!.gallerySlug, [{ filename: 'x.jpg', data: await jpeg(6, 40, 40) }])).json();
      // inject() would normalise these paths before routing; a real socket delivers them as an attacker sends them.
      const base = await app.listen({ port: 0, host: '127.0.0.1' });
      const paths = [
        '/uploads/../voxbook.db',
        '/uploads/%2e%2e/%2e%2e/session-secret',
        '/uploads/gallery/..%2f..%2fvoxbook.db',
        `/uploads/${item.filePath.replace('gallery/', 'gallery/%2e%2e/gallery/')}`,
        `/uploads/${item.filePath}.meta`,
        `/uploads/gallery/${c.profile!.id}`,
      ];
      for (const p of paths) {
        const status = await new Promise<number>((resolve, reject) =>
          http.get({ host: '127.0.0.1', port: new URL(base).port, path: p }, (r) => (r.resume(), resolve(r.statusCode ?? 0))).on('error', reject),
        );
        expect([400, 404], p).toContain(status);
      }
      const ok = await fetch(`${base}/uploads/${item.filePath}`);
      expect(ok.status).toBe(200);
      await ok.arrayBuffer();
    });

    it('lets only the owner delete an item, removing its files', async () => {
      const t = ctx();
      const c = await createCreator(t.app);
      const stranger = await createCreator(t.app);
      const before = await storedFiles(t);
      const [item] = (await upload(t.app, c.profile!.gallerySlug, [{ filename: 'x.jpg', data: await jpeg(5, 900, 900) }])).json();
      expect((await storedFiles(t)).length).toBe(before.length + 2); // original and thumbnail
      const del = (cookie?: string) => t.app.inject({ method: 'DELETE', url: `/api/gallery/media/${item.id}`, headers: cookie ? { cookie } : {} });
      expect((await del()).statusCode).toBe(401);
      expect((await del(stranger.cookie)).statusCode).toBe(404);
      expect((await del(c.cookie)).statusCode).toBe(204);
      expect((await del(c.cookie)).statusCode).toBe(404);
      expect(await storedFiles(t)).toEqual(before);
      expect((await t.app.inject({ method: 'GET', url: `/uploads/${item.filePath}` })).statusCode).toBe(404);
    });
  },
  (config) => {
    config.limits.galleryImageBytes = IMAGE_LIMIT;
    config.limits.galleryVideoBytes = VIDEO_LIMIT;
  },
);
