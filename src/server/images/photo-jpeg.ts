import { reencodeUpload } from './image-decoding.js';

/**
 * A photo as we keep it (docs/decisions/082): an upright JPEG of at most `maxPx` on its long side, from a JPEG, PNG,
 * WebP, GIF (its first frame), AVIF or HEIC, with no metadata at all (sharp writes none unless asked, so EXIF with its
 * GPS position, XMP, IPTC and comments are left behind). Transparency goes on white. Held to the thumbnails' pixel
 * limit (decision 038): the output is small, and a JPEG shrinks while it loads, so it costs what a thumbnail costs.
 */
export function uprightJpeg(input: Buffer, opts: { heic: boolean; maxPx: number }): Promise<Buffer> {
  return reencodeUpload(input, { use: 'thumbnail', heic: opts.heic }, (image) =>
    image
      .resize(opts.maxPx, opts.maxPx, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 84, mozjpeg: true })
      .toBuffer(),
  );
}
