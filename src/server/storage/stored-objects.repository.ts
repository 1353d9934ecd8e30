import type { Insertable, Kysely } from 'kysely';
import { precompiled } from '../db/precompiled.js';
import type { DB } from '../db/schema.js';
import type { StoredObjectsTable } from './stored-objects.table.js';

// Both run for every upload (a burst of 200 guests' recordings at once): compiled once.
const insertRow = precompiled((db, p: Insertable<StoredObjectsTable>) =>
  db.insertInto('storedObjects').values({
    key: p.key,
    ownerUserId: p.ownerUserId,
    ownerProfileId: p.ownerProfileId,
    purpose: p.purpose,
    contentType: p.contentType,
    size: p.size,
    attached: p.attached,
    createdAt: p.createdAt,
    uploaderKey: p.uploaderKey,
  }),
);
const setSize = precompiled((db, p: { key: string; size: number }) => db.updateTable('storedObjects').set({ size: p.size }).where('key', '=', p.key));

export async function insertStoredObject(db: Kysely<DB>, row: Insertable<StoredObjectsTable>) {
  await insertRow.all(db, { ...row, uploaderKey: row.uploaderKey ?? null });
}

/** Bytes of the uploads that nothing has claimed yet: one sender's, or (without a key) the whole platform's. */
export async function unclaimedBytes(db: Kysely<DB>, uploaderKey?: string): Promise<number> {
  const r = await db
    .selectFrom('storedObjects')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('size'), eb.lit(0)).as('bytes'))
    .$call((q) => (uploaderKey ? q.where('uploaderKey', '=', uploaderKey) : q.where('uploaderKey', 'is not', null)))
    .executeTakeFirst();
  return Number(r?.bytes ?? 0);
}

export async function setStoredObjectSize(db: Kysely<DB>, key: string, size: number) {
  await setSize.all(db, { key, size });
}

/** A recording's measured length (audio/measure-audio.ts), set once its upload has been judged. */
export async function setStoredObjectDuration(db: Kysely<DB>, key: string, durationMs: number) {
  await db.updateTable('storedObjects').set({ durationMs }).where('key', '=', key).execute();
}

export function findStoredObject(db: Kysely<DB>, key: string) {
  return db.selectFrom('storedObjects').selectAll().where('key', '=', key).executeTakeFirst();
}

export async function deleteStoredObjectRow(db: Kysely<DB>, key: string) {
  await db.deleteFrom('storedObjects').where('key', '=', key).execute();
}

/** Deletes the row only while nothing refers to it; true when it did (a message sent this instant keeps its file). */
export async function deleteRowIfUnattached(db: Kysely<DB>, key: string): Promise<boolean> {
  const r = await db.deleteFrom('storedObjects').where('key', '=', key).where('attached', '=', 0).executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

export async function setAttached(db: Kysely<DB>, key: string, attached: boolean) {
  await db.updateTable('storedObjects').set({ attached: attached ? 1 : 0 }).where('key', '=', key).execute();
}

export function listUnattachedBefore(db: Kysely<DB>, purpose: string, before: number, limit: number) {
  return db
    .selectFrom('storedObjects')
    .select('key')
    .where('attached', '=', 0)
    .where('purpose', '=', purpose)
    .where('createdAt', '<', before)
    .orderBy('createdAt')
    .limit(limit)
    .execute();
}

/**
 * Bytes a profile's objects of these purposes take (attached or not: an unclaimed burst counts too), from the
 * per-purpose sums the database keeps (migration 013) rather than from every object's row.
 */
export async function usedBytesOfProfile(db: Kysely<DB>, profileId: string, purposes: readonly string[]): Promise<number> {
  const rows = await storageOf.all(db, { profileId });
  let used = 0;
  for (const row of rows) if (purposes.includes(row.purpose)) used += Number(row.bytes);
  return used;
}

// Every guest's message and every gallery upload asks: compiled once. A profile has a row per purpose it used
// (five at most), so all are read and the purposes picked here, which keeps the statement one shape.
const storageOf = precompiled((db, p: { profileId: string }) =>
  db.selectFrom('profileStorage').select(['purpose', 'bytes']).where('profileId', '=', p.profileId),
);
