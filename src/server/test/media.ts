import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe } from 'vitest';
import { DIALECTS, startTestApp, type TestApp } from './harness.js';
import { startTestS3, type TestS3 } from './s3.js';

export type StoreKind = 'disk' | 's3';
export interface MediaTestApp extends TestApp {
  storeKind: StoreKind;
  s3?: TestS3;
  /** Every file the store holds now (disk: DATA_DIR/objects, S3: the bucket's directory on the s3rver side). */
  storedFiles(): Promise<string[]>;
}

const COMBOS = DIALECTS.flatMap((dialect) => (['disk', 's3'] as const).map((store) => ({ dialect, store })));

/** Runs a suite on SQLite and PostgreSQL, each with the disk store and with S3 (a real s3rver on loopback). */
export function describeEachDatabaseAndStore(name: string, body: (ctx: () => MediaTestApp) => void) {
  describe.each(COMBOS)(`${name} [$dialect, $store]`, ({ dialect, store }) => {
    let t: MediaTestApp;
    beforeAll(async () => {
      const s3 = store === 's3' ? await startTestS3() : undefined;
      const app = await startTestApp(dialect, undefined, s3?.env ?? {});
      const root = s3 ? s3.directory : path.join(app.config.dataDir, 'objects');
      t = {
        ...app,
        storeKind: store,
        s3,
        storedFiles: () => listFiles(root),
        async close() {
          await app.close();
          await s3?.close();
        },
      };
    }, 60_000);
    afterAll(async () => {
      await t?.close();
    });
    body(() => t);
  });
}

async function listFiles(root: string): Promise<string[]> {
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name)).sort();
  } catch {
    return [];
  }
}

export interface Part {
  name: string;
  data: Buffer | string;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body as a browser would send it. */
export function multipart(parts: Part[]) {
  const boundary = `----voxbook${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"`;
    if (p.filename !== undefined) head += `; filename="${p.filename}"\r\nContent-Type: ${p.contentType ?? 'application/octet-stream'}`;
    chunks.push(Buffer.from(`${head}\r\n\r\n`), Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** One file in field 'file', the way the app's forms send it. */
export const fileUpload = (data: Buffer, filename: string, contentType = 'application/octet-stream') =>
  multipart([{ name: 'file', data, filename, contentType }]);

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
export const fixture = (name: 'tiny.mp4' | 'tiny.webm' | 'tiny.mov' | 'tiny-audio.webm') => readFile(path.join(FIXTURES, name));

export const pngImage = (width = 8, height = 8, color = '#ff0000') =>
  sharp({ create: { width, height, channels: 3, background: color } }).png().toBuffer();

/** A phone photo: 64x48 pixels stored sideways (EXIF orientation 6) with GPS coordinates and a camera note. */
export async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'SecretPhoneMaker' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 1234/100', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 3900/100', GPSMapDatum: 'WGS-84' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** Bytes that start like a PNG and go on to exactly `size` bytes: enough for type detection and size limits. */
export function pngHeaded(size: number): Buffer {
  const b = Buffer.alloc(size, 0x41);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]).copy(b);
  return b;
}
