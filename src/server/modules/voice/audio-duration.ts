import { parseBuffer } from 'music-metadata';
import { webmDurationSeconds } from './webm-duration.js';

/**
 * How long a recording is, in seconds, read from its bytes; undefined when the format does not say
 * (the caller then relies on the whole-second duration the client sends, which is range-checked).
 */
export async function audioDurationSeconds(bytes: Buffer, contentType: string): Promise<number | undefined> {
  try {
    const meta = await parseBuffer(bytes, { mimeType: contentType, size: bytes.length }, { duration: true, skipCovers: true });
    if (meta.format.duration && Number.isFinite(meta.format.duration)) return meta.format.duration;
  } catch {
    // Unparseable by music-metadata: fall through to what we can read ourselves.
  }
  if (contentType.includes('webm')) return webmDurationSeconds(bytes);
  return undefined;
}
