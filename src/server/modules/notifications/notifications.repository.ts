import type { Kysely } from 'kysely';
import { DEFAULT_NEW_MESSAGE_MAIL, type NewMessageMail } from '../../../shared/notifications.schemas.js';
import type { DB } from '../../db/schema.js';

export function findSettings(db: Kysely<DB>, profileId: string) {
  return db.selectFrom('notificationSettings').selectAll().where('creatorProfileId', '=', profileId).executeTakeFirst();
}

/** Writes what is given and keeps the rest (a new row starts from the columns' defaults). */
export async function saveSettings(
  db: Kysely<DB>,
  profileId: string,
  patch: { newMessageMail?: NewMessageMail; timeZone?: string },
  now: number,
): Promise<void> {
  const set = {
    ...(patch.newMessageMail !== undefined && { newMessageMail: patch.newMessageMail }),
    ...(patch.timeZone !== undefined && { timeZone: patch.timeZone }),
    updatedAt: now,
  };
  await db
    .insertInto('notificationSettings')
    .values({ creatorProfileId: profileId, ...set })
    .onConflict((oc) => oc.column('creatorProfileId').doUpdateSet(set))
    .execute();
}

/** A page's owner (with the account's language, for its mails) and how its new-message mails go: null without such a page. */
export function findPageRecipient(db: Kysely<DB>, profileId: string) {
  return db
    .selectFrom('creatorProfiles as p')
    .innerJoin('users as u', 'u.id', 'p.userId')
    .leftJoin('notificationSettings as s', 's.creatorProfileId', 'p.id')
    .select(['p.id as profileId', 'p.displayName', 'u.id as userId', 'u.email', 'u.firstName', 'u.language', 's.newMessageMail', 's.timeZone'])
    .where('p.id', '=', profileId)
    .executeTakeFirst();
}

/**
 * A page's co-hosts, each with their own new-message mail choice and clock (docs/decisions/053, 066): accepted
 * co-hosts only, so an address that was merely invited never reads about the guests. Callers keep those whose choice
 * fits the mail (the capsule's opening goes to every host).
 */
export function findCoHostRecipients(db: Kysely<DB>, profileId: string) {
  return db
    .selectFrom('coHosts as c')
    .innerJoin('users as u', 'u.id', 'c.userId')
    .select(['u.id as userId', 'u.email', 'u.firstName', 'u.language', 'c.newMessageChoice', 'c.timeZone as hostTimeZone'])
    .where('c.creatorProfileId', '=', profileId)
    .orderBy('c.addedAt')
    .execute();
}

/** This account's co-hosting of the page, with its own settings; undefined when it does not (or no longer) co-host it. */
export function findCoHost(db: Kysely<DB>, profileId: string, userId: string) {
  return db
    .selectFrom('coHosts as c')
    .innerJoin('users as u', 'u.id', 'c.userId')
    .select(['c.userId', 'c.newMessageChoice', 'c.timeZone', 'u.language'])
    .where('c.creatorProfileId', '=', profileId)
    .where('c.userId', '=', userId)
    .executeTakeFirst();
}

/** Writes a co-host's own choice, zone, or both; the owner's settings and the other co-hosts' are not touched. */
export async function saveCoHostSettings(db: Kysely<DB>, profileId: string, userId: string, patch: { newMessageMail?: NewMessageMail; timeZone?: string }): Promise<void> {
  const set = {
    ...(patch.newMessageMail !== undefined && { newMessageChoice: patch.newMessageMail }),
    ...(patch.timeZone !== undefined && { timeZone: patch.timeZone }),
  };
  if (Object.keys(set).length === 0) return;
  await db.updateTable('coHosts').set(set).where('creatorProfileId', '=', profileId).where('userId', '=', userId).execute();
}

/** Whether any host of the page (its owner or a co-host) still wants the daily digest: else its waiting list goes. */
export async function anyHostOnDigest(db: Kysely<DB>, profileId: string): Promise<boolean> {
  const owner = await db.selectFrom('notificationSettings').select('newMessageMail').where('creatorProfileId', '=', profileId).executeTakeFirst();
  if ((owner?.newMessageMail ?? DEFAULT_NEW_MESSAGE_MAIL) === 'digest') return true;
  const coHost = await db.selectFrom('coHosts').select('userId').where('creatorProfileId', '=', profileId).where('newMessageChoice', '=', 'digest').executeTakeFirst();
  return coHost !== undefined;
}

export type PageRecipient = NonNullable<Awaited<ReturnType<typeof findPageRecipient>>>;

/** What a mail says about a message: never the guest's email address (decision 049). */
export function findMessageForMail(db: Kysely<DB>, messageId: string) {
  return db
    .selectFrom('voiceMessages')
    .select(['id', 'creatorProfileId', 'senderName', 'duration', 'createdAt'])
    .where('id', '=', messageId)
    .executeTakeFirst();
}

export type MessageForMail = NonNullable<Awaited<ReturnType<typeof findMessageForMail>>>;
