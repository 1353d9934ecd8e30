import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { ProfileUpdate } from '../profiles/profiles.table.js';
import type { NewGalleryMediaRow } from './gallery.table.js';

export function findProfileBySlug(db: Kysely<DB>, slug: string) {
  return db.selectFrom('creatorProfiles').selectAll().where('gallerySlug', '=', slug).executeTakeFirst();
}

export async function updateGallerySettings(db: Kysely<DB>, profileId: string, patch: ProfileUpdate) {
  await db.updateTable('creatorProfiles').set(patch).where('id', '=', profileId).execute();
}

/** Bumps the password version in SQL so two concurrent changes never reuse a version. */
export async function changeGalleryPassword(
  db: Kysely<DB>,
  profileId: string,
  patch: { galleryPassword: string | null; galleryPasswordEnabled: number; updatedAt: number },
) {
  await db
    .updateTable('creatorProfiles')
    .set((eb) => ({ ...patch, galleryPasswordVersion: eb('galleryPasswordVersion', '+', 1) }))
    .where('id', '=', profileId)
    .execute();
}

export async function insertMedia(db: Kysely<DB>, row: NewGalleryMediaRow) {
  await db.insertInto('galleryMedia').values(row).execute();
}

export function findMediaBySha(db: Kysely<DB>, profileId: string, sha256: string) {
  return db.selectFrom('galleryMedia').selectAll().where('profileId', '=', profileId).where('sha256', '=', sha256).executeTakeFirst();
}

export function findMediaById(db: Kysely<DB>, id: string) {
  return db.selectFrom('galleryMedia').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The item a stored key belongs to, as original, thumbnail or poster. */
export function findMediaByAnyKey(db: Kysely<DB>, key: string) {
  return db
    .selectFrom('galleryMedia')
    .select(['id', 'profileId', 'objectKey', 'thumbKey', 'posterKey', 'originalFileName'])
    .where((eb) => eb.or([eb('objectKey', '=', key), eb('thumbKey', '=', key), eb('posterKey', '=', key)]))
    .executeTakeFirst();
}

export function listMedia(db: Kysely<DB>, profileId: string, page: { limit: number; offset: number }) {
  return db
    .selectFrom('galleryMedia')
    .selectAll()
    .where('profileId', '=', profileId)
    .orderBy('uploadedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countMedia(db: Kysely<DB>, profileId: string): Promise<number> {
  const row = await db
    .selectFrom('galleryMedia')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('profileId', '=', profileId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Everything for the ZIP, oldest first so the archive reads like the day went. */
export function listAllMediaForZip(db: Kysely<DB>, profileId: string) {
  return db
    .selectFrom('galleryMedia')
    .select(['objectKey', 'originalFileName', 'size', 'crc32', 'uploadedAt'])
    .where('profileId', '=', profileId)
    .orderBy('uploadedAt', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

export async function setUploaderWhereMissing(
  db: Kysely<DB>,
  ids: string[],
  fields: { uploaderName?: string | null; uploaderEmail?: string | null },
) {
  if (ids.length === 0) return;
  if (fields.uploaderName) {
    await db.updateTable('galleryMedia').set({ uploaderName: fields.uploaderName }).where('id', 'in', ids).where('uploaderName', 'is', null).execute();
  }
  if (fields.uploaderEmail) {
    await db.updateTable('galleryMedia').set({ uploaderEmail: fields.uploaderEmail }).where('id', 'in', ids).where('uploaderEmail', 'is', null).execute();
  }
}

export async function deleteMediaRow(db: Kysely<DB>, id: string) {
  await db.deleteFrom('galleryMedia').where('id', '=', id).execute();
}
