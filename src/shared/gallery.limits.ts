/** The gallery's limits (docs/product-spec.md, sections 5, 8 and 9; docs/decisions/005), for both sides. */
export const GALLERY_LIMITS = {
  passwordMax: 100,
  uploaderNameMax: 100,
  /** Files per upload request; a guest picking a whole camera roll splits into several requests. */
  filesPerUpload: 50,
  /**
   * How the upload dialog groups a guest's files into requests (decision 040): a few photos in each, so a venue's
   * guests make few requests, and one that fails on a weak Wi-Fi costs little to send again. A file larger than
   * the bytes goes on its own.
   */
  uploadBatchFiles: 10,
  uploadBatchBytes: 25 * 1024 * 1024,
  pageDefault: 48,
  pageMax: 200,
  /** Longest edge of a thumbnail or poster, in pixels. */
  thumbnailPx: 720,
  /** How long an unlock cookie lives; a password change ends it sooner. */
  unlockDays: 30,
  /** How often the slideshow looks for new uploads. */
  slideshowPollMs: 10_000,
} as const;
