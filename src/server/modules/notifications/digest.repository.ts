import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { MessageForMail } from './notifications.repository.js';

/** Puts a message on its page's list for the next digest (once, however often its job runs). */
export async function addPendingMessage(db: Kysely<DB>, m: { messageId: string; profileId: string; createdAt: number }): Promise<void> {
  await db
    .insertInto('pendingDigestMessages')
    .values({ voiceMessageId: m.messageId, creatorProfileId: m.profileId, createdAt: m.createdAt })
    .onConflict((oc) => oc.column('voiceMessageId').doNothing())
    .execute();
}

/** A page's messages that wait for a digest and arrived before `before`, oldest first. */
export function listPendingMessages(db: Kysely<DB>, profileId: string, before: number): Promise<MessageForMail[]> {
  return db
    .selectFrom('pendingDigestMessages as d')
    .innerJoin('voiceMessages as m', 'm.id', 'd.voiceMessageId')
    .select(['m.id', 'm.creatorProfileId', 'm.senderName', 'm.duration', 'm.createdAt'])
    .where('d.creatorProfileId', '=', profileId)
    .where('d.createdAt', '<', before)
    .orderBy('d.createdAt')
    .orderBy('d.voiceMessageId')
    .execute();
}

const DELETE_CHUNK = 500;

/** Takes these messages off the list (the digest that named them was sent); others added meanwhile stay. */
export async function removePendingMessages(db: Kysely<DB>, messageIds: string[]): Promise<void> {
  for (let i = 0; i < messageIds.length; i += DELETE_CHUNK) {
    await db.deleteFrom('pendingDigestMessages').where('voiceMessageId', 'in', messageIds.slice(i, i + DELETE_CHUNK)).execute();
  }
}

/** A page that turned its digest off drops its list: those messages are in the inbox, and no digest will name them. */
export async function clearPendingMessages(db: Kysely<DB>, profileId: string): Promise<void> {
  await db.deleteFrom('pendingDigestMessages').where('creatorProfileId', '=', profileId).execute();
}

/** Every page with messages waiting, its oldest one and its host's zone (null: never set, so UTC). */
export function listPagesWaitingForDigest(db: Kysely<DB>) {
  return db
    .selectFrom('pendingDigestMessages as d')
    .leftJoin('notificationSettings as s', 's.creatorProfileId', 'd.creatorProfileId')
    .select((eb) => ['d.creatorProfileId as profileId', 's.timeZone', eb.fn.min('d.createdAt').as('oldest')])
    .groupBy(['d.creatorProfileId', 's.timeZone'])
    .execute();
}
