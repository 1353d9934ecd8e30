import type { Kysely } from 'kysely';
import { precompiled } from '../db/precompiled.js';
import type { DB } from '../db/schema.js';
import type { StoredObjectsTable } from './stored-objects.table.js';

// Both run for every upload (a burst of 200 guests' recordings at once): compiled once.
const insertRow = precompiled((db, p: StoredObjectsTable) =>
  db.insertInto('storedObjects').values({
    key: p.key,
    ownerUserId: p.ownerUserId,
    ownerProfileId: p.ownerProfileId,
    purpose: p.purpose,
    contentType: p.contentType,
    size: p.size,
    attached: p.attached,
    createdAt: p.createdAt,
  }),
);
const setSize = precompiled((db, p: { key: string; size: number }) => db.updateTable('storedObjects').set({ size: p.size }).where('key', '=', p.key));

export async function insertStoredObject(db: Kysely<DB>, row: StoredObjectsTable) {
  await insertRow.all(db, row);
}

export async function setStoredObjectSize(db: Kysely<DB>, key: string, size: number) {
  await setSize.all(db, { key, size });
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

/** Bytes a profile's objects of these purposes take (attached or not: an unclaimed burst counts too). */
export async function usedBytesOfProfile(db: Kysely<DB>, profileId: string, purposes: readonly string[]): Promise<number> {
  const row = await db
    .selectFrom('storedObjects')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('size'), eb.val(0)).as('used'))
    .where('ownerProfileId', '=', profileId)
    .where('purpose', 'in', purposes)
    .executeTakeFirst();
  return Number(row?.used ?? 0);
}
