import { GALLERY_LIMITS } from '../../../../shared/gallery.limits.js';

/**
 * The indexes of `files` grouped into upload requests, in order: at most uploadBatchFiles files and, unless one file
 * alone is larger, uploadBatchBytes bytes each (decision 040).
 */
export function uploadBatches(files: readonly { size: number }[]): number[][] {
  const batches: number[][] = [];
  let current: number[] = [];
  let bytes = 0;
  files.forEach((file, i) => {
    const full = current.length >= GALLERY_LIMITS.uploadBatchFiles || (current.length > 0 && bytes + file.size > GALLERY_LIMITS.uploadBatchBytes);
    if (full) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(i);
    bytes += file.size;
  });
  if (current.length) batches.push(current);
  return batches;
}

/** How much of each file of a batch has been sent, from the bytes of the request sent so far (files go in order). */
export function loadedPerFile(sizes: readonly number[], loaded: number): number[] {
  let before = 0;
  return sizes.map((size) => {
    const mine = Math.min(size, Math.max(0, loaded - before));
    before += size;
    return mine;
  });
}
