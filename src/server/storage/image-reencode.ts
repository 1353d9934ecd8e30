import sharp from 'sharp';
import { MEDIA_MSG } from '../../shared/media.js';
import { AppError } from '../errors.js';
import type { DetectedMedia } from './media-types.js';

// Large enough for any phone photo (a 200 MP sensor), small enough to refuse decompression bombs.
const MAX_INPUT_PIXELS = 200_000_000;

/**
 * Decodes and re-encodes an image: EXIF orientation applied to the pixels, then every piece of metadata
 * (EXIF incl. GPS, XMP, IPTC, comments) left behind, because sharp writes none unless asked to.
 */
export async function reencodeImage(input: Buffer, detected: DetectedMedia): Promise<{ data: Buffer }> {
  const animated = detected.ext === 'gif' || detected.ext === 'webp';
  try {
    const img = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated, failOn: 'error' }).rotate();
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
    throw AppError.unsupported(MEDIA_MSG.unreadableImage);
  }
}
