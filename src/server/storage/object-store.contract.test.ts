import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../test/s3.js';
import { diskStore } from './disk-store.js';
import type { ObjectStore } from './object-store.js';
import { s3Store } from './s3-store.js';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.from(c));
  return Buffer.concat(chunks);
}

const bytes = (n: number) => Buffer.from(Array.from({ length: n }, (_, i) => (i * 7 + 3) % 256));

function failingStream(after: Buffer) {
  return Readable.from(
    (async function* () {
      yield after;
      throw new Error('client went away');
    })(),
  );
}

const stores: { name: string; start(): Promise<{ store: ObjectStore; files(): Promise<string[]>; close(): Promise<void> }> }[] = [
  {
    name: 'disk',
    async start() {
      const root = await mkdtemp(path.join(tmpdir(), 'voxbook-disk-'));
      const store = diskStore(root);
      return {
        store,
        files: async () => (await readdir(root, { recursive: true, withFileTypes: true })).filter((d) => d.isFile()).map((d) => d.name),
        close: () => rm(root, { recursive: true, force: true }),
      };
    },
  },
  {
    name: 's3',
    async start() {
      const s3: TestS3 = await startTestS3();
      const store = s3Store({ bucket: s3.bucket, endpoint: s3.endpoint, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true });
      return {
        store,
        files: async () => (await readdir(s3.directory, { recursive: true, withFileTypes: true })).filter((d) => d.isFile() && !d.name.startsWith('.')).map((d) => d.name),
        async close() {
          store.close?.();
          await s3.close();
        },
      };
    },
  },
];

describe.each(stores)('ObjectStore contract [$name]', ({ start }) => {
  let t: Awaited<ReturnType<(typeof stores)[number]['start']>>;
  beforeAll(async () => {
    t = await start();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stores a buffer and a stream, and reports size, type and a validator', async () => {
    const data = bytes(1000);
    expect(await t.store.put('a/one.bin', data, 'audio/webm')).toEqual({ size: 1000 });
    expect(await t.store.put('a/two.bin', Readable.from([data.subarray(0, 400), data.subarray(400)]), 'image/png')).toEqual({ size: 1000 });
    const head = await t.store.head('a/two.bin');
    expect(head).toMatchObject({ size: 1000, contentType: 'image/png' });
    expect(head!.etag).toMatch(/^"/);
    expect(head!.lastModified).toBeInstanceOf(Date);
    expect(await readAll(await t.store.get('a/one.bin'))).toEqual(data);
  });

  it('reads exact inclusive byte ranges', async () => {
    const data = bytes(5000);
    await t.store.put('r/range.bin', data, 'video/mp4');
    // iOS Safari's first probe. (Not 0-0: s3rver reads an end of 0 as 'to the end', unlike S3.)
    expect(await readAll(await t.store.get('r/range.bin', { start: 0, end: 1 }))).toEqual(data.subarray(0, 2));
    expect(await readAll(await t.store.get('r/range.bin', { start: 4999, end: 4999 }))).toEqual(data.subarray(4999));
    expect(await readAll(await t.store.get('r/range.bin', { start: 100, end: 4999 }))).toEqual(data.subarray(100));
    expect(await readAll(await t.store.get('r/range.bin', { start: 1234, end: 2345 }))).toEqual(data.subarray(1234, 2346));
  });

  it('streams a body larger than one multipart part (6 MB)', async () => {
    const data = bytes(6 * 1024 * 1024 + 17);
    const chunks = Array.from({ length: Math.ceil(data.length / 65536) }, (_, i) => data.subarray(i * 65536, (i + 1) * 65536));
    expect(await t.store.put('big/video.webm', Readable.from(chunks), 'video/webm')).toEqual({ size: data.length });
    expect((await readAll(await t.store.get('big/video.webm'))).equals(data)).toBe(true);
  });

  it('leaves nothing behind when the body fails mid-way', async () => {
    const before = await t.files();
    await expect(t.store.put('f/failed.bin', failingStream(bytes(70_000)), 'image/jpeg')).rejects.toThrow();
    expect(await t.store.head('f/failed.bin')).toBeNull();
    expect(await t.files()).toEqual(before);
  });

  it('deletes (twice without complaint) and answers head with null for a missing key', async () => {
    await t.store.put('d/gone.bin', bytes(10), 'audio/wav');
    await t.store.delete('d/gone.bin');
    await t.store.delete('d/gone.bin');
    expect(await t.store.head('d/gone.bin')).toBeNull();
    expect(await t.store.head('never/was.bin')).toBeNull();
  });

  it('refuses keys that could escape the store', async () => {
    for (const key of ['../x', '/etc/passwd', 'a/../../x', 'a//b', '', 'a/%2e%2e/b', 'a\\b']) {
      await expect(t.store.put(key, bytes(1), 'image/png'), key).rejects.toThrow(/unsafe/);
    }
  });

  it("reports each object's own type, whether or not its extension stands for it", async () => {
    const stored: [key: string, type: string][] = [
      ['t/recording.webm', 'audio/webm'],
      ['t/clip.webm', 'video/webm'],
      ['t/photo.jpg', 'image/jpeg'],
      ['t/photo-as-png.jpg', 'image/png'],
      ['t/thing.bin', 'audio/ogg'],
      ['t/no-extension', 'image/gif'],
    ];
    for (const [key, type] of stored) await t.store.put(key, bytes(10), type);
    for (const [key, type] of stored) expect((await t.store.head(key))?.contentType, key).toBe(type);
    // Stored again under another type, in either direction.
    await t.store.put('t/clip.webm', bytes(10), 'audio/webm');
    await t.store.put('t/recording.webm', bytes(10), 'video/webm');
    expect((await t.store.head('t/clip.webm'))?.contentType).toBe('audio/webm');
    expect((await t.store.head('t/recording.webm'))?.contentType).toBe('video/webm');
  });

  it('answers ping', async () => {
    await expect(t.store.ping()).resolves.toBeUndefined();
  });
});

describe('disk store sidecars', () => {
  it("writes a file's type beside it only when its extension does not stand for it, and reads older sidecars", async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'voxbook-disk-'));
    const store = diskStore(root);
    try {
      await store.put('voice/a.webm', bytes(10), 'audio/webm');
      await store.put('images/b.jpg', bytes(10), 'image/jpeg');
      await store.put('videos/c.webm', bytes(10), 'video/webm');
      await store.put('other/d.bin', bytes(10), 'audio/wav');
      const names = (await readdir(root, { recursive: true })).filter((n) => n.endsWith('.meta')).sort();
      expect(names).toEqual([path.join('other', 'd.bin.meta'), path.join('videos', 'c.webm.meta')]);
      // A recording stored before sidecars became the exception has one; it still says what the file is.
      await writeFile(path.join(root, 'voice', 'a.webm.meta'), 'audio/ogg');
      expect((await store.head('voice/a.webm'))?.contentType).toBe('audio/ogg');
      await store.delete('voice/a.webm');
      expect(await readdir(path.join(root, 'voice'))).toEqual([]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('disk store folders removed under a running server', () => {
  it('makes its folders again: after one failed write, uploads are stored again', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'voxbook-disk-'));
    const store = diskStore(root);
    try {
      await store.put('voice/a.webm', bytes(10), 'audio/webm');
      await rm(root, { recursive: true, force: true });
      // The folders it remembered making are gone; the write that finds out fails and forgets them.
      await store.put('voice/b.webm', bytes(10), 'audio/webm').catch(() => undefined);
      await store.put('voice/c.webm', bytes(20), 'audio/webm');
      expect((await store.head('voice/c.webm'))?.size).toBe(20);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
