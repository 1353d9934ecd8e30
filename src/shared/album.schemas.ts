import { z } from 'zod';
import { ALBUM_MSG } from './album.texts.js';
import { TimeZoneSchema } from './stats.schemas.js';

/**
 * POST /api/keepsake/album: build the album of every message, or of the chosen ones. The time zone dates the album's
 * title as the host's calendar has it. The count limit is the service's, with its own message; this bound only keeps
 * a body small.
 */
export const StartAlbumSchema = z.object({
  messageIds: z.array(z.string().min(1).max(64)).min(1, ALBUM_MSG.noneChosen).max(10_000).optional(),
  timeZone: TimeZoneSchema,
});
export type StartAlbumInput = z.input<typeof StartAlbumSchema>;

export type AlbumStatus = 'none' | 'queued' | 'building' | 'ready' | 'failed';

/** GET /api/keepsake/album: the build under way or last asked for, and the file that can be downloaded. */
export interface AlbumState {
  status: AlbumStatus;
  /** 0-100 while queued or building. */
  progress: number;
  /** Why the last build failed, when it did. */
  error: string | null;
  /** The last finished album, downloadable (also while a new one builds or after one failed). */
  file: AlbumFile | null;
}

export interface AlbumFile {
  fileName: string;
  bytes: number;
  durationSeconds: number;
  messageCount: number;
  /** Chosen messages that had no playable audio and were left out. */
  skippedCount: number;
  /** Built from every message rather than a choice. */
  allMessages: boolean;
  builtAt: string;
  /** A message was added or deleted after it was built. */
  outOfDate: boolean;
}
