import type { AppDeps } from '../../deps.js';
import { deleteObject } from '../../storage/stored-objects.service.js';

/**
 * Deletes objects whose rows were already detached in a committed transaction. One the store refuses now stays as an
 * unattached row, which the object sweeper deletes at its next run (storage/purposes.ts): the caller's answer never
 * depends on the store. Returns how many are left for the sweeper.
 */
export async function deleteObjectsAfterCommit(deps: Pick<AppDeps, 'db' | 'store'>, keys: readonly string[]): Promise<number> {
  let left = 0;
  for (const key of keys) {
    try {
      await deleteObject(deps, key);
    } catch {
      left++;
    }
  }
  return left;
}
