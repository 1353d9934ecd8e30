import type { Kysely } from 'kysely';
import { precompiled } from '../../db/precompiled.js';
import type { DB } from '../../db/schema.js';
import type { PartyScreenRow } from './party.table.js';

export function findPartyScreen(db: Kysely<DB>, profileId: string): Promise<PartyScreenRow | undefined> {
  return db.selectFrom('partyScreens').selectAll().where('profileId', '=', profileId).executeTakeFirst();
}

/** Stores the page's screen unless it has one already (two clicks on "Turn on" keep one secret). */
export async function insertPartyScreenIfAbsent(db: Kysely<DB>, row: PartyScreenRow): Promise<void> {
  await db
    .insertInto('partyScreens')
    .values(row)
    .onConflict((oc) => oc.column('profileId').doNothing())
    .execute();
}

export async function updatePartyScreen(db: Kysely<DB>, profileId: string, patch: Partial<Pick<PartyScreenRow, 'secret' | 'showPhotos' | 'showNames' | 'updatedAt'>>): Promise<void> {
  await db.updateTable('partyScreens').set(patch).where('profileId', '=', profileId).execute();
}

export async function deletePartyScreen(db: Kysely<DB>, profileId: string): Promise<void> {
  await db.deleteFrom('partyScreens').where('profileId', '=', profileId).execute();
}

/**
 * The feed's three reads are built once (db/precompiled.ts): every open screen asks every few seconds, and building a
 * Kysely query costs more than the indexed read it runs.
 */
const screenBySecret = precompiled((db, p: { secret: string }) =>
  db
    .selectFrom('partyScreens as s')
    .innerJoin('creatorProfiles as p', 'p.id', 's.profileId')
    .leftJoin('profileCounters as c', 'c.profileId', 's.profileId')
    .select([
      's.profileId',
      's.showPhotos',
      's.showNames',
      'p.username',
      'p.displayName',
      'p.language',
      'p.prompts',
      'p.isActive',
      'p.suspendedAt',
      'p.sealedUntil',
      'p.sealedOpensAt',
      'p.galleryPassword',
      'p.galleryPasswordEnabled',
      'c.voiceMessages',
    ])
    .where('s.secret', '=', p.secret),
);

/** The screen a secret opens, with what its feed needs of the page and its message total: one indexed read. */
export const findPartyScreenBySecret = (db: Kysely<DB>, secret: string) => screenBySecret.first(db, { secret });

const messageNames = precompiled((db, p: { profileId: string; limit: number }) =>
  db
    .selectFrom('voiceMessages')
    .select(['senderName', 'showNameOnPartyScreen', 'createdAt', 'photoPath'])
    .where('creatorProfileId', '=', p.profileId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(p.limit),
);

/**
 * The page's newest messages' names, photos and whether their guests agreed to show them: the newest `limit` rows of the
 * page's (profile, created_at, id) index, whatever the page's size.
 */
export const recentMessageNames = (db: Kysely<DB>, profileId: string, limit: number) => messageNames.all(db, { profileId, limit });

const photos = precompiled((db, p: { profileId: string; limit: number }) =>
  db
    .selectFrom('galleryMedia')
    .select(['id', 'thumbKey'])
    .where('profileId', '=', p.profileId)
    .where('fileType', '=', 'image')
    .where('thumbKey', 'is not', null)
    .orderBy('uploadedAt', 'desc')
    .limit(p.limit),
);

/** The gallery's newest photos that have a thumbnail, newest first (the (profile, uploaded_at) index). */
export const newestPhotos = (db: Kysely<DB>, profileId: string, limit: number) => photos.all(db, { profileId, limit });
