import { type Kysely, sql } from 'kysely';
import { countAgain, upsertSubscriber } from '../subscribers/subscribers.repository.js';
import { newId } from '../../ids.js';
import { insertJob, type NewJob } from '../../jobs/jobs.repository.js';
import { type ClaimAs, claimRecordingQuery } from './recording-claims.js';
import { claimPhoto } from './photo-claims.js';
import type { Dialect } from '../../db/database.js';
import { precompiled } from '../../db/precompiled.js';
import { keyFromPath } from '../../storage/stored-objects.service.js';
import type { DB } from '../../db/schema.js';
import type { NewVoiceMessageRow, VoiceMessageRow } from './messages.table.js';

export async function insertMessage(db: Kysely<DB>, row: NewVoiceMessageRow) {
  await db.insertInto('voiceMessages').values(row).execute();
}

export function findMessageOfProfile(db: Kysely<DB>, profileId: string, id: string) {
  return db
    .selectFrom('voiceMessages')
    .selectAll()
    .where('id', '=', id)
    .where('creatorProfileId', '=', profileId)
    .executeTakeFirst();
}

/** Newest first; `before` continues after that row (created_at, then id, breaks ties). */
/** The message that holds a recording (audio_path is unique). */
export function findMessageByAudioPath(db: Kysely<DB>, profileId: string, audioPath: string) {
  return db
    .selectFrom('voiceMessages')
    .selectAll()
    .where('creatorProfileId', '=', profileId)
    .where('audioPath', '=', audioPath)
    .executeTakeFirst();
}

export function listMessagesOfProfile(
  db: Kysely<DB>,
  profileId: string,
  page: { limit: number; before?: { createdAt: number; id: string } },
): Promise<VoiceMessageRow[]> {
  const { before, limit } = page;
  return before
    ? pageBefore.all(db, { profileId, limit, createdAt: before.createdAt, id: before.id })
    : newestPage.all(db, { profileId, limit });
}

// The inbox's first page on every dashboard load and refresh, and the pages after it: compiled once.
const newestPage = precompiled((db, p: { profileId: string; limit: number }) =>
  db.selectFrom('voiceMessages').selectAll().where('creatorProfileId', '=', p.profileId).orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(p.limit),
);
const pageBefore = precompiled((db, p: { profileId: string; limit: number; createdAt: number; id: string }) =>
  db
    .selectFrom('voiceMessages')
    .selectAll()
    .where('creatorProfileId', '=', p.profileId)
    .where((eb) => eb.or([eb('createdAt', '<', p.createdAt), eb.and([eb('createdAt', '=', p.createdAt), eb('id', '<', p.id)])]))
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(p.limit),
);

export async function updateMessageFlags(
  db: Kysely<DB>,
  id: string,
  patch: Partial<Pick<VoiceMessageRow, 'isRead' | 'isPlayed' | 'hasReplied'>>,
) {
  await db.updateTable('voiceMessages').set(patch).where('id', '=', id).execute();
}

export async function deleteMessage(db: Kysely<DB>, id: string) {
  await db.deleteFrom('voiceMessages').where('id', '=', id).execute();
}

/** Oldest first, for the archive (Download all): what its files, messages.csv and index.html need, nothing more. */
export function listMessagesForExport(db: Kysely<DB>, profileId: string) {
  return db
    .selectFrom('voiceMessages')
    .select(['id', 'senderName', 'senderEmail', 'audioPath', 'playablePath', 'duration', 'hasReplied', 'createdAt', 'prompt', 'photoPath'])
    .where('creatorProfileId', '=', profileId)
    .orderBy('createdAt', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

export interface GuestMessageWrite {
  row: VoiceMessageRow;
  /** The claim on the guest's upload that the message needs. */
  want: ClaimAs;
  /** The guest's photo upload the message claims too (docs/decisions/082), or null. */
  photoKey: string | null;
  /** Also add (or count again) the sender as a subscriber of the page. */
  subscribe: boolean;
  /** The message's jobs (its playable copy, its announcement), enqueued with it. */
  jobs: NewJob[];
  /** Reads whether the page has room for the recording (throws when not), before anything is written. */
  checkRoom(db: Kysely<DB>): Promise<void>;
}

/**
 * A guest's message, all or nothing: claims the upload (and the photo, when one is sent), adds or counts the subscriber (when asked), inserts the
 * message and enqueues its jobs (playable copy, announcement). False when the upload was not there to claim. Each database gets the
 * statements that suit it (docs/decisions/042): one transaction of those steps on SQLite, where the room check runs
 * inside it and so cannot race another write; one statement on PostgreSQL (below), the room check before it (the
 * read takes no lock there, so it need not share the statement's transaction). 'photo' when the photo was not there to
 * claim (nothing is written then either).
 */
export async function insertGuestMessage(db: Kysely<DB>, dialect: Dialect, write: GuestMessageWrite): Promise<boolean | 'photo'> {
  const { row, want, photoKey, subscribe, jobs, checkRoom } = write;
  if (dialect === 'postgres') {
    await checkRoom(db);
    if (!photoKey) return insertGuestMessageClaimingUpload(db, row, want, subscribe ? newId() : null, jobs);
    // With a photo: its claim first, then the one statement, in one transaction. The counters' rows are locked by the
    // statement, so they are held only one round trip longer (the commit) than without a photo.
    return db
      .transaction()
      .execute(async (trx) => {
        if (!(await claimPhoto(trx, photoKey, row.creatorProfileId))) return 'photo' as const;
        if (!(await insertGuestMessageClaimingUpload(trx, row, want, subscribe ? newId() : null, jobs))) throw new ClaimMissed(false);
        return true;
      })
      .catch(missedClaim);
  }
  return db.transaction().execute(async (trx) => {
    await checkRoom(trx);
    const claimed = await claimRecordingQuery(trx, keyOf(row.audioPath), want).executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return false;
    if (photoKey && !(await claimPhoto(trx, photoKey, row.creatorProfileId))) throw new ClaimMissed('photo');
    if (subscribe) {
      await upsertSubscriber(trx, { profileId: row.creatorProfileId, email: row.senderEmail, senderName: row.senderName, now: row.createdAt });
    }
    await insertMessage(trx, row);
    for (const job of jobs) await insertJob(trx, job);
    return true;
  }).catch(missedClaim);
}

/** Rolls a message's transaction back when one of its claims did not match; `answer` is what the send is told. */
class ClaimMissed extends Error {
  constructor(readonly answer: false | 'photo') {
    super('claim missed');
  }
}

/** The answer of a transaction a missed claim rolled back (every claim before it goes back with it). */
const missedClaim = (err: unknown): false | 'photo' => {
  if (err instanceof ClaimMissed) return err.answer;
  throw err;
};

/**
 * PostgreSQL: claims the guest's upload, counts the subscriber (when asked), inserts the message and enqueues its
 * jobs in ONE statement (data-modifying CTEs, each part only if the claim matched), built from the same claim,
 * upsert and insert the SQLite transaction runs one by one. Every guest's message to a host moves the same counter rows (triggers of
 * migrations 004, 012, 013, 014), and their row locks last until commit: as a transaction of four statements they
 * were held over four round trips, so 200 guests at once queued ~0.9 s behind each other. Now they are held for
 * one statement. False when the upload was not there to claim.
 */
async function insertGuestMessageClaimingUpload(
  db: Kysely<DB>,
  row: VoiceMessageRow,
  want: ClaimAs,
  subscriberId: string | null,
  jobs: NewJob[],
) {
  // In INSERT ... SELECT PostgreSQL reads an untyped parameter as text: the other columns' types are spelled out.
  const bigint = (v: number) => sql<number>`${v}::bigint`;
  const text = (v: string | null) => sql<string | null>`${v}::text`;
  const inserted = await db
    .with('claimed', (qc) => claimRecordingQuery(qc, keyOf(row.audioPath), want).returning('key'))
    .with('job', (qc) =>
      qc
        .insertInto('jobs')
        .columns(['id', 'kind', 'key', 'payload', 'status', 'attempts', 'runAfter', 'createdAt', 'updatedAt'])
        .expression((eb) => {
          // One row per job, each only if the claim matched.
          const [first, ...rest] = jobs.map((job) =>
            eb
              .selectFrom('claimed')
              .select([
                text(newId()).as('id'),
                text(job.kind).as('kind'),
                text(job.key).as('key'),
                text(JSON.stringify(job.payload ?? {})).as('payload'),
                text('queued').as('status'),
                sql<number>`0`.as('attempts'),
                bigint(row.createdAt).as('runAfter'),
                bigint(row.createdAt).as('createdAt'),
                bigint(row.createdAt).as('updatedAt'),
              ]),
          );
          return rest.reduce((all, one) => all.unionAll(one), first!);
        })
        .onConflict((oc) => oc.columns(['kind', 'key']).doNothing()),
    )
    .with('subscriber', (qc) =>
      qc
        .insertInto('emailSubscribers')
        .columns(['id', 'creatorProfileId', 'email', 'senderName', 'messageCount', 'createdAt', 'updatedAt'])
        .expression((eb) =>
          eb
            .selectFrom('claimed')
            .select([
              text(subscriberId).as('id'),
              text(row.creatorProfileId).as('creatorProfileId'),
              text(row.senderEmail).as('email'),
              text(row.senderName || null).as('senderName'),
              sql<number>`1`.as('messageCount'),
              bigint(row.createdAt).as('createdAt'),
              bigint(row.createdAt).as('updatedAt'),
            ])
            .where(sql<boolean>`${subscriberId !== null}`),
        )
        .onConflict(countAgain),
    )
    .insertInto('voiceMessages')
    .columns(['id', 'creatorProfileId', 'senderName', 'senderEmail', 'audioPath', 'duration', 'isRead', 'isPlayed', 'hasReplied', 'createdAt', 'prompt', 'language', 'showNameOnPartyScreen', 'photoPath'])
    .expression((eb) =>
      eb
        .selectFrom('claimed')
        .select([
          text(row.id).as('id'),
          text(row.creatorProfileId).as('creatorProfileId'),
          text(row.senderName).as('senderName'),
          text(row.senderEmail).as('senderEmail'),
          text(row.audioPath).as('audioPath'),
          sql<number>`${row.duration}::integer`.as('duration'),
          sql<number>`0`.as('isRead'),
          sql<number>`0`.as('isPlayed'),
          sql<number>`0`.as('hasReplied'),
          bigint(row.createdAt).as('createdAt'),
          text(row.prompt).as('prompt'),
          text(row.language).as('language'),
          sql<number>`${row.showNameOnPartyScreen}::integer`.as('showNameOnPartyScreen'),
          text(row.photoPath).as('photoPath'),
        ]),
    )
    .returning('id')
    .execute();
  return inserted.length === 1;
}

/** The store key of an '/objects/...' path the caller has already judged (recording-claims.ts). */
const keyOf = (audioPath: string) => keyFromPath(audioPath)!;

/** Every recording of a message's replies: originals and playable copies (deleting a message deletes them too). */
export async function listReplyRecordingPaths(db: Kysely<DB>, voiceMessageId: string): Promise<string[]> {
  const rows = await db.selectFrom('voiceReplies').select(['audioPath', 'playablePath']).where('voiceMessageId', '=', voiceMessageId).execute();
  return rows.flatMap((r) => (r.playablePath ? [r.audioPath, r.playablePath] : [r.audioPath]));
}
