import type sharp from 'sharp';
import { reencodeUpload } from '../images/image-decoding.js';
import type { DetectedMedia } from './media-types.js';

/** How an upload's images are kept (uploads.ts): what the stored file will be, and how the bytes received become it. */
export interface ImageEncoding {
  outputOf: (detected: DetectedMedia) => DetectedMedia;
  encode: (input: Buffer, detected: DetectedMedia) => Promise<Buffer>;
}

const JPEG: DetectedMedia = { kind: 'image', contentType: 'image/jpeg', ext: 'jpg' };

/** Each format as itself, at a quality that keeps it looking the same. */
function sameFormat(image: sharp.Sharp, ext: string): Promise<Buffer> {
  switch (ext) {
    case 'png':
      return image.png().toBuffer();
    case 'gif':
      return image.gif().toBuffer();
    case 'webp':
      return image.webp({ quality: 90 }).toBuffer();
    case 'avif':
      return image.avif({ quality: 70 }).toBuffer();
    default:
      return image.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
  }
}

/**
 * A picture re-encoded as the format it came in: EXIF orientation applied to the pixels, then every piece of metadata
 * (EXIF incl. GPS, XMP, IPTC, comments) left behind, because sharp writes none unless asked to. HEIC, which browsers
 * cannot show, becomes JPEG. A picture past its pixel limit is refused (413) before it is decoded, one it cannot read
 * with 415, and decodes wait their turn (images/image-decoding.ts).
 */
export const KEEP_FORMAT: ImageEncoding = {
  outputOf: (d) => (d.ext === 'heic' ? JPEG : d),
  encode: (input, detected) => {
    const animated = detected.ext === 'gif' || detected.ext === 'webp';
    const heic = detected.ext === 'heic';
    return reencodeUpload(input, { use: 'reencode', animated, heic }, (image) => sameFormat(image, heic ? 'jpg' : detected.ext));
  },
};

/** A re-encoding to an upright JPEG of its own (a message's photo: images/photo-jpeg.ts). */
export const asJpeg = (encode: ImageEncoding['encode']): ImageEncoding => ({ outputOf: () => JPEG, encode });
