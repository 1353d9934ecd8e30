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

/** Who a page's new-message mails go to (its owner), and how: null without such a page. */
export function findPageRecipient(db: Kysely<DB>, profileId: string) {
  return db
    .selectFrom('creatorProfiles as p')
    .innerJoin('users as u', 'u.id', 'p.userId')
    .leftJoin('notificationSettings as s', 's.creatorProfileId', 'p.id')
    .select(['p.id as profileId', 'p.displayName', 'u.id as userId', 'u.email', 'u.firstName', 's.newMessageMail', 's.timeZone'])
    .where('p.id', '=', profileId)
    .executeTakeFirst();
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
