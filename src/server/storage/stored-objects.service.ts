import type { Kysely } from 'kysely';
import { OBJECTS_PREFIX } from '../../shared/media.types.js';
import type { DB } from '../db/schema.js';
import type { AppDeps } from '../deps.js';
import { isSafeKey } from './object-store.js';
import { deleteRowIfUnattached, deleteStoredObjectRow, findStoredObject, listUnattachedBefore, setAttached } from './stored-objects.repository.js';

/** Call once a message, profile or gallery item refers to the object, so the sweeper keeps it. */
export const markAttached = (db: Kysely<DB>, key: string) => setAttached(db, key, true);
export const markDetached = (db: Kysely<DB>, key: string) => setAttached(db, key, false);

/** Removes an object from the store and its row; safe to call for a key that is already gone. */
export async function deleteObject(deps: Pick<AppDeps, 'db' | 'store'>, key: string): Promise<void> {
  await deps.store.delete(key);
  await deleteStoredObjectRow(deps.db, key);
}

/** '/objects/a/b.jpg' -> 'a/b.jpg'; undefined for anything that is not one of our stored paths. */
export function keyFromPath(path: string | null | undefined): string | undefined {
  if (!path?.startsWith(OBJECTS_PREFIX)) return undefined;
  const key = path.slice(OBJECTS_PREFIX.length);
  return isSafeKey(key) ? key : undefined;
}

/** The stored object behind a path, when this user uploaded it; undefined otherwise. */
export async function findOwnedObject(db: Kysely<DB>, path: string, userId: string) {
  const key = keyFromPath(path);
  if (!key) return undefined;
  const row = await findStoredObject(db, key);
  return row && row.ownerUserId === userId ? row : undefined;
}

/**
 * Deletes uploads of one purpose that nothing attached within maxAgeMs (a recording made but never sent,
 * a background uploaded but never saved). Safe to run on several instances at once. Returns how many went.
 */
export async function sweepUnattached(
  deps: Pick<AppDeps, 'db' | 'store'>,
  purpose: string,
  maxAgeMs: number,
  now = Date.now(),
): Promise<number> {
  const before = now - maxAgeMs;
  let removed = 0;
  for (;;) {
    const batch = await listUnattachedBefore(deps.db, purpose, before, 100);
    for (const { key } of batch) {
      // Row first, and only while still unattached: an upload claimed at this very moment keeps its file.
      if (!(await deleteRowIfUnattached(deps.db, key))) continue;
      await deps.store.delete(key);
      removed++;
    }
    if (batch.length < 100) return removed;
  }
}
