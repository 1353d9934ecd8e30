import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import sharp from 'sharp';
import { GALLERY_LIMITS } from '../../../shared/gallery.limits.js';
import { decodeUpright } from '../../images/image-decoding.js';

const FFMPEG = ['/usr/bin/ffmpeg', '/usr/local/bin/ffmpeg'].find((p) => existsSync(p));
/** A poster is a nicety: a stuck or slow ffmpeg must not hold the guest's upload for long. */
const FFMPEG_TIMEOUT_MS = 20_000;

export const canMakePosters = () => FFMPEG !== undefined;

/** iPhone photos (decoded by images/image-decoding.ts); a HEIC it cannot read is kept without a thumbnail. */
export const isHeic = (contentType: string) => contentType === 'image/heic' || contentType === 'image/heif';

const webpThumbnail = (image: sharp.Sharp) => {
  const px = GALLERY_LIMITS.thumbnailPx;
  return image.resize(px, px, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();
};

/**
 * ~720 px WebP, EXIF orientation applied and every metadata field dropped (sharp keeps none unless asked).
 * A picture with more pixels than its limit is refused (413) before it is decoded, and decodes wait their turn
 * (images/image-decoding.ts), so no upload, however many arrive at once, can take the server's memory.
 */
export function imageThumbnail(input: string | Buffer, contentType?: string): Promise<Buffer> {
  return decodeUpright(input, { use: 'thumbnail', heic: contentType !== undefined && isHeic(contentType) }, webpThumbnail);
}

function frameAt(file: string, seconds: number): Promise<Buffer> {
  const args = ['-nostdin', '-v', 'error', '-ss', String(seconds), '-i', file, '-frames:v', '1', '-f', 'image2pipe', '-c:v', 'png', 'pipe:1'];
  return new Promise((resolve, reject) => {
    execFile(FFMPEG!, args, { encoding: 'buffer', timeout: FFMPEG_TIMEOUT_MS, killSignal: 'SIGKILL', maxBuffer: 64 * 1024 * 1024 }, (err, stdout) =>
      err ? reject(err) : resolve(stdout),
    );
  });
}

/** A WebP poster frame of a video file, or null without ffmpeg or when it cannot read the video. */
export async function videoPoster(file: string): Promise<Buffer | null> {
  if (!FFMPEG) return null;
  try {
    // One second in skips the black first frame most phones record; very short clips fall back to the start.
    let png = await frameAt(file, 1);
    if (png.length === 0) png = await frameAt(file, 0);
    if (png.length === 0) return null;
    return await imageThumbnail(png);
  } catch {
    return null;
  }
}
