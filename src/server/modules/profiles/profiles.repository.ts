import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { NewProfileRow, ProfileUpdate } from './profiles.table.js';

export function findProfileByUserId(db: Kysely<DB>, userId: string) {
  return db.selectFrom('creatorProfiles').selectAll().where('userId', '=', userId).executeTakeFirst();
}

export function findProfileByUsername(db: Kysely<DB>, username: string) {
  return db.selectFrom('creatorProfiles').selectAll().where('username', '=', username).executeTakeFirst();
}

export function findProfileById(db: Kysely<DB>, id: string) {
  return db.selectFrom('creatorProfiles').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertProfile(db: Kysely<DB>, row: NewProfileRow) {
  await db.insertInto('creatorProfiles').values(row).execute();
}

export async function updateProfile(db: Kysely<DB>, id: string, patch: ProfileUpdate) {
  await db.updateTable('creatorProfiles').set(patch).where('id', '=', id).execute();
}

export function listSocialLinks(db: Kysely<DB>, profileId: string) {
  return db
    .selectFrom('socialLinks')
    .select(['id', 'platform', 'url'])
    .where('profileId', '=', profileId)
    .orderBy('sortOrder')
    .orderBy('createdAt')
    .execute();
}

export function listCustomLinks(db: Kysely<DB>, profileId: string) {
  return db
    .selectFrom('customLinks')
    .select(['id', 'title', 'url', 'sortOrder as order'])
    .where('profileId', '=', profileId)
    .orderBy('sortOrder')
    .orderBy('createdAt')
    .execute();
}
