import SQLite from 'better-sqlite3';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readdir, rm, statfs } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upload } from '../modules/gallery/gallery.test-helpers.js';
import { sendGuestMessage, uploadVoice, wav } from '../modules/messages/messages.test-support.js';
import { createCreator, startTestApp, type TestApp } from '../test/harness.js';
import { en } from '../../shared/i18n/english.js';

/**
 * A data disk that is really full: DATA_DIR on a 4 MB tmpfs (CI runs as root, like this machine), filled with
 * a file until little room is left; where mounting is not allowed, /dev/full. The free-space floor is off here
 * so the server meets the real ENOSPC.
 */
describe('a full data disk', () => {
  let mountPoint: string;
  let t: TestApp;
  const filler = () => path.join(mountPoint, 'filler');

  let mounted = false;
  let restoreStore = () => {};

  beforeAll(async () => {
    mountPoint = await mkdtemp(path.join(tmpdir(), 'voxbook-full-'));
    try {
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=4m', 'tmpfs', mountPoint], { stdio: 'pipe' });
      mounted = true;
    } catch {
      // No mount allowed here: the store's writes go to /dev/full instead, the kernel's always-full device,
      // which answers every write with the same ENOSPC a full disk gives.
      mounted = false;
    }
    t = await startTestApp('sqlite', (config) => (config.limits.minFreeDiskBytes = 0), { DATA_DIR: path.join(mountPoint, 'data') });
  });
  afterAll(async () => {
    await t?.close();
    if (mounted) execFileSync('umount', ['-l', mountPoint]);
    await rm(mountPoint, { recursive: true, force: true });
  });

  /** Leaves little room on the data disk (or, without a mount, makes every store write meet a full device). */
  async function fillDisk() {
    if (mounted) {
      const fs = await statfs(mountPoint);
      execFileSync('fallocate', ['-l', String(fs.bavail * fs.bsize - 96 * 1024), filler()]);
      return;
    }
    const store = t.app.deps.store;
    const put = store.put.bind(store);
    (store as { put: typeof store.put }).put = async (_key, body) => {
      await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream('/dev/full'));
      return { size: 0 };
    };
    restoreStore = () => ((store as { put: typeof store.put }).put = put);
  }
  async function freeDisk() {
    if (mounted) await rm(filler());
    restoreStore();
  }

  it('an upload that does not fit answers 507 "Storage is full", leaves no trace, and earlier messages stay intact', async () => {
    const { app, config } = t;
    const host = await createCreator(app);
    const audio = wav(2);
    const before = [await sendGuestMessage(app, host.profile!.id), await sendGuestMessage(app, host.profile!.id)];

    await fillDisk();
    const rowsBefore = await app.deps.db.selectFrom('storedObjects').select('key').execute();

    const photo = await sharp(randomBytes(400 * 400 * 3), { raw: { width: 400, height: 400, channels: 3 } }).jpeg({ quality: 100 }).toBuffer();
    expect(photo.length).toBeGreaterThan(200 * 1024);
    const res = await upload(app, host.profile!.gallerySlug, [{ filename: 'big.jpg', data: photo, contentType: 'image/jpeg' }]);
    expect(res.statusCode, res.body).toBe(507);
    expect(res.json()).toEqual({ message: en('errors.reliability_disk_full'), code: 'reliability_disk_full' });

    // Nothing half-written: no row, no temp file, and the database is sound.
    expect(await app.deps.db.selectFrom('storedObjects').select('key').execute()).toHaveLength(rowsBefore.length);
    expect(await readdir(path.join(config.dataDir, 'objects', '.tmp')).catch(() => [])).toEqual([]);
    const check = new SQLite(path.join(config.dataDir, 'voxbook.db'), { readonly: true });
    expect(check.pragma('integrity_check', { simple: true })).toBe('ok');
    check.close();

    const list = await app.inject({ method: 'GET', url: '/api/voice-messages', headers: { cookie: host.cookie } });
    expect(list.json().map((m: { id: string }) => m.id).sort()).toEqual(before.map((m) => m.id).sort());
    for (const m of before) {
      // A guest's recording is served to the page's hosts (decision 067): the host's cookie opens it.
      const play = await app.inject({ method: 'GET', url: m.audioPath, headers: { cookie: host.cookie } });
      expect(play.statusCode, play.body).toBe(200);
      expect(Buffer.compare(play.rawPayload, audio)).toBe(0);
    }

    // Space freed: the same upload works without a restart.
    await freeDisk();
    const again = await upload(app, host.profile!.gallerySlug, [{ filename: 'big.jpg', data: photo, contentType: 'image/jpeg' }]);
    expect(again.statusCode, again.body).toBe(201);
    expect((await uploadVoice(app, { bytes: wav(1) })).statusCode).toBe(200);
  });
});
