import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { ListenLinkKeyRow } from './listen.table.js';

export function findListenKey(db: Kysely<DB>, profileId: string): Promise<ListenLinkKeyRow | undefined> {
  return db.selectFrom('listenLinkKeys').selectAll().where('profileId', '=', profileId).executeTakeFirst();
}

/** Stores a profile's first secret unless one is there already (two first books at once keep one secret). */
export async function insertListenKeyIfAbsent(db: Kysely<DB>, row: ListenLinkKeyRow): Promise<void> {
  await db
    .insertInto('listenLinkKeys')
    .values(row)
    .onConflict((oc) => oc.column('profileId').doNothing())
    .execute();
}

/** A new secret for the profile, whether or not it had one (revocation). */
export async function replaceListenKey(db: Kysely<DB>, row: ListenLinkKeyRow): Promise<void> {
  await db
    .insertInto('listenLinkKeys')
    .values(row)
    .onConflict((oc) => oc.column('profileId').doUpdateSet({ secret: row.secret, createdAt: row.createdAt }))
    .execute();
}

export async function setListenTimeZone(db: Kysely<DB>, profileId: string, timeZone: string): Promise<void> {
  await db.updateTable('listenLinkKeys').set({ timeZone }).where('profileId', '=', profileId).execute();
}

/** A message with what its listen page shows and checks: its profile's styling and status, and the profile's secret. */
export function findListenTarget(db: Kysely<DB>, messageId: string) {
  return db
    .selectFrom('voiceMessages as m')
    .innerJoin('creatorProfiles as p', 'p.id', 'm.creatorProfileId')
    .innerJoin('listenLinkKeys as k', 'k.profileId', 'm.creatorProfileId')
    .select([
      'm.id',
      'm.senderName',
      'm.duration',
      'm.createdAt',
      'm.audioPath',
      'm.playablePath',
      'm.creatorProfileId as profileId',
      'p.displayName',
      'p.profileImagePath',
      'p.backgroundType',
      'p.backgroundImagePath',
      'p.backgroundVideoPath',
      'p.overlayColor',
      'p.textTheme',
      'p.isActive',
      'p.suspendedAt',
      'p.language',
      'p.followGuestLanguage',
      'k.secret',
      'k.timeZone',
    ])
    .where('m.id', '=', messageId)
    .executeTakeFirst();
}

export type ListenTarget = NonNullable<Awaited<ReturnType<typeof findListenTarget>>>;
