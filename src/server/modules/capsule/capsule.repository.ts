import type { Kysely } from 'kysely';
import { precompiled } from '../../db/precompiled.js';
import type { DB } from '../../db/schema.js';

/** The page's time capsule columns (docs/decisions/052); undefined without such a page. */
// Read by every inbox load and every guest's send: compiled once (db/precompiled.ts), 19 µs of query building saved.
const capsule = precompiled((db, { profileId }: { profileId: string }) =>
  db.selectFrom('creatorProfiles').select(['sealedUntil', 'sealedOpensAt']).where('id', '=', profileId),
);

export function findCapsule(db: Kysely<DB>, profileId: string) {
  return capsule.first(db, { profileId });
}

/**
 * The host's time zone as their notification settings know it (decision 049), for the hour a capsule opens; null
 * when the host's browser never told it.
 */
export async function findHostTimeZone(db: Kysely<DB>, profileId: string): Promise<string | null> {
  const row = await db.selectFrom('notificationSettings').select('timeZone').where('creatorProfileId', '=', profileId).executeTakeFirst();
  return row?.timeZone ?? null;
}

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
