import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** How long a deleted account's page name stays held (docs/decisions/069): printed QR codes do not reach a stranger. */
export const USERNAME_GRACE_DAYS = 90;
const GRACE_MS = USERNAME_GRACE_DAYS * 24 * 60 * 60 * 1000;

/** Holds the name from now on; a name released twice keeps the later end. */
export async function releaseUsername(db: Kysely<DB>, username: string, now: number) {
  await db
    .insertInto('releasedUsernames')
    .values({ username, releasedAt: now, availableAt: now + GRACE_MS })
    .onConflict((oc) => oc.column('username').doUpdateSet({ releasedAt: now, availableAt: now + GRACE_MS }))
    .execute();
}

/** Whether a deleted account's name is still held. */
export async function isUsernameHeld(db: Kysely<DB>, username: string, now: number): Promise<boolean> {
  const row = await db.selectFrom('releasedUsernames').select('availableAt').where('username', '=', username).executeTakeFirst();
  return row !== undefined && Number(row.availableAt) > now;
}
