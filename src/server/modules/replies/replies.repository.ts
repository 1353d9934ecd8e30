import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { VoiceReplyRow } from './replies.table.js';

export async function insertReply(db: Kysely<DB>, row: VoiceReplyRow) {
  await db.insertInto('voiceReplies').values(row).execute();
}

export function findReplyOfProfile(db: Kysely<DB>, profileId: string, id: string) {
  return db.selectFrom('voiceReplies').selectAll().where('id', '=', id).where('creatorProfileId', '=', profileId).executeTakeFirst();
}

/** The reply that already holds this recording for this message (a retry after a failed send). */
export function findReplyByAudio(db: Kysely<DB>, profileId: string, voiceMessageId: string, audioPath: string) {
  return db
    .selectFrom('voiceReplies')
    .selectAll()
    .where('creatorProfileId', '=', profileId)
    .where('voiceMessageId', '=', voiceMessageId)
    .where('audioPath', '=', audioPath)
    .executeTakeFirst();
}

export async function updateReply(
  db: Kysely<DB>,
  id: string,
  patch: Partial<Pick<VoiceReplyRow, 'emailStatus' | 'sentAt' | 'tokenHash'>>,
) {
  await db.updateTable('voiceReplies').set(patch).where('id', '=', id).execute();
}

/** What the public /r/{token} page shows: the reply's audio and the host's name. */
export function findReplyByTokenHash(db: Kysely<DB>, tokenHash: string) {
  return db
    .selectFrom('voiceReplies')
    .innerJoin('creatorProfiles', 'creatorProfiles.id', 'voiceReplies.creatorProfileId')
    .leftJoin('voiceMessages', 'voiceMessages.id', 'voiceReplies.voiceMessageId')
    .select([
      'voiceReplies.id',
      'voiceReplies.audioPath',
      'voiceReplies.playablePath',
      'voiceReplies.duration',
      'creatorProfiles.displayName',
      'creatorProfiles.profileImagePath',
      'creatorProfiles.pageTheme',
      'voiceMessages.language as messageLanguage',
    ])
    .where('voiceReplies.tokenHash', '=', tokenHash)
    .executeTakeFirst();
}
