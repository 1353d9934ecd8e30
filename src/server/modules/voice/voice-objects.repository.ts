import type { Kysely, QueryCreator } from 'kysely';
import type { DB } from '../../db/schema.js';

/**
 * Attaches an upload to the message or reply that uses it, in one conditional UPDATE: only an
 * unattached upload of the right purpose (and owner, for replies) matches, so two requests can
 * never both claim the same recording. Returns false when nothing matched.
 */
export async function claimUpload(db: Kysely<DB>, key: string, want: ClaimWanted): Promise<boolean> {
  const r = await claimUploadQuery(db, key, want).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

type ClaimWanted = { purpose: 'voice' | 'reply'; ownerUserId?: string; profileId?: string };

/** The claim as a statement of its own, also run inside a guest message's single statement on PostgreSQL. */
export function claimUploadQuery(db: QueryCreator<DB>, key: string, want: ClaimWanted) {
  let q = db
    .updateTable('storedObjects')
    // A guest's recording becomes the profile's on claim, so it counts against that profile's storage quota.
    .set(want.profileId ? { attached: 1, ownerProfileId: want.profileId } : { attached: 1 })
    .where('key', '=', key)
    .where('purpose', '=', want.purpose)
    .where('attached', '=', 0);
  if (want.ownerUserId) q = q.where('ownerUserId', '=', want.ownerUserId);
  return q;
}
