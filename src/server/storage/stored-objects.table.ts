import type { ColumnType } from 'kysely';

export interface StoredObjectsTable {
  key: string;
  ownerUserId: string | null;
  ownerProfileId: string | null;
  /** What the upload was for: profile-image, background, voice, reply, gallery, upload. */
  purpose: string;
  contentType: string;
  size: number;
  /** A recording's length as measured by decoding it at upload (audio/measure-audio.ts); null for other media. */
  durationMs: ColumnType<number | null, number | null | undefined, number | null>;
  /** Who sent it while nothing claims it (a keyed hash of the address, or 'user:<id>'); null once claimed. */
  uploaderKey: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1 once a message, profile or gallery item refers to it; unattached uploads are swept. */
  attached: number;
  createdAt: number;
}

/** Bytes per profile and purpose, kept by triggers on stored_objects (migration 013). */
export interface ProfileStorageTable {
  profileId: string;
  purpose: string;
  /** bigint: a string from PostgreSQL. */
  bytes: number | string;
}
