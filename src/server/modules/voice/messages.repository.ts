import type { Kysely } from 'kysely';
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
  let q = db.selectFrom('voiceMessages').selectAll().where('creatorProfileId', '=', profileId);
  const before = page.before;
  if (before) {
    q = q.where((eb) =>
      eb.or([
        eb('createdAt', '<', before.createdAt),
        eb.and([eb('createdAt', '=', before.createdAt), eb('id', '<', before.id)]),
      ]),
    );
  }
  return q.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(page.limit).execute();
}

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
