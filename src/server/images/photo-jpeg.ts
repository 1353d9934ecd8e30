import decodeHeic from 'heic-decode';
import sharp from 'sharp';
import { AppError } from '../errors.js';
import { assertDecodable, queueDecode } from './image-decoding.js';

/**
 * A photo as we keep it (docs/decisions/082): an upright JPEG of at most `maxPx` on its long side, from a JPEG, PNG,
 * WebP, GIF (its first frame), AVIF or HEIC, with no metadata at all (sharp writes none unless asked, so EXIF with its
 * GPS position, XMP, IPTC and comments are left behind). Transparency goes on white. Refused with 413 past the
 * thumbnails' pixel limit before a pixel is decoded, and decoded in the process's one image lane (decision 038): the
 * output is small, and a JPEG shrinks while it loads, so it costs what a thumbnail costs.
 */
export async function uprightJpeg(input: Buffer, opts: { heic: boolean; maxPx: number }): Promise<Buffer> {
  let limitInputPixels: number;
  try {
    limitInputPixels = await assertDecodable(input, 'thumbnail');
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw AppError.refuse(415, 'media_unreadable_image');
  }
  return queueDecode(async () => {
    try {
      // sharp's prebuilt libvips has no HEVC decoder: libheif in WebAssembly, which applies the HEIF rotation itself.
      const image = opts.heic
        ? await heicPixels(input)
        : sharp(input, { failOn: 'error', limitInputPixels }).rotate();
      return await image
        .resize(opts.maxPx, opts.maxPx, { fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 84, mozjpeg: true })
        .toBuffer();
    } catch {
      throw AppError.refuse(415, 'media_unreadable_image');
    }
  });
}

async function heicPixels(input: Buffer): Promise<sharp.Sharp> {
  const { width, height, data } = await decodeHeic({ buffer: input });
  return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } });
}
