import { describe, expect, it } from 'vitest';
import { GALLERY_LIMITS } from '../../../../shared/gallery.limits.js';
import { loadedPerFile, uploadBatches } from './upload-batches.js';

const MB = 1024 * 1024;
const sized = (...mb: number[]) => mb.map((m) => ({ size: m * MB }));

describe('the upload dialog sends a guest’s photos a few at a time', () => {
  it('groups photos by count and by bytes, in order', () => {
    const photos = sized(...Array(23).fill(2));
    expect(uploadBatches(photos).map((b) => b.length)).toEqual([10, 10, 3]);
    expect(uploadBatches(photos).flat()).toEqual([...photos.keys()]);
    expect(uploadBatches(sized(10, 10, 10, 10))).toEqual([[0, 1], [2, 3]]);
  });

  it('sends a file larger than a batch on its own, and never an empty request', () => {
    expect(uploadBatches(sized(3, 200, 3))).toEqual([[0], [1], [2]]);
    expect(uploadBatches([])).toEqual([]);
    expect(GALLERY_LIMITS.uploadBatchFiles).toBeLessThanOrEqual(GALLERY_LIMITS.filesPerUpload);
  });

  it("spreads a request's progress over its files in the order they are sent", () => {
    expect(loadedPerFile([100, 50, 100], 0)).toEqual([0, 0, 0]);
    expect(loadedPerFile([100, 50, 100], 120)).toEqual([100, 20, 0]);
    expect(loadedPerFile([100, 50, 100], 999)).toEqual([100, 50, 100]);
  });
});
