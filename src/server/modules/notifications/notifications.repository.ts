import type { Kysely } from 'kysely';
import type { NewMessageMail } from '../../../shared/notifications.schemas.js';
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
 * The co-hosts who get the page's new-message mails (docs/decisions/053): accepted co-hosts only, so an address that
 * was merely invited never reads about the guests; each can turn their own copy off with its unsubscribe link.
 */
export function findCoHostRecipients(db: Kysely<DB>, profileId: string, opts: { newMessageMailOnly: boolean } = { newMessageMailOnly: true }) {
  let q = db
    .selectFrom('coHosts as c')
    .innerJoin('users as u', 'u.id', 'c.userId')
    .select(['u.id as userId', 'u.email', 'u.firstName', 'u.language'])
    .where('c.creatorProfileId', '=', profileId);
  if (opts.newMessageMailOnly) q = q.where('c.newMessageMail', '=', 1);
  return q.orderBy('c.addedAt').execute();
}

/** Whether this account co-hosts the page (an unsubscribe link of a co-host who was removed speaks for no one). */
export function findCoHost(db: Kysely<DB>, profileId: string, userId: string) {
  return db
    .selectFrom('coHosts as c')
    .innerJoin('users as u', 'u.id', 'c.userId')
    .select(['c.userId', 'c.newMessageMail', 'u.language'])
    .where('c.creatorProfileId', '=', profileId)
    .where('c.userId', '=', userId)
    .executeTakeFirst();
}

export function setCoHostMail(db: Kysely<DB>, profileId: string, userId: string, on: boolean) {
  return db.updateTable('coHosts').set({ newMessageMail: on ? 1 : 0 }).where('creatorProfileId', '=', profileId).where('userId', '=', userId).execute();
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
