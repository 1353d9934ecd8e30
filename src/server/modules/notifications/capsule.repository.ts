import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** Pages whose time capsule has opened by `now` with the hosts' mail about it still owed (decision 052). */
export function listCapsulesOpened(db: Kysely<DB>, now: number) {
  return db
    .selectFrom('creatorProfiles')
    .select(['id as profileId', 'sealedUntil', 'capsuleMailAt'])
    .where('capsuleMailAt', '<=', now)
    .orderBy('capsuleMailAt')
    .limit(500)
    .execute();
}

/** Clears the debt of one opening once its mail's job is enqueued: true for the one caller that found it owed. */
export async function takeCapsuleMail(db: Kysely<DB>, profileId: string, opensAt: number): Promise<boolean> {
  const result = await db
    .updateTable('creatorProfiles')
    .set({ capsuleMailAt: null })
    .where('id', '=', profileId)
    .where('capsuleMailAt', '=', opensAt)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function countMessagesOfPage(db: Kysely<DB>, profileId: string): Promise<number> {
  const row = await db
    .selectFrom('voiceMessages')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('creatorProfileId', '=', profileId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
