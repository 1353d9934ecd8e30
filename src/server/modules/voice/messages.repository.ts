import type { Kysely } from 'kysely';
import { precompiled } from '../../db/precompiled.js';
import type { DB } from '../../db/schema.js';
import type { NewVoiceMessageRow, VoiceMessageRow } from './voice.table.js';

export async function insertMessage(db: Kysely<DB>, row: NewVoiceMessageRow) {
  await db.insertInto('voiceMessages').values(row).execute();
}

export function findMessageOfProfile(db: Kysely<DB>, profileId: string, id: string) {
  return db
    .selectFrom('voiceMessages')
    .selectAll()
    .where('id', '=', id)
    .where('creatorProfileId', '=', profileId)
    .executeTakeFirst();
}

/** Newest first; `before` continues after that row (created_at, then id, breaks ties). */
export function listMessagesOfProfile(
  db: Kysely<DB>,
  profileId: string,
  page: { limit: number; before?: { createdAt: number; id: string } },
): Promise<VoiceMessageRow[]> {
  const { before, limit } = page;
  return before
    ? pageBefore.all(db, { profileId, limit, createdAt: before.createdAt, id: before.id })
    : newestPage.all(db, { profileId, limit });
}

// The inbox's first page on every dashboard load and refresh, and the pages after it: compiled once.
const newestPage = precompiled((db, p: { profileId: string; limit: number }) =>
  db.selectFrom('voiceMessages').selectAll().where('creatorProfileId', '=', p.profileId).orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(p.limit),
);
const pageBefore = precompiled((db, p: { profileId: string; limit: number; createdAt: number; id: string }) =>
  db
    .selectFrom('voiceMessages')
    .selectAll()
    .where('creatorProfileId', '=', p.profileId)
    .where((eb) => eb.or([eb('createdAt', '<', p.createdAt), eb.and([eb('createdAt', '=', p.createdAt), eb('id', '<', p.id)])]))
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(p.limit),
);

export async function updateMessageFlags(
  db: Kysely<DB>,
  id: string,
  patch: Partial<Pick<VoiceMessageRow, 'isRead' | 'isPlayed' | 'hasReplied'>>,
) {
  await db.updateTable('voiceMessages').set(patch).where('id', '=', id).execute();
}

export async function deleteMessage(db: Kysely<DB>, id: string) {
  await db.deleteFrom('voiceMessages').where('id', '=', id).execute();
}

/** Oldest first, for the ZIP export: what the archive and its index need, nothing more. */
export function listMessagesForExport(db: Kysely<DB>, profileId: string) {
  return db
    .selectFrom('voiceMessages')
    .select(['id', 'senderName', 'senderEmail', 'audioPath', 'duration', 'createdAt'])
    .where('creatorProfileId', '=', profileId)
    .orderBy('createdAt', 'asc')
    .orderBy('id', 'asc')
    .execute();
}
