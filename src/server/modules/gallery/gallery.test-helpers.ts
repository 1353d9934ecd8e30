import type { FastifyInstance } from 'fastify';
import { multipart as multipartBody } from '../../test/media.js';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import type { Creator } from '../../test/harness.js';

/** A real JPEG of the given size; `seed` changes its pixels so two calls give different files. */
export async function jpeg(seed: number, width = 1600, height = 1200, orientation?: number): Promise<Buffer> {
  const img = sharp({ create: { width, height, channels: 3, background: { r: (seed * 53) % 256, g: (seed * 97) % 256, b: (seed * 31) % 256 } } }).jpeg({ quality: 80 });
  return orientation ? img.withMetadata({ orientation }).toBuffer() : img.toBuffer();
}

export const png = (seed: number) =>
  sharp({ create: { width: 64, height: 48, channels: 4, background: { r: seed % 256, g: 10, b: 200, alpha: 1 } } }).png().toBuffer();

/** A 2-second H.264 test pattern (made once with ffmpeg; kept as a file so tests need no ffmpeg). */
export const clipMp4 = () => readFileSync(new URL('./fixtures/clip.mp4', import.meta.url));

/** The start of an iPhone HEIC: the ftyp box says heic; the rest cannot be decoded. */
export function fakeHeic(): Buffer {
  const b = Buffer.alloc(4096, 7);
  b.writeUInt32BE(24, 0);
  b.write('ftypheic', 4);
  b.writeUInt32BE(0, 12);
  b.write('mif1heic', 16);
  return b;
}

export interface Part {
  name: string;
  value?: string;
  file?: { filename: string; data: Buffer; contentType?: string };
}

/** A multipart/form-data body as a browser's FormData would send it (built by the one test helper). */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  return multipartBody(
    parts.map((p) =>
      p.file
        ? { name: p.name, data: p.file.data, filename: p.file.filename, contentType: p.file.contentType }
        : { name: p.name, data: p.value ?? '' },
    ),
  );
}

export function upload(app: FastifyInstance, slug: string, files: { filename: string; data: Buffer; contentType?: string }[], opts: { cookie?: string; fields?: Record<string, string> } = {}) {
  const parts: Part[] = [
    ...Object.entries(opts.fields ?? {}).map(([name, value]) => ({ name, value })),
    ...files.map((file) => ({ name: 'media', file })),
  ];
  const { payload, headers } = multipart(parts);
  return app.inject({ method: 'POST', url: `/api/gallery/${slug}/upload`, payload, headers: { ...headers, ...(opts.cookie ? { cookie: opts.cookie } : {}) } });
}

export function setGalleryPassword(app: FastifyInstance, creator: Creator, galleryPassword: string | null, galleryPasswordEnabled: boolean) {
  return app.inject({ method: 'POST', url: '/api/gallery/password', headers: { cookie: creator.cookie }, payload: { galleryPassword, galleryPasswordEnabled } });
}

export function unlock(app: FastifyInstance, slug: string, password: string) {
  return app.inject({ method: 'POST', url: `/api/gallery/${slug}/unlock`, payload: { password } });
}
