import type { ColumnType, Selectable } from 'kysely';

/** 'ready' and 'failed' are where a build ends; a queued or building one is also judged by its job (album.service.ts). */
export type AlbumBuildStatus = 'queued' | 'building' | 'ready' | 'failed';

/** One row per host (migration 019): the build last asked for, and the file of the last one that finished. */
export interface AlbumsTable {
  profileId: string;
  buildId: string;
  buildStatus: AlbumBuildStatus;
  buildProgress: ColumnType<number, number | undefined, number>;
  /** JSON array of message ids; null: every message. */
  buildSelection: string | null;
  /** Why the last build failed, in words for the host; null when it did not, or for a reason only the log tells. */
  buildError: ColumnType<string | null, string | null | undefined, string | null>;
  requestedAt: number;
  objectKey: ColumnType<string | null, string | null | undefined, string | null>;
  fileBytes: ColumnType<number | null, number | null | undefined, number | null>;
  durationMs: ColumnType<number | null, number | null | undefined, number | null>;
  messageCount: ColumnType<number | null, number | null | undefined, number | null>;
  skippedCount: ColumnType<number | null, number | null | undefined, number | null>;
  allMessages: ColumnType<number | null, number | null | undefined, number | null>;
  builtAt: ColumnType<number | null, number | null | undefined, number | null>;
  messagesTotal: ColumnType<number | null, number | null | undefined, number | null>;
  newestMessageId: ColumnType<string | null, string | null | undefined, string | null>;
  updatedAt: number;
}

export interface AlbumTables {
  albums: AlbumsTable;
}

export type AlbumRow = Selectable<AlbumsTable>;
