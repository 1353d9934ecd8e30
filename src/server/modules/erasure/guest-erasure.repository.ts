import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** The messages one address left on one page, newest first (the index on creator_profile_id, sender_email). */
export function listMessagesOfSender(db: Kysely<DB>, profileId: string, email: string, limit: number) {
  return db
    .selectFrom('voiceMessages')
    .select(['id', 'senderName', 'createdAt', 'audioPath', 'playablePath', 'photoPath'])
    .where('creatorProfileId', '=', profileId)
    .where('senderEmail', '=', email)
    .orderBy('createdAt', 'desc')
    .limit(limit)
    .execute();
}

export async function countMessagesOfSender(db: Kysely<DB>, profileId: string, email: string): Promise<number> {
  const row = await db
    .selectFrom('voiceMessages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('creatorProfileId', '=', profileId)
    .where('senderEmail', '=', email)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The recordings of the replies to these messages (originals and playable copies). */
export async function listReplyPathsOf(db: Kysely<DB>, messageIds: readonly string[]) {
  if (messageIds.length === 0) return [];
  return db.selectFrom('voiceReplies').select(['id', 'audioPath', 'playablePath']).where('voiceMessageId', 'in', messageIds).execute();
}

/** Only messages of this page and this address go, whatever ids were sent. */
export async function deleteMessagesOfSender(db: Kysely<DB>, profileId: string, email: string, ids: readonly string[]): Promise<number> {
  const r = await db.deleteFrom('voiceMessages').where('creatorProfileId', '=', profileId).where('senderEmail', '=', email).where('id', 'in', ids).executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** The address's subscription goes with its last message on the page (it subscribed by leaving one). */
export async function settleSubscriber(db: Kysely<DB>, profileId: string, email: string, withdrawn: number, remaining: number) {
  if (remaining === 0) {
    await db.deleteFrom('emailSubscribers').where('creatorProfileId', '=', profileId).where('email', '=', email).execute();
    return;
  }
  await db
    .updateTable('emailSubscribers')
    .set((eb) => ({ messageCount: eb('messageCount', '-', withdrawn) }))
    .where('creatorProfileId', '=', profileId)
    .where('email', '=', email)
    .where('messageCount', '>', withdrawn)
    .execute();
}

/** What the host sees: how many messages guests took back, never which. */
export async function countWithdrawn(db: Kysely<DB>, profileId: string, n: number) {
  await db
    .insertInto('profileCounters')
    .values({ profileId, voiceMessages: 0, emailSubscribers: 0, repliesSent: 0, pageViews: 0, messagesVersion: 0, messagesWithdrawn: n })
    .onConflict((oc) => oc.column('profileId').doUpdateSet((eb) => ({ messagesWithdrawn: eb('profileCounters.messagesWithdrawn', '+', n) })))
    .execute();
}

export async function findWithdrawnCount(db: Kysely<DB>, profileId: string): Promise<number> {
  const row = await db.selectFrom('profileCounters').select('messagesWithdrawn').where('profileId', '=', profileId).executeTakeFirst();
  return Number(row?.messagesWithdrawn ?? 0);
}
