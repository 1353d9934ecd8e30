import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import type { AppDeps } from '../../deps.js';
import { decodeUpright } from '../../images/image-decoding.js';
import { keyFromPath } from '../../storage/stored-objects.service.js';

/** The cover's picture, in pixels: 600 px over 55 mm is about 280 dpi, sharp in print and small in the file. */
const PICTURE_PX = 600;
/** Stored pictures are re-encoded 400 px crops (decision 044); anything far larger than that is not one of ours. */
const MAX_PICTURE_BYTES = 25 * 1024 * 1024;

/** A guest's photo beside its QR code, in pixels: 360 px over 28 mm is about 330 dpi. */
const PHOTO_PX = 360;

/**
 * A guest's photo with their message (docs/decisions/082) as a square JPEG for its entry, cropped where the picture's
 * interest is (a face, mostly), or null when it is gone or unreadable: the entry then goes without it.
 */
export async function entryPhoto(deps: AppDeps, path: string | null, log: { warn: (obj: object, msg: string) => void }): Promise<Buffer | null> {
  return squareJpeg(deps, path, PHOTO_PX, log, sharp.strategy.attention);
}

/**
 * The host's profile picture as a square JPEG pdfkit can embed (it reads only JPEG and PNG; pictures are stored as
 * JPEG, WebP or GIF), or null when there is none or it cannot be read: the cover then goes without it rather than
 * failing the book. Decoded in the process's one image-decoding lane, within the re-encode's pixel limit.
 */
export async function coverPicture(deps: AppDeps, path: string | null, log: { warn: (obj: object, msg: string) => void }): Promise<Buffer | null> {
  return squareJpeg(deps, path, PICTURE_PX, log, 'centre');
}

async function squareJpeg(
  deps: AppDeps,
  path: string | null,
  px: number,
  log: { warn: (obj: object, msg: string) => void },
  position: string | number,
): Promise<Buffer | null> {
  const key = keyFromPath(path);
  if (!key) return null;
  try {
    const info = await deps.store.head(key);
    if (!info || info.size > MAX_PICTURE_BYTES) return null;
    const input = await buffer(await deps.store.get(key));
    return await decodeUpright(input, { use: 'reencode' }, (image) =>
      image.resize(px, px, { fit: 'cover', position }).flatten({ background: '#ffffff' }).jpeg({ quality: 88 }).toBuffer(),
    );
  } catch (err) {
    log.warn({ err, key }, 'a picture could not be put in the book');
    return null;
  }
}
