import { type Kysely, sql } from 'kysely';
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

/**
 * PostgreSQL: claims the guest's upload, counts the subscriber (when asked) and inserts the message in ONE
 * statement (data-modifying CTEs, each part only if the claim matched). Every guest's message to a host moves the
 * same counter rows (triggers of migrations 004, 012, 013, 014), and their row locks last until commit: as a
 * transaction of four statements they were held over four round trips, so 200 guests at once queued ~0.9 s
 * behind each other. Now they are held for one statement. False when the upload was not there to claim.
 */
export async function insertGuestMessageClaimingUpload(
  db: Kysely<DB>,
  row: VoiceMessageRow,
  claim: { key: string },
  subscriber: { id: string } | null,
): Promise<boolean> {
  const result = await sql<{ id: string }>`
    WITH claimed AS (
      UPDATE stored_objects SET attached = 1, owner_profile_id = ${row.creatorProfileId}
      WHERE key = ${claim.key} AND purpose = 'voice' AND attached = 0
      RETURNING key
    ), subscriber AS (
      INSERT INTO email_subscribers (id, creator_profile_id, email, sender_name, message_count, created_at, updated_at)
      SELECT ${subscriber?.id ?? ''}, ${row.creatorProfileId}, ${row.senderEmail}, ${row.senderName || null}::text, 1, ${row.createdAt}::bigint, ${row.createdAt}::bigint
      FROM claimed WHERE ${subscriber !== null}::boolean
      ON CONFLICT (creator_profile_id, email) DO UPDATE SET
        message_count = email_subscribers.message_count + 1,
        sender_name = coalesce(excluded.sender_name, email_subscribers.sender_name),
        updated_at = excluded.updated_at
    )
    INSERT INTO voice_messages (id, creator_profile_id, sender_name, sender_email, audio_path, duration, is_read, is_played, has_replied, created_at)
    SELECT ${row.id}, ${row.creatorProfileId}, ${row.senderName}::text, ${row.senderEmail}, ${row.audioPath}, ${row.duration}::integer, 0, 0, 0, ${row.createdAt}::bigint
    FROM claimed
    RETURNING id`.execute(db);
  return result.rows.length === 1;
}
