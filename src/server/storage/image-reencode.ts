import sharp from 'sharp';
import { AppError } from '../errors.js';
import { assertDecodable, queueDecode } from '../images/image-decoding.js';
import type { DetectedMedia } from './media-types.js';

/**
 * Decodes and re-encodes an image: EXIF orientation applied to the pixels, then every piece of metadata
 * (EXIF incl. GPS, XMP, IPTC, comments) left behind, because sharp writes none unless asked to. A picture past its
 * pixel limit is refused (413) before it is decoded, and decodes wait their turn (images/image-decoding.ts).
 */
export async function reencodeImage(input: Buffer, detected: DetectedMedia): Promise<{ data: Buffer }> {
  const animated = detected.ext === 'gif' || detected.ext === 'webp';
  let limitInputPixels: number;
  try {
    limitInputPixels = await assertDecodable(input, 'reencode', { animated });
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw AppError.refuse(415, 'media_unreadable_image');
  }
  return queueDecode(async () => {
    try {
      const img = sharp(input, { limitInputPixels, animated, failOn: 'error' }).rotate();
      switch (detected.ext) {
        case 'png':
          return { data: await img.png().toBuffer() };
        case 'gif':
          return { data: await img.gif().toBuffer() };
        case 'webp':
          return { data: await img.webp({ quality: 90 }).toBuffer() };
        case 'avif':
          return { data: await img.avif({ quality: 70 }).toBuffer() };
        default:
          return { data: await img.jpeg({ quality: 90, mozjpeg: true }).toBuffer() };
      }
    } catch {
      throw AppError.refuse(415, 'media_unreadable_image');
    }
  });
}
