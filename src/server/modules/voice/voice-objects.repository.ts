import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/**
 * Attaches an upload to the message or reply that uses it, in one conditional UPDATE: only an
 * unattached upload of the right purpose (and owner, for replies) matches, so two requests can
 * never both claim the same recording. Returns false when nothing matched.
 */
export async function claimUpload(
  db: Kysely<DB>,
  key: string,
  want: { purpose: 'voice' | 'reply'; ownerUserId?: string; profileId?: string },
): Promise<boolean> {
  let q = db
    .updateTable('storedObjects')
    // A guest's recording becomes the profile's on claim, so it counts against that profile's storage quota.
    .set(want.profileId ? { attached: 1, ownerProfileId: want.profileId } : { attached: 1 })
    .where('key', '=', key)
    .where('purpose', '=', want.purpose)
    .where('attached', '=', 0);
  if (want.ownerUserId) q = q.where('ownerUserId', '=', want.ownerUserId);
  const r = await q.executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

