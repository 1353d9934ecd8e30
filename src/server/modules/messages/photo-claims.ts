import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { MESSAGE_PHOTO_PURPOSE } from '../../storage/purposes.js';
import { findStoredObject } from '../../storage/stored-objects.repository.js';
import { keyFromPath } from '../../storage/stored-objects.service.js';

export const photoNotUsable = () => AppError.refuse(400, 'photo_path_invalid', 'photoPath');

/**
 * Whether a path is a guest's photo upload no message has claimed yet (docs/decisions/082), and its key and size for
 * the page's room. Anything else (an unknown path, a recording, a picture, a photo another message holds, one swept
 * after its hour) is refused with the same 400. The claim (claimPhoto) checks the same again atomically.
 */
export async function judgePhoto(db: Kysely<DB>, photoPath: string): Promise<{ key: string; size: number }> {
  const key = keyFromPath(photoPath);
  const row = key ? await findStoredObject(db, key) : undefined;
  if (!key || !row || row.attached !== 0 || row.purpose !== MESSAGE_PHOTO_PURPOSE || row.ownerProfileId !== null) throw photoNotUsable();
  return { key, size: row.size };
}

/**
 * Attaches the photo to the message's page in one conditional UPDATE, so two messages never both claim one photo: it
 * then belongs to the page (its storage and its hosts) and no longer counts in its sender's unsent budget. False when
 * it was not there to claim.
 */
export async function claimPhoto(db: Kysely<DB>, key: string, profileId: string): Promise<boolean> {
  const r = await db
    .updateTable('storedObjects')
    .set({ attached: 1, ownerProfileId: profileId, ownerUserId: null, uploaderKey: null })
    .where('key', '=', key)
    .where('purpose', '=', MESSAGE_PHOTO_PURPOSE)
    .where('attached', '=', 0)
    .where('ownerProfileId', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
