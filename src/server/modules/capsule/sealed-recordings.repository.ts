import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { OBJECTS_PREFIX } from '../../../shared/media.types.js';

/**
 * Whether the stored key is a guest's message of the page (its recording, its playable copy or its photo), as opposed to the
 * host's greeting or a reply: what a sealed time capsule withholds (docs/decisions/052). Asked only of a sealed page.
 */
export async function isMessageRecording(db: Kysely<DB>, profileId: string, key: string): Promise<boolean> {
  const path = OBJECTS_PREFIX + key;
  const row = await db
    .selectFrom('voiceMessages')
    .select('id')
    .where('creatorProfileId', '=', profileId)
    .where((eb) => eb.or([eb('audioPath', '=', path), eb('playablePath', '=', path), eb('photoPath', '=', path)]))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
