import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** Statements bound with more than this many values are split: SQLite's limit is 32,766, PostgreSQL's 65,535. */
const CHUNK = 500;

export function* chunks<T>(items: readonly T[], size = CHUNK): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}

/** The session a call came with, for how fresh its sign-in is. */
export function findSessionStart(db: Kysely<DB>, sessionId: string) {
  return db.selectFrom('sessions').select('createdAt').where('id', '=', sessionId).executeTakeFirst();
}

/**
 * Every stored object of an account: its page's (recordings, playable copies, replies, greeting, pictures, gallery,
 * albums, books) and what it uploaded before it had a page. Objects it made as a co-host of another page belong to
 * that page and stay with it.
 */
export async function listAccountObjectKeys(db: Kysely<DB>, userId: string, profileId: string | null): Promise<string[]> {
  const own = await db.selectFrom('storedObjects').select('key').where('ownerUserId', '=', userId).where('ownerProfileId', 'is', null).execute();
  const page = profileId ? await db.selectFrom('storedObjects').select('key').where('ownerProfileId', '=', profileId).execute() : [];
  return [...own, ...page].map((r) => r.key);
}

/**
 * Takes the objects off the account inside the deleting transaction: no owner (the page's storage sums go to zero
 * through the triggers of migration 013) and unattached, so an object whose delete fails after the commit is one the
 * hourly sweeper removes, never one the database still ties to the account.
 */
export async function disownObjects(db: Kysely<DB>, keys: readonly string[]) {
  for (const part of chunks(keys)) {
    await db.updateTable('storedObjects').set({ ownerUserId: null, ownerProfileId: null, attached: 0, uploaderKey: null }).where('key', 'in', part).execute();
  }
}

export async function deleteProfileStorageRows(db: Kysely<DB>, profileId: string) {
  await db.deleteFrom('profileStorage').where('profileId', '=', profileId).execute();
}

/** The page's messages and replies (their per-message jobs are keyed by these ids). */
export async function listPageRecordingIds(db: Kysely<DB>, profileId: string) {
  const messages = await db.selectFrom('voiceMessages').select('id').where('creatorProfileId', '=', profileId).execute();
  const replies = await db.selectFrom('voiceReplies').select('id').where('creatorProfileId', '=', profileId).execute();
  return { messageIds: messages.map((r) => r.id), replyIds: replies.map((r) => r.id) };
}

/** Jobs by kind and exact keys (the unique index on kind and key finds each). */
export async function deleteJobs(db: Kysely<DB>, kind: string, keys: readonly string[]) {
  for (const part of chunks(keys)) await db.deleteFrom('jobs').where('kind', '=', kind).where('key', 'in', part).execute();
}

/** Jobs whose key starts with the page's id ('<profileId>:…'): a range over the same index, per kind. */
export async function deleteJobsOfPage(db: Kysely<DB>, kinds: readonly string[], profileId: string) {
  for (const kind of kinds) {
    await db.deleteFrom('jobs').where('kind', '=', kind).where('key', '>=', `${profileId}:`).where('key', '<', `${profileId};`).execute();
  }
}

export function findAlbumBuildId(db: Kysely<DB>, profileId: string) {
  return db.selectFrom('albums').select('buildId').where('profileId', '=', profileId).executeTakeFirst();
}

/** Invitations that name the account as the one who sent or accepted them (on any page). */
export async function deleteInvitationsOf(db: Kysely<DB>, userId: string) {
  await db.deleteFrom('coHostInvitations').where('invitedBy', '=', userId).execute();
  await db.deleteFrom('coHostInvitations').where('acceptedBy', '=', userId).execute();
}

/** Last: the cascade takes the page and everything that refers to it or to the account. */
export async function deleteUserRow(db: Kysely<DB>, userId: string) {
  await db.deleteFrom('users').where('id', '=', userId).execute();
}

/** The page's co-hosts, to be told by mail that it is gone (each in their account's language). */
export function listCoHostsToTell(db: Kysely<DB>, profileId: string) {
  return db
    .selectFrom('coHosts as c')
    .innerJoin('users as u', 'u.id', 'c.userId')
    .select(['u.email', 'u.firstName', 'u.language'])
    .where('c.creatorProfileId', '=', profileId)
    .execute();
}
