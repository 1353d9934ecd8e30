import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import type { AppDeps } from '../../deps.js';
import { assertDecodable, queueDecode } from '../../images/image-decoding.js';
import { keyFromPath } from '../../storage/stored-objects.service.js';

/** The cover's picture, in pixels: 600 px over 55 mm is about 280 dpi, sharp in print and small in the file. */
const PICTURE_PX = 600;
/** Stored pictures are re-encoded 400 px crops (decision 044); anything far larger than that is not one of ours. */
const MAX_PICTURE_BYTES = 25 * 1024 * 1024;

/**
 * The host's profile picture as a square JPEG pdfkit can embed (it reads only JPEG and PNG; pictures are stored as
 * JPEG, WebP or GIF), or null when there is none or it cannot be read: the cover then goes without it rather than
 * failing the book. Decoded in the process's one image-decoding lane, within the re-encode's pixel limit.
 */
export async function coverPicture(deps: AppDeps, path: string | null, log: { warn: (obj: object, msg: string) => void }): Promise<Buffer | null> {
  const key = keyFromPath(path);
  if (!key) return null;
  try {
    const info = await deps.store.head(key);
    if (!info || info.size > MAX_PICTURE_BYTES) return null;
    const input = await buffer(await deps.store.get(key));
    return await queueDecode(async () => {
      const limitInputPixels = await assertDecodable(input, 'reencode');
      return sharp(input, { limitInputPixels, failOn: 'error' })
        .rotate()
        .resize(PICTURE_PX, PICTURE_PX, { fit: 'cover' })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 88 })
        .toBuffer();
    });
  } catch (err) {
    log.warn({ err, key }, 'the profile picture could not be put on the book cover');
    return null;
  }
}
