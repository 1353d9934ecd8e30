import { LIMITS } from '../../../../shared/limits.js';

export interface ShrunkPhoto {
  /** What to upload: a JPEG of at most LIMITS.messagePhotoPx on its long side, or the original file. */
  blob: Blob;
  name: string;
  /** What the guest sees before sending: the shrunk copy, or null when this browser cannot draw the picture. */
  previewable: boolean;
}

/**
 * Shrinks a photo on the phone before it goes over a venue's one bar of signal: drawn upright (its EXIF orientation
 * applied) at most 1600 px on the long side into a JPEG, which also leaves its metadata behind. A picture this browser
 * cannot decode (an iPhone's HEIC in Chrome) goes as it is: the server makes the same JPEG of it (docs/decisions/082).
 */
export async function shrinkPhoto(file: File): Promise<ShrunkPhoto> {
  const original = { blob: file, name: file.name || 'photo', previewable: false };
  if (typeof createImageBitmap !== 'function') return original;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return original;
  }
  try {
    const scale = Math.min(1, LIMITS.messagePhotoPx / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return { ...original, previewable: true };
    // A transparent PNG goes on white, as the server would put it.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
    // The original is sent when it is the smaller of the two (a photo already small).
    if (!blob || blob.size >= file.size) return { ...original, previewable: true };
    return { blob, name: 'photo.jpg', previewable: true };
  } finally {
    bitmap.close();
  }
}
