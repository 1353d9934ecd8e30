import type { FixWebmDurationFunction } from 'fix-webm-duration';
import * as fixWebmDurationModule from 'fix-webm-duration';

// A CommonJS module whose one export is the function (also as `default`), whichever way the bundler hands it over.
const fixWebmDuration = (fixWebmDurationModule as unknown as { default: FixWebmDurationFunction }).default;

/**
 * MediaRecorder's WebM (Chrome, Firefox) says nothing of its length, so a player shows 0:00 and cannot seek. The length
 * measured while recording is written into the file on the device, before the preview and the upload.
 */
export async function withDuration(blob: Blob, durationMs: number): Promise<Blob> {
  if (!blob.type.includes('webm') || durationMs <= 0) return blob;
  try {
    return await fixWebmDuration(blob, durationMs, { logger: false });
  } catch {
    return blob;
  }
}
