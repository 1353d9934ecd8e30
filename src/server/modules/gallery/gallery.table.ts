import type { Insertable, Selectable } from 'kysely';

export interface GalleryMediaTable {
  id: string;
  profileId: string;
  /** The original file in the store; also its path under /uploads/. */
  objectKey: string;
  /** ~720 px WebP; null when the image could not be decoded here (e.g. HEIC without a HEVC decoder). */
  thumbKey: string | null;
  /** A WebP frame of a video; null when ffmpeg is absent or failed. */
  posterKey: string | null;
  fileType: 'image' | 'video';
  contentType: string;
  size: number;
  /** Hex SHA-256 of the original bytes; unique per profile so duplicates are stored once. */
  sha256: string;
  /** CRC-32 of the original bytes, for the ZIP download; null for items stored before it was kept. */
  crc32: number | null;
  originalFileName: string;
  uploaderName: string | null;
  uploaderEmail: string | null;
  uploadedAt: number;
}

export interface GalleryTables {
  galleryMedia: GalleryMediaTable;
}

export type GalleryMediaRow = Selectable<GalleryMediaTable>;
export type NewGalleryMediaRow = Insertable<GalleryMediaTable>;
