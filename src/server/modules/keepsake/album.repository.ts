import type { Kysely, Updateable } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { AlbumRow, AlbumsTable } from './album.table.js';

export function findAlbum(db: Kysely<DB>, profileId: string): Promise<AlbumRow | undefined> {
  return db.selectFrom('albums').selectAll().where('profileId', '=', profileId).executeTakeFirst();
}

export interface NewBuild {
  profileId: string;
  buildId: string;
  selection: string[] | null;
  now: number;
}

const buildFields = (b: NewBuild) => ({
  buildId: b.buildId,
  buildStatus: 'queued' as const,
  buildProgress: 0,
  buildSelection: b.selection ? JSON.stringify(b.selection) : null,
  buildError: null,
  requestedAt: b.now,
  updatedAt: b.now,
});

/** A host's first build; false when another request made the row first. */
export async function insertFirstBuild(db: Kysely<DB>, b: NewBuild): Promise<boolean> {
  const rows = await db
    .insertInto('albums')
    .values({ profileId: b.profileId, ...buildFields(b) })
    .onConflict((oc) => oc.column('profileId').doNothing())
    .returning('profileId')
    .execute();
  return rows.length === 1;
}

/**
 * Replaces the build that was read (`previousBuildId`) with a new one. Compare-and-set: of two requests that read the
 * same row at once, one matches; on PostgreSQL the other waits for its row lock, reads the new build id and matches
 * nothing. False when this request lost.
 */
export async function replaceBuild(db: Kysely<DB>, b: NewBuild, previousBuildId: string): Promise<boolean> {
  const rows = await db
    .updateTable('albums')
    .set(buildFields(b))
    .where('profileId', '=', b.profileId)
    .where('buildId', '=', previousBuildId)
    .returning('profileId')
    .execute();
  return rows.length === 1;
}

type BuildPatch = Pick<Updateable<AlbumsTable>, 'buildStatus' | 'buildProgress' | 'buildError'>;

/** Changes the build only while it is still this one (a newer build may have replaced it); true when it did. */
export async function updateBuild(db: Kysely<DB>, profileId: string, buildId: string, patch: BuildPatch, now = Date.now()): Promise<boolean> {
  const r = await db
    .updateTable('albums')
    .set({ ...patch, updatedAt: now })
    .where('profileId', '=', profileId)
    .where('buildId', '=', buildId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export interface FinishedAlbum {
  objectKey: string;
  fileBytes: number;
  durationMs: number;
  messageCount: number;
  skippedCount: number;
  allMessages: boolean;
  messagesTotal: number;
  newestMessageId: string | null;
  builtAt: number;
}

/** Records the finished file in place of the previous one, while the build is still this one; true when it did. */
export async function recordFinishedAlbum(db: Kysely<DB>, profileId: string, buildId: string, f: FinishedAlbum): Promise<boolean> {
  const r = await db
    .updateTable('albums')
    .set({
      buildStatus: 'ready',
      buildProgress: 100,
      buildError: null,
      objectKey: f.objectKey,
      fileBytes: f.fileBytes,
      durationMs: f.durationMs,
      messageCount: f.messageCount,
      skippedCount: f.skippedCount,
      allMessages: f.allMessages ? 1 : 0,
      messagesTotal: f.messagesTotal,
      newestMessageId: f.newestMessageId,
      builtAt: f.builtAt,
      updatedAt: f.builtAt,
    })
    .where('profileId', '=', profileId)
    .where('buildId', '=', buildId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** How many messages the host has and the newest of them (created last, id breaking ties): the album's fingerprint. */
export async function messagesFingerprint(db: Kysely<DB>, profileId: string): Promise<{ total: number; newestId: string | null }> {
  const [count, newest] = await Promise.all([
    db.selectFrom('voiceMessages').select((eb) => eb.fn.countAll<number | string>().as('n')).where('creatorProfileId', '=', profileId).executeTakeFirst(),
    db
      .selectFrom('voiceMessages')
      .select('id')
      .where('creatorProfileId', '=', profileId)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return { total: Number(count?.n ?? 0), newestId: newest?.id ?? null };
}

/** Of these ids, how many are the host's messages. */
export async function countOwnMessages(db: Kysely<DB>, profileId: string, ids: string[]): Promise<number> {
  let found = 0;
  // In slices: SQLite takes at most 32,766 parameters in one statement, and a long IN list plans slowly anyway.
  for (let i = 0; i < ids.length; i += 500) {
    const r = await db
      .selectFrom('voiceMessages')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('creatorProfileId', '=', profileId)
      .where('id', 'in', ids.slice(i, i + 500))
      .executeTakeFirst();
    found += Number(r?.n ?? 0);
  }
  return found;
}

/** The album's messages, oldest first: every one of the host's, or the chosen ones that still exist. */
export async function listAlbumMessages(db: Kysely<DB>, profileId: string, ids: string[] | null) {
  const query = db
    .selectFrom('voiceMessages')
    .select(['id', 'senderName', 'duration', 'playablePath', 'createdAt'])
    .where('creatorProfileId', '=', profileId)
    .orderBy('createdAt', 'asc')
    .orderBy('id', 'asc');
  if (!ids) return query.execute();
  const rows = [];
  for (let i = 0; i < ids.length; i += 500) rows.push(...(await query.where('id', 'in', ids.slice(i, i + 500)).execute()));
  return rows.sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

export function findPlayablePath(db: Kysely<DB>, messageId: string) {
  return db.selectFrom('voiceMessages').select('playablePath').where('id', '=', messageId).executeTakeFirst();
}
