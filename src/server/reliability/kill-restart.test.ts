import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.js';
import { multipart as galleryMultipart } from '../modules/gallery/gallery.test-helpers.js';
import { sweepVoiceUploads } from '../modules/messages/sweeper.js';
import { multipart as voiceMultipart, wav } from '../modules/messages/messages.test-support.js';
import { diskStore } from '../storage/disk-store.js';
import { keyFromPath, sweepUnattached } from '../storage/stored-objects.service.js';
import { DIALECTS } from '../test/harness.js';
import { createTestDatabase } from '../test/postgres.js';
import { type ChildServer, freePort, startChildServer } from '../test/child-server.js';

interface Acked {
  messages: { id: string; audioPath: string; bytes: Buffer }[];
  gallery: { filePath: string; bytes: Buffer }[];
}

let ip = 0;
// Every request from its own address (the server trusts X-Forwarded-For from loopback): the burst
// must reach the storage code, not stop at the per-client rate limits.
const fromNewClient = () => ({ 'x-forwarded-for': `10.${(++ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}` });

async function post(server: ChildServer, url: string, body: { payload: Buffer | string; headers: Record<string, string> }, cookie?: string) {
  return fetch(server.url + url, {
    method: 'POST',
    body: typeof body.payload === 'string' ? body.payload : new Uint8Array(body.payload),
    headers: { ...body.headers, ...fromNewClient(), ...(cookie ? { cookie } : {}) },
  });
}
const json = (payload: unknown) => ({ payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } });

async function createHost(server: ChildServer) {
  const email = `kill9.${Date.now()}@example.com`;
  const reg = await post(server, '/api/register', json({ email, password: 'correct horse battery', firstName: 'K', lastName: 'Nine' }));
  expect(reg.status).toBe(201);
  const cookie = reg.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const prof = await post(server, '/api/creator-profile', json({ username: `kill9_${ip}`, displayName: 'Kill Nine' }), cookie);
  expect(prof.status).toBe(201);
  return { cookie, profile: (await prof.json()) as { id: string; gallerySlug: string } };
}

/** Sends messages and gallery photos from several clients at once until the server goes away. */
function burst(server: ChildServer, host: Awaited<ReturnType<typeof createHost>>, photos: Buffer[], acked: Acked) {
  let stopped = false;
  const audio = wav(1);
  const voiceWorker = async () => {
    while (!stopped) {
      const up = await post(server, '/api/voice-upload', voiceMultipart({ filename: 'r.wav', contentType: 'audio/wav', bytes: audio }));
      if (up.status !== 200) continue;
      const { path: audioPath } = (await up.json()) as { path: string };
      const res = await post(server, '/api/voice-messages', json({ creatorProfileId: host.profile.id, senderEmail: 'g@example.com', audioPath, duration: 1 }));
      if (res.status === 201) acked.messages.push({ id: ((await res.json()) as { id: string }).id, audioPath, bytes: audio });
    }
  };
  const galleryWorker = async () => {
    while (!stopped && photos.length > 0) {
      const bytes = photos.pop()!;
      const res = await post(server, `/api/gallery/${host.profile.gallerySlug}/upload`, galleryMultipart([{ name: 'media', file: { filename: 'p.jpg', data: bytes, contentType: 'image/jpeg' } }]));
      if (res.status === 201) acked.gallery.push({ filePath: ((await res.json()) as { filePath: string }[])[0]!.filePath, bytes });
    }
  };
  // A worker ends when its connection is cut by the kill; that is the point.
  const workers = [...Array(6)].map(() => voiceWorker().catch(() => {})).concat([...Array(4)].map(() => galleryWorker().catch(() => {})));
  return {
    stop: async () => {
      stopped = true;
      await Promise.all(workers);
    },
  };
}

async function expectServedIntact(server: ChildServer, cookie: string, slug: string, acked: Acked) {
  const list = await fetch(`${server.url}/api/voice-messages?limit=100`, { headers: { cookie } });
  const ids = new Set(((await list.json()) as { id: string }[]).map((m) => m.id));
  for (const m of acked.messages) {
    expect(ids.has(m.id), `message ${m.id} is listed`).toBe(true);
    const audio = await fetch(server.url + m.audioPath, { headers: { cookie } });
    expect(audio.status).toBe(200);
    expect(Buffer.compare(Buffer.from(await audio.arrayBuffer()), m.bytes), `audio of ${m.id} byte for byte`).toBe(0);
  }
  const media = await fetch(`${server.url}/api/gallery/${slug}/media?limit=200`);
  const paths = new Set(((await media.json()) as { filePath: string }[]).map((i) => i.filePath));
  for (const g of acked.gallery) {
    expect(paths.has(g.filePath), `gallery item ${g.filePath} is listed`).toBe(true);
    const file = await fetch(`${server.url}/uploads/${g.filePath}`);
    expect(file.status).toBe(200);
    expect(Buffer.compare(Buffer.from(await file.arrayBuffer()), g.bytes), `${g.filePath} byte for byte`).toBe(0);
  }
}

/** Every row points at a whole object; every object is known to stored_objects; attached ones are in use. */
async function expectConsistent(dataDir: string, databaseUrl: string | undefined) {
  const database = openDatabase({ databaseUrl, dataDir });
  const store = diskStore(path.join(dataDir, 'objects'));
  try {
    const { db } = database;
    // The files first, then the rows: the restarted app's jobs go on making copies, and a copy's row is written before
    // its file (putDerivedObject), so every file listed here has its row in the read below.
    const files = (await readdir(path.join(dataDir, 'objects'), { recursive: true, withFileTypes: true }))
      .filter((e) => e.isFile() && !e.name.endsWith('.meta') && !e.parentPath.includes(`${path.sep}.tmp`))
      .map((e) => path.relative(path.join(dataDir, 'objects'), path.join(e.parentPath, e.name)));
    const objects = new Map((await db.selectFrom('storedObjects').selectAll().execute()).map((o) => [o.key, o]));
    const used = new Set<string>();
    for (const m of await db.selectFrom('voiceMessages').select(['audioPath', 'playablePath']).execute()) {
      used.add(keyFromPath(m.audioPath)!);
      if (m.playablePath) used.add(keyFromPath(m.playablePath)!);
    }
    for (const g of await db.selectFrom('galleryMedia').select(['objectKey', 'thumbKey', 'posterKey']).execute()) {
      for (const k of [g.objectKey, g.thumbKey, g.posterKey]) if (k) used.add(k);
    }
    for (const key of used) {
      const row = objects.get(key);
      expect(row, `stored_objects row of ${key}`).toBeDefined();
      expect(row!.attached, `${key} is attached`).toBe(1);
      const head = await store.head(key);
      expect(head?.size, `${key} is whole in the store`).toBe(row!.size);
    }
    for (const row of objects.values()) if (row.attached === 1) expect(used.has(row.key), `attached ${row.key} is in use`).toBe(true);
    // A file deleted since the listing (its row goes after it, deleteObject) is not a leftover.
    for (const file of files) expect(objects.has(file) || !(await store.head(file)), `${file} has a stored_objects row (sweepable)`).toBe(true);

    // What the crash left (unattached rows, partial temp files) is exactly what the sweepers remove.
    await store.sweepPartial!(-1);
    await sweepVoiceUploads({ db, store }, Date.now() + 100 * 3600_000);
    for (const purpose of ['gallery', 'gallery-thumb']) await sweepUnattached({ db, store }, purpose, -1);
    expect(await db.selectFrom('storedObjects').select('key').where('attached', '=', 0).execute()).toEqual([]);
    expect(await readdir(path.join(dataDir, 'objects', '.tmp')).catch(() => [])).toEqual([]);
    return used.size;
  } finally {
    await database.close();
  }
}

describe.each(DIALECTS)('kill -9 during a burst of messages and gallery uploads [%s]', (dialect) => {
  it('after a restart every acknowledged message and upload is intact and nothing half-written remains', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'voxbook-kill9-'));
    const pg = dialect === 'postgres' ? await createTestDatabase() : undefined;
    const env: Record<string, string> = { DATA_DIR: dataDir, ...(pg ? { DATABASE_URL: pg.url } : {}) };
    const port = await freePort();
    const photos = await Promise.all(
      [...Array(80)].map(() => sharp(randomBytes(200 * 200 * 3), { raw: { width: 200, height: 200, channels: 3 } }).jpeg().toBuffer()),
    );
    let server = await startChildServer(env, port);
    try {
      const host = await createHost(server);
      const acked: Acked = { messages: [], gallery: [] };
      const load = burst(server, host, photos, acked);
      const until = Date.now() + 15_000;
      while ((acked.messages.length < 8 || acked.gallery.length < 8) && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      await server.kill9(); // mid-burst: every worker has a request in flight
      await load.stop();
      expect(acked.messages.length).toBeGreaterThanOrEqual(8);
      expect(acked.gallery.length).toBeGreaterThanOrEqual(8);

      server = await startChildServer(env, port);
      await expectServedIntact(server, host.cookie, host.profile.gallerySlug, acked);
      const inUse = await expectConsistent(dataDir, pg?.url);
      expect(inUse).toBeGreaterThanOrEqual(acked.messages.length + acked.gallery.length);
      // The sweep took nothing anyone was promised.
      await expectServedIntact(server, host.cookie, host.profile.gallerySlug, acked);
    } finally {
      await server.stop();
      await pg?.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
