import type { GalleryMediaItem } from '../../../shared/gallery.types.js';

/** Gallery files are shown from /uploads/{filePath} (docs/product-spec.md, section 7). */
export const uploadsUrl = (path: string) => `/uploads/${path.split('/').map(encodeURIComponent).join('/')}`;

/** Formats Chrome and Firefox cannot draw; such photos show as a tile with their name until opened elsewhere. */
const UNDRAWABLE = new Set(['image/heic', 'image/heif']);

/** The small picture for a grid tile: thumbnail, video poster, or the original when it is drawable. */
export function tileUrl(item: GalleryMediaItem): string | null {
  if (item.thumbnailPath) return uploadsUrl(item.thumbnailPath);
  if (item.posterPath) return uploadsUrl(item.posterPath);
  if (item.fileType === 'image' && !UNDRAWABLE.has(item.contentType)) return uploadsUrl(item.filePath);
  return null;
}

/** The full-size picture for the viewer and slideshow; the thumbnail stands in for undrawable originals. */
export function fullImageUrl(item: GalleryMediaItem): string | null {
  if (item.fileType !== 'image') return null;
  if (!UNDRAWABLE.has(item.contentType)) return uploadsUrl(item.filePath);
  return item.thumbnailPath ? uploadsUrl(item.thumbnailPath) : null;
}

/** What the upload dialog accepts (docs/product-spec.md, section 5): image/* or video/*; HEIC by name where the OS gives no type. */
export function isImageOrVideo(file: File): boolean {
  if (file.type.startsWith('image/') || file.type.startsWith('video/')) return true;
  return file.type === '' && /\.(heic|heif)$/i.test(file.name);
}
