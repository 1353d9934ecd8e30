import type { Kysely, QueryCreator } from 'kysely';
import { LIMITS } from '../../../shared/limits.js';
import { MSG } from '../../../shared/api.texts.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { RECORDING_UPLOAD_PURPOSE, REPLY_PURPOSE } from '../../storage/purposes.js';
import { findStoredObject } from '../../storage/stored-objects.repository.js';
import { keyFromPath } from '../../storage/stored-objects.service.js';

/** What a recording may become, and by whom (docs/decisions/019). */
export type ClaimAs = { as: 'message'; profileId: string } | { as: 'reply'; profileId: string; userId: string };

const limitMs = (want: ClaimAs) =>
  ((want.as === 'reply' ? LIMITS.voiceReplySeconds : LIMITS.voiceMessageSeconds) + LIMITS.durationToleranceSeconds) * 1000;

export interface JudgedRecording {
  key: string;
  size: number;
  durationMs: number;
}

const notUsable = () => AppError.refuse(400, 'audio_path_invalid', 'audioPath');

/**
 * Whether an upload may be claimed as a guest's message (any uploader, at most 60 s) or as this host's reply (their
 * own upload, at most 120 s), with the refusal the client should read. The claim itself (claimRecordingQuery) checks
 * the same again atomically; this read only chooses the words.
 */
export async function judgeRecording(db: Kysely<DB>, audioPath: string, want: ClaimAs): Promise<JudgedRecording> {
  const key = keyFromPath(audioPath);
  const row = key ? await findStoredObject(db, key) : undefined;
  // Unmeasured rows were uploaded before recordings were measured; the client uploads its kept copy again.
  if (!key || !row || row.attached !== 0 || row.purpose !== RECORDING_UPLOAD_PURPOSE || row.durationMs == null) throw notUsable();
  if (want.as === 'reply' && row.ownerUserId !== want.userId) throw notUsable();
  if (row.durationMs > limitMs(want)) {
    throw AppError.badRequest(want.as === 'reply' ? MSG.replyTooLong : MSG.recordingTooLong, {
      duration: want.as === 'reply' ? MSG.replyTooLong : MSG.recordingTooLong,
    });
  }
  return { key, size: row.size, durationMs: row.durationMs };
}

/**
 * Attaches an upload to the message or reply that uses it, in one conditional UPDATE, so two requests can never both
 * claim one recording, a long one never becomes a message, and only its uploader makes it a reply. The recording then
 * belongs to the profile (its storage budget counts it) and no longer to its uploader.
 */
export function claimRecordingQuery(db: QueryCreator<DB>, key: string, want: ClaimAs) {
  let q = db
    .updateTable('storedObjects')
    .set({
      attached: 1,
      ownerProfileId: want.profileId,
      ownerUserId: null,
      // Sent: it no longer counts against its sender's budget of unsent recordings.
      uploaderKey: null,
      purpose: want.as === 'reply' ? REPLY_PURPOSE : RECORDING_UPLOAD_PURPOSE,
    })
    .where('key', '=', key)
    .where('purpose', '=', RECORDING_UPLOAD_PURPOSE)
    .where('attached', '=', 0)
    .where('durationMs', '<=', limitMs(want));
  if (want.as === 'reply') q = q.where('ownerUserId', '=', want.userId);
  return q;
}

export async function claimRecording(db: Kysely<DB>, key: string, want: ClaimAs): Promise<void> {
  const r = await claimRecordingQuery(db, key, want).executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) throw notUsable();
}
