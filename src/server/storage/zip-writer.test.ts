import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { createServer, get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { unzip } from '../test/zip.js';
import { type ZipArchive, type ZipEntry, zipArchive } from './zip-writer.js';

/** Hands every chunk `writeTo` writes to `onChunk` (each at once acknowledged, as a fast socket would). */
const sink = (onChunk: (chunk: Buffer, out: Writable) => void) => {
  const out: Writable = new Writable({
    write(chunk: Buffer, _encoding, done) {
      onChunk(chunk, out);
      done();
    },
  });
  return out;
};

/** Everything the archive writes, or the error it ended with. Chunks are copied: pooled buffers are reused. */
async function collect(zip: ZipArchive): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const out = sink((chunk) => chunks.push(Buffer.from(chunk)));
  out.on('error', () => {}); // read from out.errored below
  await zip.writeTo(out);
  if (out.errored) throw out.errored;
  return Buffer.concat(chunks);
}

/** Central directory entries as an unzip tool sees them. */
function centralEntries(reader: yauzl.RandomAccessReader | Buffer, size: number): Promise<yauzl.Entry[]> {
  return new Promise((resolve, reject) => {
    const done = (err: Error | null, zip: yauzl.ZipFile) => {
      if (err) return reject(err);
      const entries: yauzl.Entry[] = [];
      zip.on('entry', (e: yauzl.Entry) => entries.push(e));
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
    };
    if (Buffer.isBuffer(reader)) yauzl.fromBuffer(reader, { lazyEntries: false }, done);
    else yauzl.fromRandomAccessReader(reader, size, { lazyEntries: false, autoClose: false }, done);
  });
}

const chunked = (bytes: Buffer, size: number) =>
  Readable.from(Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size)));

describe('ZIP writer', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'voxbook-zip-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('stores streams and buffers byte for byte, with checksums, times and UTF-8 names an unzip tool reads', async () => {
    const photo = Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 7919) % 256));
    const note = Buffer.from('name,email\r\nZoë,zoe@example.com\r\n', 'utf8');
    const mtime = new Date(2024, 5, 1, 12, 30, 10);
    const entries: ZipEntry[] = [
      { name: 'index.csv', mtime, size: note.length, open: async () => note },
      { name: 'Grüße 🎉.jpg', mtime, size: photo.length, open: async () => chunked(photo, 65_536) },
      { name: 'empty.webm', mtime, size: 0, open: async () => Readable.from([]) },
    ];
    const zip = zipArchive(entries);
    const bytes = await collect(zip);
    expect(zip.size).toBe(bytes.length);
    const read = await unzip(bytes);
    expect(read.map((e) => e.name)).toEqual(['index.csv', 'Grüße 🎉.jpg', 'empty.webm']);
    expect(read.map((e) => e.compressionMethod)).toEqual([0, 0, 0]);
    expect(read[0]!.data.equals(note)).toBe(true);
    expect(read[1]!.data.equals(photo)).toBe(true);
    expect(read[2]!.data.length).toBe(0);
    const central = await centralEntries(bytes, bytes.length);
    expect(central.map((e) => e.crc32)).toEqual([crc32(note), crc32(photo), 0]);
    expect(central.every((e) => e.getLastModDate().getTime() === mtime.getTime())).toBe(true);
  });

  it('writes a checksum kept since upload as it is, in the same layout, without computing it again', async () => {
    const video = Buffer.from(Array.from({ length: 200_000 }, (_, i) => (i * 31) % 251));
    const entry = (crc?: number): ZipEntry => ({ name: 'clip.mp4', mtime: new Date(2024, 0, 2), size: video.length, crc32: crc, open: async () => chunked(video, 65_536) });
    const computed = await collect(zipArchive([entry()]));
    expect(await collect(zipArchive([entry(crc32(video))]))).toEqual(computed);
    // A wrong kept value shows in the archive: proof the writer trusted it instead of checksumming the bytes.
    const trusted = await collect(zipArchive([entry(12345)]));
    expect((await centralEntries(trusted, trusted.length)).map((e) => e.crc32)).toEqual([12345]);
  });

  it('has no length up front when an entry has no known size, and writes it all the same', async () => {
    const audio = Buffer.from('a recording of unknown length');
    const zip = zipArchive([{ name: 'a.webm', mtime: new Date(), open: async () => chunked(audio, 5) }]);
    expect(zip.size).toBeNull();
    const read = await unzip(await collect(zip));
    expect(read[0]!.data.equals(audio)).toBe(true);
  });

  it('fails the archive, rather than sending a corrupt one, when a file differs from its recorded size', async () => {
    const zip = zipArchive([{ name: 'a.jpg', mtime: new Date(), size: 10, open: async () => Readable.from([Buffer.from('short')]) }]);
    await expect(collect(zip)).rejects.toThrow(/5 bytes read, 10 expected/);
  });

  it('fails the archive when the store fails to open or read a file', async () => {
    const broken = zipArchive([{ name: 'a.jpg', mtime: new Date(), open: () => Promise.reject(new Error('store down')) }]);
    await expect(collect(broken)).rejects.toThrow('store down');
    const failing = new Readable({ read() { this.destroy(new Error('read failed')); } });
    const midway = zipArchive([{ name: 'b.jpg', mtime: new Date(), open: async () => failing }]);
    await expect(collect(midway)).rejects.toThrow('read failed');
  });

  it('closes the open file when the download is abandoned midway', async () => {
    const file = path.join(dir, 'big.bin');
    await writeFile(file, Buffer.alloc(8 * 1024 * 1024, 1));
    const opened: Readable[] = [];
    const open = async () => {
      const s = createReadStream(file);
      opened.push(s);
      return s;
    };
    const zip = zipArchive([
      { name: 'one.bin', mtime: new Date(), open },
      { name: 'two.bin', mtime: new Date(), open },
    ]);
    // The guest goes away right after the first bytes.
    await zip.writeTo(sink((_chunk, out) => out.destroy()));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(opened).toHaveLength(1); // the second file is never opened
    expect(opened[0]!.destroyed).toBe(true);
    expect((opened[0] as unknown as { closed: boolean }).closed).toBe(true);
  });

  /** Serves `zip.writeTo` on a real socket and reads it back, pausing now and then like a slow phone. */
  async function throughSocket(zip: ReturnType<typeof zipArchive>, pauseEvery = 0): Promise<{ body: Buffer; complete: boolean }> {
    const server = createServer((_req, res) => {
      res.writeHead(200, zip.size === null ? {} : { 'content-length': String(zip.size) });
      void zip.writeTo(res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      return await new Promise((resolve, reject) => {
        get(`http://127.0.0.1:${port}/`, (res) => {
          const chunks: Buffer[] = [];
          let n = 0;
          if (pauseEvery) {
            // Not reading at first fills the socket's buffers, so the writer's later bytes wait in its queue.
            res.pause();
            setTimeout(() => res.resume(), 300);
          }
          res.on('data', (c: Buffer) => {
            chunks.push(c);
            if (pauseEvery && ++n % pauseEvery === 0) {
              res.pause();
              setTimeout(() => res.resume(), 5);
            }
          });
          res.on('end', () => resolve({ body: Buffer.concat(chunks), complete: res.complete }));
          res.on('aborted', () => resolve({ body: Buffer.concat(chunks), complete: false }));
          res.on('error', () => resolve({ body: Buffer.concat(chunks), complete: false }));
        }).on('error', reject);
      });
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  }

  it('writes local files to a slow socket through reused buffers, every byte where it belongs', async () => {
    // 3 files of 6 MB: each takes several of the 1 MB buffers, more than the pool holds, so buffers are reused
    // while earlier bytes still wait to be sent; a buffer reused too early would corrupt them.
    const files = await Promise.all(
      [1, 2, 3].map(async (i) => {
        const bytes = randomBytes(6 * 1024 * 1024);
        const file = path.join(dir, `pooled-${i}.bin`);
        await writeFile(file, bytes);
        return { bytes, file };
      }),
    );
    // Checksums kept or computed; local files, or streams as an S3 store gives them.
    const entries = (kept: boolean, local: boolean): ZipEntry[] =>
      files.map((f, i) => ({
        name: `clip-${i}.mp4`,
        mtime: new Date(),
        size: f.bytes.length,
        crc32: kept ? crc32(f.bytes) : undefined,
        open: async () => createReadStream(f.file),
        file: local ? f.file : undefined,
      }));
    for (const [kept, local] of [[true, true], [false, true], [true, false]] as const) {
      const zip = zipArchive(entries(kept, local));
      const { body, complete } = await throughSocket(zip, 7);
      expect(complete).toBe(true);
      expect(body.length).toBe(zip.size);
      const unzipped = await unzip(body); // checks every entry's CRC-32 against its bytes
      expect(unzipped.map((e) => e.data.equals(files[Number(e.name.slice(5, 6))]!.bytes))).toEqual([true, true, true]);
    }
  });

  it('cuts the download short, rather than sending a corrupt archive, when a local file differs from its size', async () => {
    const file = path.join(dir, 'short.bin');
    await writeFile(file, Buffer.alloc(1000, 7));
    const zip = zipArchive([{ name: 'short.bin', mtime: new Date(), size: 2000, open: async () => createReadStream(file), file }]);
    const { body, complete } = await throughSocket(zip);
    expect(complete).toBe(false);
    expect(body.length).toBeLessThan(zip.size!);
  });

  it('switches to ZIP64 for a file past 4 GB and for every entry after it', async () => {
    // 4 GiB and a bit of zeros, produced without touching the disk; the output is kept sparse the same way.
    const zeros = Buffer.alloc(4 * 1024 * 1024);
    const big = 2 ** 32 + zeros.length;
    const tail = Buffer.from('the entry after the big one');
    const bigSource = () => Readable.from((function* () { for (let n = 0; n < big; n += zeros.length) yield zeros; })());
    const zip = zipArchive([
      { name: 'big.mp4', mtime: new Date(), size: big, open: async () => bigSource() },
      { name: 'after.txt', mtime: new Date(), size: tail.length, open: async () => tail },
    ]);
    const archive = new SparseArchive();
    await zip.writeTo(sink((chunk) => archive.add(chunk, chunk === zeros)));
    expect(zip.size).toBe(archive.length);

    const central = await centralEntries(archive, archive.length);
    expect(central.map((e) => [e.fileName, e.uncompressedSize])).toEqual([['big.mp4', big], ['after.txt', tail.length]]);
    expect(central[1]!.relativeOffsetOfLocalHeader).toBeGreaterThan(2 ** 32);
    // The entry that starts past 4 GB reads back through its ZIP64 offset.
    const header = archive.slice(central[1]!.relativeOffsetOfLocalHeader, 30);
    expect(header.readUInt32LE(0)).toBe(0x04034b50);
    const dataStart = central[1]!.relativeOffsetOfLocalHeader + 30 + header.readUInt16LE(26);
    expect(archive.slice(dataStart, tail.length).equals(tail)).toBe(true);
  }, 120_000);
});

/** An archive held in memory except for runs of zeros, which are only counted; readable by yauzl. */
class SparseArchive extends yauzl.RandomAccessReader {
  private readonly parts: { start: number; bytes: Buffer | number }[] = [];
  length = 0;

  add(chunk: Buffer, zeros: boolean) {
    this.parts.push({ start: this.length, bytes: zeros ? chunk.length : Buffer.from(chunk) });
    this.length += chunk.length;
  }

  slice(start: number, length: number): Buffer {
    const out = Buffer.alloc(length);
    for (const p of this.parts) {
      const size = typeof p.bytes === 'number' ? p.bytes : p.bytes.length;
      if (p.start + size <= start || p.start >= start + length || typeof p.bytes === 'number') continue;
      const from = Math.max(start, p.start);
      p.bytes.copy(out, from - start, from - p.start, Math.min(start + length, p.start + size) - p.start);
    }
    return out;
  }

  override _readStreamForRange(start: number, end: number): Readable {
    return Readable.from([this.slice(start, end - start)]);
  }
}
