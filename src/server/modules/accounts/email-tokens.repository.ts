import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { EmailTokenPurpose, NewEmailTokenRow } from './email-tokens.table.js';

export async function insertEmailToken(db: Kysely<DB>, row: NewEmailTokenRow) {
  await db.insertInto('emailTokens').values(row).execute();
}

export function findEmailToken(db: Kysely<DB>, tokenHash: string, purpose: EmailTokenPurpose) {
  return db
    .selectFrom('emailTokens')
    .selectAll()
    .where('tokenHash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
}

/**
 * Spends a token: true only for the one caller that flips used_at while it is live,
 * so two clicks racing on one link cannot both succeed.
 */
export async function consumeEmailToken(db: Kysely<DB>, id: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('emailTokens')
    .set({ usedAt: now })
    .where('id', '=', id)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Unused links of one kind for a user: a new link, or a spent one, makes the older ones worthless. */
export async function deleteUnusedEmailTokens(db: Kysely<DB>, userId: string, purpose: EmailTokenPurpose) {
  await db
    .deleteFrom('emailTokens')
    .where('userId', '=', userId)
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .execute();
}

export async function latestEmailTokenAt(db: Kysely<DB>, userId: string, purpose: EmailTokenPurpose): Promise<number | null> {
  const row = await db
    .selectFrom('emailTokens')
    .select((eb) => eb.fn.max('createdAt').as('latest'))
    .where('userId', '=', userId)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  return row?.latest == null ? null : Number(row.latest);
}

export async function deleteExpiredEmailTokens(db: Kysely<DB>, now: number) {
  await db.deleteFrom('emailTokens').where('expiresAt', '<=', now).execute();
}

export async function markUserEmailVerified(db: Kysely<DB>, userId: string, email: string, now: number) {
  // Only while the account still has the address the link was sent to.
  await db
    .updateTable('users')
    .set({ isEmailVerified: 1, updatedAt: now })
    .where('id', '=', userId)
    .where('email', '=', email)
    .execute();
}
