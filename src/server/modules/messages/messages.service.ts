import { LIMITS } from '../../../shared/limits.js';
import type { SendVoiceMessageInput, UpdateVoiceMessageInput } from '../../../shared/voice.schemas.js';
import type { VoiceMessage } from '../../../shared/voice.types.js';
import { fromBool, isoTime, toBool } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { newId } from '../../ids.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { findSeal } from '../capsule/capsule.js';
import { findProfileById } from '../profiles/profiles.repository.js';
import { requireOwnProfileRow } from '../profiles/profiles.service.js';
import { readOwnMessageTotal } from '../stats/counters.repository.js';
import {
  deleteMessage,
  findMessageByAudioPath,
  findMessageOfProfile,
  insertGuestMessage,
  listMessagesOfProfile,
  listReplyRecordingPaths,
  updateMessageFlags,
} from './messages.repository.js';
import { deleteObject, keyFromPath, markDetached } from '../../storage/stored-objects.service.js';
import { VOICE_PURPOSES } from '../../storage/purposes.js';
import { assertProfileRoom } from '../../storage/storage-quota.js';
import { judgeRecording } from './recording-claims.js';
import { judgePhoto, photoNotUsable } from './photo-claims.js';
import { playableJob } from '../playable/playable-copies.js';
import { messageArrivedJob } from '../notifications/message-arrived.js';
import { wholeSeconds } from './voice-upload.service.js';
import { inboxPageCache } from './inbox-cache.js';
import type { VoiceMessageRow } from './messages.table.js';

export function toVoiceMessage(row: VoiceMessageRow): VoiceMessage {
  return {
    id: row.id,
    creatorProfileId: row.creatorProfileId,
    senderName: row.senderName,
    senderEmail: row.senderEmail,
    audioPath: row.audioPath,
    duration: row.duration,
    playablePath: row.playablePath,
    createdAt: isoTime(row.createdAt),
    isRead: toBool(row.isRead),
    isPlayed: toBool(row.isPlayed),
    hasReplied: toBool(row.hasReplied),
    prompt: row.prompt,
    photoPath: row.photoPath,
  };
}

/**
 * A guest's message: claims the upload, records the message and (if asked) the subscriber, and enqueues its playable
 * copy and its announcement (message-arrived.ts), all or nothing: one transaction on SQLite, one statement on
 * PostgreSQL (see insertGuestMessageClaimingUpload).
 * Its duration is the one measured when the recording was uploaded, whatever the client says.
 *
 * Sending the same message again (the same recording, to the same page, from the same email) answers with the message
 * already stored, `created: false`: a guest whose first answer never arrived, or whose phone forgot it had one, retries
 * safely and never leaves the host a second copy.
 */
export async function sendVoiceMessage(deps: AppDeps, input: SendVoiceMessageInput): Promise<{ message: VoiceMessage; created: boolean }> {
  const { db } = deps;
  const profile = await findProfileById(db, input.creatorProfileId);
  if (!profile || !toBool(profile.isActive)) throw AppError.refuse(404, 'profile_not_found');
  try {
    return { message: await storeGuestMessage(deps, profile.id, input), created: true };
  } catch (err) {
    // A photo already claimed is refused first on PostgreSQL (photo-claims.ts): its message may be this very one too.
    const resent = err instanceof AppError && (err.errorCode === 'audio_path_invalid' || err.errorCode === 'photo_path_invalid');
    const stored = resent ? await findMessageByAudioPath(db, profile.id, input.audioPath) : undefined;
    if (stored && stored.senderEmail.toLowerCase() === input.senderEmail.toLowerCase()) return { message: toVoiceMessage(stored), created: false };
    throw err;
  }
}

async function storeGuestMessage(deps: AppDeps, profileId: string, input: SendVoiceMessageInput): Promise<VoiceMessage> {
  const { db } = deps;
  const want = { as: 'message', profileId } as const;
  const recording = await judgeRecording(db, input.audioPath, want);
  const photo = input.photoPath ? await judgePhoto(db, input.photoPath) : null;
  const now = Date.now();
  const row: VoiceMessageRow = {
    id: newId(),
    creatorProfileId: profileId,
    senderName: input.senderName ?? null,
    senderEmail: input.senderEmail,
    audioPath: input.audioPath,
    duration: Math.min(LIMITS.voiceMessageSeconds, wholeSeconds(recording.durationMs)),
    playablePath: null,
    isRead: 0,
    isPlayed: 0,
    hasReplied: 0,
    createdAt: now,
    // Kept as the guest's page showed it, on the host's list or not (docs/decisions/051).
    prompt: input.prompt ?? null,
    language: input.language ?? null,
    showNameOnPartyScreen: input.showNameOnPartyScreen ? 1 : 0,
    photoPath: photo ? input.photoPath! : null,
  };
  const quota = { profileId, purposes: VOICE_PURPOSES, maxBytes: deps.config.limits.profileVoiceBytes };
  try {
    const stored = await insertGuestMessage(db, deps.dialect, {
      row,
      want,
      photoKey: photo?.key ?? null,
      subscribe: input.subscribeToNewsletter,
      jobs: [playableJob('message', row.id), messageArrivedJob(row.id)],
      checkRoom: (tx) => assertProfileRoom({ db: tx }, quota, recording.size + (photo?.size ?? 0)),
    });
    if (stored === 'photo') throw photoNotUsable();
    if (!stored) throw notUsable();
  } catch (err) {
    // The unique index on audio_path: another message holds this recording.
    if (isUniqueViolation(err)) throw notUsable();
    throw err;
  }
  deps.jobs.wake();
  return toVoiceMessage(row);
}

const notUsable = () => AppError.refuse(400, 'audio_path_invalid', 'audioPath');

/**
 * A page of the creator's inbox, newest first, as the JSON the route sends, and the total. The first page comes
 * from memory while the profile's message-list version has not moved (inbox-cache.ts).
 */
export async function listOwnMessages(
  deps: AppDeps,
  userId: string,
  page: { limit: number; before?: string },
): Promise<{ json: string; total: number }> {
  const { db } = deps;
  // The total comes from the maintained counter: counting a large host's 50,000 rows took ~2 ms per request.
  const own = await readOwnMessageTotal(db, userId);
  if (!own) throw AppError.refuse(404, 'profile_not_found');
  const total = own.voiceMessages;
  // A sealed capsule (decision 052): names, times and lengths, but no recording's address; never from or into the cache.
  const sealed = (await findSeal(deps, own.profileId)) !== null;
  const cache = inboxPageCache(db);
  if (!page.before && !sealed) {
    const json = cache.get(own.profileId, page.limit, own.messagesVersion);
    if (json !== undefined) return { json, total };
  }
  let before: { createdAt: number; id: string } | undefined;
  if (page.before) {
    const cursor = await findMessageOfProfile(db, own.profileId, page.before);
    // A cursor that was deleted meanwhile: an empty page would hide the rest, so say so.
    if (!cursor) throw AppError.badRequest('Unknown paging cursor; reload the list');
    before = { createdAt: cursor.createdAt, id: cursor.id };
  }
  const rows = await listMessagesOfProfile(db, own.profileId, { limit: page.limit, before });
  const json = JSON.stringify(rows.map((row) => (sealed ? withoutRecording(toVoiceMessage(row)) : toVoiceMessage(row))));
  if (sealed) return { json, total };
  if (!page.before) cache.set(own.profileId, page.limit, own.messagesVersion, json);
  return { json, total };
}

// The guest's photo is theirs to show when the capsule opens, as their voice is.
const withoutRecording = (m: VoiceMessage): VoiceMessage => ({ ...m, audioPath: null, playablePath: null, photoPath: null });

async function requireOwnMessage(deps: AppDeps, userId: string, id: string): Promise<VoiceMessageRow> {
  const profile = await requireOwnProfileRow(deps, userId);
  const row = await findMessageOfProfile(deps.db, profile.id, id);
  if (!row) throw AppError.refuse(404, 'voice_message_not_found');
  return row;
}

export async function updateOwnMessage(deps: AppDeps, userId: string, id: string, input: UpdateVoiceMessageInput) {
  const row = await requireOwnMessage(deps, userId, id);
  const patch: Partial<Pick<VoiceMessageRow, 'isRead' | 'isPlayed'>> = {};
  if (input.isRead !== undefined) patch.isRead = fromBool(input.isRead);
  if (input.isPlayed !== undefined) patch.isPlayed = fromBool(input.isPlayed);
  await updateMessageFlags(deps.db, row.id, patch);
  const message = toVoiceMessage({ ...row, ...patch });
  return (await findSeal(deps, row.creatorProfileId)) ? withoutRecording(message) : message;
}

/** Deletes the message, its replies (cascade), every recording of them (originals and playable copies) and its photo. */
export async function deleteOwnMessage(deps: AppDeps, userId: string, id: string): Promise<void> {
  const row = await requireOwnMessage(deps, userId, id);
  const paths = [row.audioPath, row.playablePath, row.photoPath, ...(await listReplyRecordingPaths(deps.db, row.id))].filter((p) => p !== null);
  // Rows gone and recordings detached together: if the process dies before the files go, the sweeper takes them.
  await deps.db.transaction().execute(async (trx) => {
    await deleteMessage(trx, row.id);
    for (const path of paths) {
      const key = keyFromPath(path);
      if (key) await markDetached(trx, key);
    }
  });
  // After the rows are gone: a failed file delete leaves an orphan file, never a message without audio.
  for (const path of paths) {
    const key = keyFromPath(path);
    if (key) await deleteObject(deps, key);
  }
}
