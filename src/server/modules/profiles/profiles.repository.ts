import type { Kysely } from 'kysely';
import { precompiled } from '../../db/precompiled.js';
import type { DB } from '../../db/schema.js';
import type { NewProfileRow, ProfileUpdate } from './profiles.table.js';

// Every creator call starts from the caller's profile, every guest call from a profile: compiled once.
const profileByUserId = precompiled((db, p: { userId: string }) => db.selectFrom('creatorProfiles').selectAll().where('userId', '=', p.userId));
const profileByUsername = precompiled((db, p: { username: string }) => db.selectFrom('creatorProfiles').selectAll().where('username', '=', p.username));
const profileById = precompiled((db, p: { id: string }) => db.selectFrom('creatorProfiles').selectAll().where('id', '=', p.id));

export function findProfileByUserId(db: Kysely<DB>, userId: string) {
  return profileByUserId.first(db, { userId });
}

export function findProfileByUsername(db: Kysely<DB>, username: string) {
  return profileByUsername.first(db, { username });
}

export function findProfileById(db: Kysely<DB>, id: string) {
  return profileById.first(db, { id });
}

export async function insertProfile(db: Kysely<DB>, row: NewProfileRow) {
  await db.insertInto('creatorProfiles').values(row).execute();
}

/** Whether a row was changed: with `unlessSuspended`, none is while an admin's suspension lasts. */
export async function updateProfile(db: Kysely<DB>, id: string, patch: ProfileUpdate, opts: { unlessSuspended?: boolean } = {}): Promise<boolean> {
  let update = db.updateTable('creatorProfiles').set(patch).where('id', '=', id);
  if (opts.unlessSuspended) update = update.where('suspendedAt', 'is', null);
  const result = await update.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
