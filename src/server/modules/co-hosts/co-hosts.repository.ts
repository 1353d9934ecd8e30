import type { Kysely } from 'kysely';
import { DEFAULT_NEW_MESSAGE_MAIL } from '../../../shared/notifications.schemas.js';
import type { DB } from '../../db/schema.js';

/** The page's owner and co-hosts, owner first, co-hosts in the order they joined. */
export async function listPageHosts(db: Kysely<DB>, profileId: string) {
  const owner = await db
    .selectFrom('creatorProfiles as p')
    .innerJoin('users as u', 'u.id', 'p.userId')
    .select(['u.id as userId', 'u.firstName', 'u.lastName', 'u.email', 'p.createdAt as since'])
    .where('p.id', '=', profileId)
    .executeTakeFirst();
  const coHosts = await db
    .selectFrom('coHosts as c')
    .innerJoin('users as u', 'u.id', 'c.userId')
    .select(['u.id as userId', 'u.firstName', 'u.lastName', 'u.email', 'c.addedAt as since', 'c.listenLinksSeenAt'])
    .where('c.creatorProfileId', '=', profileId)
    .orderBy('c.addedAt')
    .orderBy('u.id')
    .execute();
  return { owner, coHosts };
}

export function listOpenInvitations(db: Kysely<DB>, profileId: string, now: number) {
  return db
    .selectFrom('coHostInvitations')
    .select(['id', 'email', 'createdAt', 'expiresAt'])
    .where('creatorProfileId', '=', profileId)
    .where('acceptedAt', 'is', null)
    .where('expiresAt', '>', now)
    .orderBy('createdAt')
    .execute();
}

export function insertInvitation(db: Kysely<DB>, row: DB['coHostInvitations'] & { acceptedAt: null; acceptedBy: null }) {
  return db.insertInto('coHostInvitations').values(row).execute();
}

/** Invitations to this address that were never accepted: a new one replaces them. */
export function deleteUnacceptedInvitations(db: Kysely<DB>, profileId: string, email: string) {
  return db.deleteFrom('coHostInvitations').where('creatorProfileId', '=', profileId).where('email', '=', email).where('acceptedAt', 'is', null).execute();
}

export async function deleteInvitation(db: Kysely<DB>, profileId: string, id: string): Promise<boolean> {
  const r = await db.deleteFrom('coHostInvitations').where('id', '=', id).where('creatorProfileId', '=', profileId).where('acceptedAt', 'is', null).executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

/** An invitation by its token's hash, with what its page shows. */
export function findInvitation(db: Kysely<DB>, tokenHash: string) {
  return db
    .selectFrom('coHostInvitations as i')
    .innerJoin('creatorProfiles as p', 'p.id', 'i.creatorProfileId')
    .leftJoin('users as inviter', 'inviter.id', 'i.invitedBy')
    .select([
      'i.id',
      'i.creatorProfileId',
      'i.email',
      'i.expiresAt',
      'i.acceptedAt',
      'p.userId as ownerId',
      'p.username',
      'p.displayName',
      'inviter.firstName as inviterFirstName',
      'inviter.lastName as inviterLastName',
    ])
    .where('i.tokenHash', '=', tokenHash)
    .executeTakeFirst();
}

/** Spends an invitation: true only for the one caller that marks it accepted while it is live. */
export async function acceptInvitationRow(db: Kysely<DB>, id: string, userId: string, now: number): Promise<boolean> {
  const r = await db
    .updateTable('coHostInvitations')
    .set({ acceptedAt: now, acceptedBy: userId })
    .where('id', '=', id)
    .where('acceptedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/**
 * Adds the co-host. Their own new-message mail choice (docs/decisions/066) starts as the page's choice at that moment
 * (what its hosts get), and is theirs alone from then on.
 */
export async function insertCoHost(db: Kysely<DB>, profileId: string, userId: string, now: number) {
  const page = await db.selectFrom('notificationSettings').select('newMessageMail').where('creatorProfileId', '=', profileId).executeTakeFirst();
  return db
    .insertInto('coHosts')
    .values({ creatorProfileId: profileId, userId, newMessageChoice: page?.newMessageMail ?? DEFAULT_NEW_MESSAGE_MAIL, addedAt: now })
    .onConflict((oc) => oc.columns(['creatorProfileId', 'userId']).doNothing())
    .execute();
}

/** Removes a co-host; what was removed (whether they had been handed the listen links), or undefined for none. */
export async function deleteCoHost(db: Kysely<DB>, profileId: string, userId: string) {
  return db.deleteFrom('coHosts').where('creatorProfileId', '=', profileId).where('userId', '=', userId).returning('listenLinksSeenAt').executeTakeFirst();
}

/** Co-hosts and open invitations together: what the page's limit counts. */
export async function countHostsAndInvitations(db: Kysely<DB>, profileId: string, now: number): Promise<number> {
  const [hosts, invitations] = await Promise.all([
    db.selectFrom('coHosts').select((eb) => eb.fn.countAll<number>().as('n')).where('creatorProfileId', '=', profileId).executeTakeFirstOrThrow(),
    db
      .selectFrom('coHostInvitations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('creatorProfileId', '=', profileId)
      .where('acceptedAt', 'is', null)
      .where('expiresAt', '>', now)
      .executeTakeFirstOrThrow(),
  ]);
  return Number(hosts.n) + Number(invitations.n);
}

/** The invitation mails this page sent since `since` (at most a day's: the cap keeps them few), by address. */
export function listInvitationMailsSince(db: Kysely<DB>, profileId: string, since: number) {
  return db
    .selectFrom('coHostInvitationMails')
    .select(['email', 'sentAt'])
    .where('creatorProfileId', '=', profileId)
    .where('sentAt', '>', since)
    .execute();
}

/** Records an invitation mail sent, and forgets this page's mails older than `forgetBefore` (they no longer count). */
export async function recordInvitationMail(db: Kysely<DB>, profileId: string, email: string, sentAt: number, forgetBefore: number): Promise<void> {
  await db.insertInto('coHostInvitationMails').values({ creatorProfileId: profileId, email, sentAt }).execute();
  await db.deleteFrom('coHostInvitationMails').where('creatorProfileId', '=', profileId).where('sentAt', '<=', forgetBefore).execute();
}
