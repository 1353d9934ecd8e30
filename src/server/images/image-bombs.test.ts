import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_MSG } from '../../shared/media.texts.js';
import { multipart } from '../modules/gallery/gallery.test-helpers.js';
import { type ChildServer, freePort, startChildServer } from '../test/child-server.js';
import { SQLITE_ONLY } from '../test/harness.js';
import { createTestDatabase } from '../test/postgres.js';
import { PIXEL_LIMITS } from './image-decoding.js';

const MB = 1024 * 1024;
/** What one upload, or four at once, may add to the server's memory (docs/decisions/038). */
const MAX_GROWTH = 300 * MB;

/**
 * The bombs the attacker used: progressive JPEGs of one flat colour, a few MB on the wire, that decode to
 * 268 MP (16383², the most sharp accepts by default) and 196 MP (14000², under the old 200 MP re-encode limit).
 */
const bomb = (side: number, background: string) =>
  sharp({ create: { width: side, height: side, channels: 3, background } }).jpeg({ progressive: true, quality: 50 }).toBuffer();
/**
 * Each bomb its own bytes (the gallery keeps the same content once, and a copy would not be decoded again): a
 * comment segment (COM) after the start of image, which no decoder draws. Encoding a bomb is ~10 s of a core, so each
 * size is encoded once and told apart this way.
 */
const withComment = (jpeg: Buffer, text: string) => {
  const comment = Buffer.from(text, 'latin1');
  const marker = Buffer.from([0xff, 0xfe, 0, 0]);
  marker.writeUInt16BE(comment.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), marker, comment, jpeg.subarray(2)]);
};

/** The server's resident memory, and the most it has held since the last reset (Linux keeps the peak). */
const status = (pid: number) => readFileSync(`/proc/${pid}/status`, 'utf8');
const kb = (text: string, field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(text)![1]) * 1024;

/** Runs the requests and answers how far the server's memory rose above where it stood before them. */
async function growthDuring<T>(server: ChildServer, requests: () => Promise<T>): Promise<{ result: T; growth: number }> {
  const pid = server.process.pid!;
  writeFileSync(`/proc/${pid}/clear_refs`, '5'); // resets the peak to what is resident now
  const before = kb(status(pid), 'VmRSS');
  const result = await requests();
  return { result, growth: kb(status(pid), 'VmHWM') - before };
}

describe.each(SQLITE_ONLY)('image decompression bombs [%s]', (dialect) => {
  let server: ChildServer;
  let dataDir: string;
  let pg: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  let host: { cookie: string; gallerySlug: string };
  /** Two of each size: the first of each for the single uploads, all four for the burst. */
  let bombs: Buffer[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'voxbook-bombs-'));
    pg = dialect === 'postgres' ? await createTestDatabase() : undefined;
    server = await startChildServer({ DATA_DIR: dataDir, JOB_CONCURRENCY: '0', ...(pg ? { DATABASE_URL: pg.url } : {}) }, await freePort());
    const [large, smaller] = [await bomb(16383, '#c8a2c8'), await bomb(14000, '#a2c8c8')];
    bombs = [large, smaller, large, smaller].map((b, i) => withComment(b, `bomb ${i} ${dialect}`));
    const reg = await fetch(`${server.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `bombs.${Date.now()}@example.com`, password: 'correct horse battery', firstName: 'B', lastName: 'Omb' }),
    });
    const cookie = reg.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const prof = await fetch(`${server.url}/api/creator-profile`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ username: `bombs_${Date.now().toString(36).slice(-6)}`, displayName: 'Bombs' }),
    });
    expect(prof.status).toBe(201);
    host = { cookie, gallerySlug: ((await prof.json()) as { gallerySlug: string }).gallerySlug };
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await pg?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const post = async (url: string, field: string, data: Buffer, cookie?: string) => {
    const body = multipart([{ name: field, file: { filename: 'bomb.jpg', data, contentType: 'image/jpeg' } }]);
    const res = await fetch(server.url + url, { method: 'POST', body: new Uint8Array(body.payload), headers: { ...body.headers, ...(cookie ? { cookie } : {}) } });
    return { status: res.status, body: (await res.json()) as { message?: string } };
  };
  const toGallery = (data: Buffer) => post(`/api/gallery/${host.gallerySlug}/upload`, 'media', data);
  const toProfile = (data: Buffer) => post('/api/upload', 'file', data, host.cookie);
  const megapixels = (limit: number) => Math.floor(limit / 1_000_000);

  it.each([{ side: 16383, i: 0 }, { side: 14000, i: 1 }])('a $side² progressive JPEG is refused by the gallery with a clear message, in little memory', async ({ i }) => {
    const { result, growth } = await growthDuring(server, () => toGallery(bombs[i]!));
    expect(result).toEqual({ status: 413, body: { message: MEDIA_MSG.tooManyPixels(megapixels(PIXEL_LIMITS.thumbnail)) } });
    expect(growth, `the server grew ${Math.round(growth / MB)} MB`).toBeLessThan(MAX_GROWTH);
    const media = await fetch(`${server.url}/api/gallery/${host.gallerySlug}/media`);
    expect(await media.json()).toEqual([]);
  }, 60_000);

  it.each([{ side: 16383, i: 0 }, { side: 14000, i: 1 }])('a $side² progressive JPEG is refused as a profile upload with a clear message, in little memory', async ({ i }) => {
    const { result, growth } = await growthDuring(server, () => toProfile(bombs[i]!));
    expect(result).toEqual({ status: 413, body: { message: MEDIA_MSG.tooManyPixels(megapixels(PIXEL_LIMITS.reencode)) } });
    expect(growth, `the server grew ${Math.round(growth / MB)} MB`).toBeLessThan(MAX_GROWTH);
  }, 60_000);

  it.each(['gallery', 'profile upload'])('four bombs at once to the %s are each refused, in little memory together', async (target) => {
    const send = target === 'gallery' ? toGallery : toProfile;
    const { result, growth } = await growthDuring(server, () => Promise.all(bombs.map((data) => send(data))));
    expect(result.map((r) => r.status)).toEqual([413, 413, 413, 413]);
    expect(growth, `the server grew ${Math.round(growth / MB)} MB`).toBeLessThan(MAX_GROWTH);
  }, 120_000);
});
