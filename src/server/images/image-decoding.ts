import { readFile } from 'node:fs/promises';
import decodeHeic from 'heic-decode';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { MEDIA_MSG } from '../../shared/media.texts.js';
import { AppError } from '../errors.js';

/**
 * The most pixels an uploaded image may have, by what decoding it costs (measured peaks in docs/decisions/038).
 * A decompression bomb is a small file that declares a huge picture; its size is read from the header, which costs
 * nothing, and refused before a single pixel is decoded.
 */
export const PIXEL_LIMITS = {
  /**
   * Thumbnails of JPEG, PNG, WebP and GIF: a 50 MP phone photo (8160×6120) fits. At the limit a progressive JPEG
   * needs ~160 MB, an interlaced PNG ~190, a GIF ~250; a baseline JPEG or a WebP shrinks while it loads (<10 MB).
   */
  thumbnail: 50_000_000,
  /** HEIC decodes in WebAssembly at ~14 bytes a pixel: the iPhone's 24 MP photo (5712×4284) fits, at ~340 MB. */
  heif: 25_000_000,
  /** AVIF's decoder needs ~20 bytes a pixel: 16 MP is ~330 MB. Cameras do not write larger AVIFs. */
  avif: 16_000_000,
  /**
   * Re-encoding a profile picture or background holds the whole picture to encode it again (~10 bytes a pixel for
   * JPEG, ~14 for WebP): a 24 MP phone photo is kept as it is, at ~250-350 MB. The picture itself is a 400 px crop.
   */
  reencode: 25_000_000,
} as const;

export type DecodeUse = 'thumbnail' | 'reencode';

/** The limit for this format and use: the tighter of the two. HEIC and AVIF are both 'heif' to sharp. */
function limitFor(meta: sharp.Metadata, use: DecodeUse): number {
  const byFormat = meta.format !== 'heif' ? Infinity : meta.compression === 'av1' ? PIXEL_LIMITS.avif : PIXEL_LIMITS.heif;
  return Math.min(byFormat, PIXEL_LIMITS[use]);
}

/**
 * Reads the picture's size from its header (sharp's metadata decodes no pixels) and refuses it with 413 past its
 * limit; every frame of an animated image counts. Returns the limit, for sharp's own `limitInputPixels` check.
 * A header sharp cannot read is the caller's to judge (it throws that error).
 */
export async function assertDecodable(input: string | Buffer, use: DecodeUse, opts: { animated?: boolean } = {}): Promise<number> {
  const meta = await sharp(input).metadata();
  const limit = limitFor(meta, use);
  const frames = opts.animated ? (meta.pages ?? 1) : 1;
  const pixels = (meta.width ?? 0) * (meta.pageHeight ?? meta.height ?? 0) * frames;
  if (pixels > limit) throw AppError.tooLarge(MEDIA_MSG.tooManyPixels(Math.floor(limit / 1_000_000)));
  return limit;
}

/**
 * One image decode at a time per process: a decode at the limit needs up to ~350 MB, and concurrent uploads must
 * not multiply that. A thumbnail of a phone photo takes tens of milliseconds and libvips spreads one decode over
 * every core, so a venue's burst of photos still clears in seconds.
 */
const decodes = pLimit(1);

export const queueDecode = <T>(work: () => Promise<T>): Promise<T> => decodes(work);

/**
 * The one way a stored or uploaded picture is decoded: its size checked against its limit from the header first
 * (assertDecodable), then, in the decode lane, the picture upright (EXIF orientation applied) handed to `encode`, whose
 * output is all that is kept. iPhone photos: sharp's prebuilt libvips has no HEVC decoder, so HEIC goes through
 * libheif compiled to WebAssembly (heic-decode), which applies the HEIF rotation itself.
 */
export async function decodeUpright<T>(
  input: string | Buffer,
  opts: { use: DecodeUse; heic?: boolean; animated?: boolean },
  encode: (image: sharp.Sharp) => Promise<T>,
): Promise<T> {
  const limitInputPixels = await assertDecodable(input, opts.use, { animated: opts.animated });
  return queueDecode(async () => {
    if (opts.heic) {
      const { width, height, data } = await decodeHeic({ buffer: Buffer.isBuffer(input) ? input : await readFile(input) });
      return encode(sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } }));
    }
    return encode(sharp(input, { limitInputPixels, animated: opts.animated, failOn: 'error' }).rotate());
  });
}

/** decodeUpright for an upload: a picture it cannot read is refused with 415; its limits' 413 stays as it is. */
export async function reencodeUpload<T>(input: Buffer, opts: Parameters<typeof decodeUpright>[1], encode: (image: sharp.Sharp) => Promise<T>): Promise<T> {
  try {
    return await decodeUpright(input, opts, encode);
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw AppError.refuse(415, 'media_unreadable_image');
  }
}
