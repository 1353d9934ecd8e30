import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { CustomLinksTable, SocialLinksTable } from './links.table.js';

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


export async function countLinks(db: Kysely<DB>, table: 'customLinks' | 'socialLinks', profileId: string): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('profileId', '=', profileId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertCustomLink(db: Kysely<DB>, row: CustomLinksTable) {
  await db.insertInto('customLinks').values(row).execute();
}

export async function insertSocialLink(db: Kysely<DB>, row: SocialLinksTable) {
  await db.insertInto('socialLinks').values(row).execute();
}

export function findSocialLinkByPlatform(db: Kysely<DB>, profileId: string, platform: string) {
  return db.selectFrom('socialLinks').select('id').where('profileId', '=', profileId).where('platform', '=', platform).executeTakeFirst();
}

/** Deletes one of the profile's links; the count is 0 when the id is unknown or another profile's. */
export async function deleteLink(db: Kysely<DB>, table: 'customLinks' | 'socialLinks', profileId: string, id: string): Promise<number> {
  const res = await db.deleteFrom(table).where('id', '=', id).where('profileId', '=', profileId).executeTakeFirst();
  return Number(res.numDeletedRows);
}
