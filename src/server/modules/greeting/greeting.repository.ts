import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { GREETING_PURPOSE } from '../../storage/purposes.js';

/** The page's greeting columns as they were read: a change is written only while they still are (no lost file). */
export interface GreetingState {
  greetingId: string | null;
  greetingPlayablePath: string | null;
}

export interface GreetingFields {
  greetingId: string | null;
  greetingPath: string | null;
  greetingPlayablePath: null;
  greetingDurationMs: number | null;
}

/**
 * Makes this host's greeting upload the page's, in one conditional UPDATE: only an unclaimed greeting upload of theirs
 * within the limit. It then belongs to the profile, no longer to its uploader's budget of unsent recordings.
 */
export async function claimGreetingUpload(db: Kysely<DB>, key: string, claim: { userId: string; profileId: string; maxMs: number }): Promise<boolean> {
  const r = await db
    .updateTable('storedObjects')
    .set({ attached: 1, ownerProfileId: claim.profileId, ownerUserId: null, uploaderKey: null })
    .where('key', '=', key)
    .where('purpose', '=', GREETING_PURPOSE)
    .where('attached', '=', 0)
    .where('ownerUserId', '=', claim.userId)
    .where('durationMs', '<=', claim.maxMs)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/**
 * Replaces or clears the profile's greeting unless it changed since `was` was read (another save, or the playable copy
 * landing): false then, and the caller reads again, so every file it deletes is the one it replaced.
 */
export async function writeGreeting(db: Kysely<DB>, profileId: string, was: GreetingState, next: GreetingFields, now: number): Promise<boolean> {
  const r = await db
    .updateTable('creatorProfiles')
    .set({ ...next, updatedAt: now })
    .where('id', '=', profileId)
    .where('greetingId', was.greetingId === null ? 'is' : '=', was.greetingId)
    .where('greetingPlayablePath', was.greetingPlayablePath === null ? 'is' : '=', was.greetingPlayablePath)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
