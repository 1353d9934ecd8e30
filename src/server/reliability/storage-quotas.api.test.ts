import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { jpeg, upload } from '../modules/gallery/gallery.test-helpers.js';
import { uploadVoice, wav } from '../modules/messages/messages.test-support.js';
import { createCreator, describeApp } from '../test/harness.js';
import { en } from '../../shared/i18n/english.js';

const VOICE_FILE = wav(1).length; // 16,044 bytes
const GALLERY_QUOTA = 60_000;

/** A JPEG of noise: it compresses badly, so a few of them reach a small quota. */
const noisyJpeg = (size = 100) => sharp(randomBytes(size * size * 3), { raw: { width: size, height: size, channels: 3 } }).jpeg().toBuffer();

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

describeApp(
  'a spam burst cannot fill the disk',
  (ctx) => {
    it('a gallery past its quota answers 507 "This guestbook is full"; what it holds stays intact; other galleries still accept', async () => {
      const { app } = ctx();
      const host = await createCreator(app);
      const accepted: { filePath: string; bytes: Buffer }[] = [];
      let full: { statusCode: number; body: string } | undefined;
      for (let seed = 1; seed <= 40 && !full; seed++) {
        const bytes = await noisyJpeg();
        const res = await upload(app, host.profile!.gallerySlug, [{ filename: `p${seed}.jpg`, data: bytes, contentType: 'image/jpeg' }]);
        if (res.statusCode === 201) accepted.push({ filePath: res.json()[0].filePath, bytes });
        else full = res;
      }
      expect(accepted.length).toBeGreaterThan(1);
      expect(full?.statusCode).toBe(507);
      expect(JSON.parse(full!.body)).toEqual({ message: en('errors.reliability_guestbook_full'), code: 'reliability_guestbook_full' });

      const media = await app.inject({ method: 'GET', url: `/api/gallery/${host.profile!.gallerySlug}/media` });
      expect(media.json().items ?? media.json()).toHaveLength(accepted.length);
      for (const item of accepted) {
        const res = await app.inject({ method: 'GET', url: `/uploads/${item.filePath}` });
        expect(res.statusCode).toBe(200);
        expect(Buffer.compare(res.rawPayload, item.bytes)).toBe(0);
      }
      const used = await app.deps.db.selectFrom('storedObjects').select('size').where('ownerProfileId', '=', host.profile!.id).execute();
      expect(used.reduce((sum, r) => sum + r.size, 0)).toBeLessThanOrEqual(GALLERY_QUOTA);

      const other = await createCreator(app);
      const elsewhere = await upload(app, other.profile!.gallerySlug, [{ filename: 'x.jpg', data: await jpeg(7, 160, 120), contentType: 'image/jpeg' }]);
      expect(elsewhere.statusCode).toBe(201);
    });

    it('voice messages past the profile quota answer 507 and keep the recording unclaimed (swept later)', async () => {
      const { app } = ctx();
      const host = await createCreator(app);
      const send = async () => {
        const up = await uploadVoice(app, { bytes: wav(1) });
        expect(up.statusCode).toBe(200);
        const res = await app.inject({
          method: 'POST',
          url: '/api/voice-messages',
          payload: { creatorProfileId: host.profile!.id, senderEmail: 'g@example.com', audioPath: up.json().path, duration: 1 },
        });
        return { res, path: up.json().path as string };
      };
      expect((await send()).res.statusCode).toBe(201);
      expect((await send()).res.statusCode).toBe(201);
      const third = await send();
      expect(third.res.statusCode).toBe(507);
      expect(third.res.json()).toEqual({ message: en('errors.reliability_guestbook_full'), code: 'reliability_guestbook_full' });

      const list = await app.inject({ method: 'GET', url: '/api/voice-messages', headers: { cookie: host.cookie } });
      expect(list.json()).toHaveLength(2);
      const row = await app.deps.db.selectFrom('storedObjects').selectAll().where('key', '=', third.path.replace('/objects/', '')).executeTakeFirstOrThrow();
      expect(row.attached).toBe(0);

      const other = await createCreator(app);
      const up = await uploadVoice(app, { bytes: wav(1) });
      const res = await app.inject({
        method: 'POST',
        url: '/api/voice-messages',
        payload: { creatorProfileId: other.profile!.id, senderEmail: 'g@example.com', audioPath: up.json().path, duration: 1 },
      });
      expect(res.statusCode).toBe(201);
    });

    it('below the free-space floor every upload answers 507 "Storage is full" and stores nothing', async () => {
      const { app, config } = ctx();
      const host = await createCreator(app);
      const objectsDir = path.join(config.dataDir, 'objects');
      const before = await filesUnder(objectsDir);
      const rowsBefore = await app.deps.db.selectFrom('storedObjects').select('key').execute();
      const floor = config.limits.minFreeDiskBytes;
      config.limits.minFreeDiskBytes = Number.MAX_SAFE_INTEGER;
      try {
        const voice = await uploadVoice(app, { bytes: wav(1) });
        const photo = await upload(app, host.profile!.gallerySlug, [{ filename: 'p.jpg', data: await jpeg(3, 64, 64), contentType: 'image/jpeg' }]);
        for (const res of [voice, photo]) {
          expect(res.statusCode).toBe(507);
          expect(res.json()).toEqual({ message: en('errors.reliability_disk_full'), code: 'reliability_disk_full' });
        }
      } finally {
        config.limits.minFreeDiskBytes = floor;
      }
      expect(await filesUnder(objectsDir)).toEqual(before);
      expect(await app.deps.db.selectFrom('storedObjects').select('key').execute()).toHaveLength(rowsBefore.length);
      // Room again: uploads work again without a restart.
      expect((await uploadVoice(app, { bytes: wav(1) })).statusCode).toBe(200);
    });
  },
  (config) => {
    // No background worker: a playable copy finishing for an earlier test's accepted message must not read as a file
    // stored by a later refused upload (the same reason as in hostile-input.api.test.ts).
    config.jobs.concurrency = 0;
    config.limits.profileGalleryBytes = GALLERY_QUOTA;
    config.limits.profileVoiceBytes = 2 * VOICE_FILE + 100;
  },
);
