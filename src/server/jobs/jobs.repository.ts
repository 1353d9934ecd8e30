import { type ExpressionBuilder, type Kysely, PostgresAdapter } from 'kysely';
import type { DB } from '../db/schema.js';
import { newId } from '../ids.js';
import type { QueueStat } from '../metrics/metrics.js';
import type { JobRow } from './jobs.table.js';

export interface NewJob {
  kind: string;
  key: string;
  payload?: unknown;
}

/** Adds a job unless one of this kind and key exists already (whatever its state): safe to call twice. */
export async function insertJob(db: Kysely<DB>, job: NewJob, now = Date.now()): Promise<void> {
  await db
    .insertInto('jobs')
    .values({
      id: newId(),
      kind: job.kind,
      key: job.key,
      payload: JSON.stringify(job.payload ?? {}),
      status: 'queued',
      attempts: 0,
      runAfter: now,
      lockedBy: null,
      lockedUntil: null,
      lastError: null,
      createdAt: now,
      updatedAt: now,
    })
    .onConflict((oc) => oc.columns(['kind', 'key']).doNothing())
    .execute();
}

export interface Lease {
  worker: string;
  now: number;
  leaseMs: number;
}

/**
 * What a claim writes: the job is running, held by this worker until its lease runs out, one more attempt; and the
 * platform-wide slot it takes, for a long build (null for the rest). Two claims of one slot cannot both commit: the
 * slot is unique among running jobs (migration 030), so the later one fails as a unique violation.
 */
const claimedBy = (lease: Lease, slot: string | null) => (eb: ExpressionBuilder<DB, 'jobs'>) => ({
  status: 'running' as const,
  lockedBy: lease.worker,
  lockedUntil: lease.now + lease.leaseMs,
  attempts: eb('attempts', '+', 1),
  laneSlot: slot,
  updatedAt: lease.now,
});

/**
 * Takes the oldest due job for this worker. On PostgreSQL the candidate is locked with SKIP LOCKED, so instances
 * claiming at once take different jobs; the outer `status = 'queued'` makes a claim that lost the race match nothing.
 * SQLite runs one write at a time, so the statement alone is enough there.
 */
export async function claimNextJob(db: Kysely<DB>, lease: Lease, kinds: readonly string[], slot: string | null = null): Promise<JobRow | undefined> {
  if (kinds.length === 0) return undefined;
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return db
    .updateTable('jobs')
    .set(claimedBy(lease, slot))
    .where('status', '=', 'queued')
    .where('id', '=', (eb) =>
      eb
        .selectFrom('jobs')
        .select('id')
        .where('status', '=', 'queued')
        .where('runAfter', '<=', lease.now)
        .where('kind', 'in', kinds)
        .orderBy('runAfter')
        .orderBy('id')
        .limit(1)
        .$if(postgres, (qb) => qb.forUpdate().skipLocked()),
    )
    .returningAll()
    .executeTakeFirst();
}

/** Takes one particular job now, whatever its backoff says, unless it is running or finished. */
export function claimJob(db: Kysely<DB>, kind: string, key: string, lease: Lease, slot: string | null = null): Promise<JobRow | undefined> {
  return db
    .updateTable('jobs')
    .set(claimedBy(lease, slot))
    .where('kind', '=', kind)
    .where('key', '=', key)
    .where('status', '=', 'queued')
    .returningAll()
    .executeTakeFirst();
}

/** The slots running jobs of these kinds hold now (a lane's kinds: its slots). */
export async function heldSlots(db: Kysely<DB>, kinds: readonly string[]): Promise<Set<string>> {
  const rows = await db.selectFrom('jobs').select('laneSlot').where('status', '=', 'running').where('kind', 'in', kinds).execute();
  return new Set(rows.flatMap((r) => (r.laneSlot ? [r.laneSlot] : [])));
}

/** Queues a finished (done or failed) job again, as new: its work is wanted again (a book drawn anew). */
export async function requeueFinishedJob(db: Kysely<DB>, kind: string, key: string, payload: unknown, now = Date.now()): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ status: 'queued', attempts: 0, runAfter: now, lastError: null, payload: JSON.stringify(payload ?? {}), updatedAt: now })
    .where('kind', '=', kind)
    .where('key', '=', key)
    .where('status', 'in', ['done', 'failed'])
    .execute();
}

export function findJob(db: Kysely<DB>, kind: string, key: string): Promise<JobRow | undefined> {
  return db.selectFrom('jobs').selectAll().where('kind', '=', kind).where('key', '=', key).executeTakeFirst();
}

/** Changes a job this worker holds; false when it no longer holds it (its lease ran out and another took it). */
async function updateHeld(
  db: Kysely<DB>,
  id: string,
  worker: string,
  patch: Partial<Pick<JobRow, 'status' | 'lockedBy' | 'lockedUntil' | 'runAfter' | 'lastError' | 'updatedAt'>>,
): Promise<boolean> {
  const r = await db
    .updateTable('jobs')
    .set(patch)
    .where('id', '=', id)
    .where('lockedBy', '=', worker)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export const renewLease = (db: Kysely<DB>, id: string, worker: string, until: number, now = Date.now()) =>
  updateHeld(db, id, worker, { lockedUntil: until, updatedAt: now });

export const completeJob = (db: Kysely<DB>, id: string, worker: string, now = Date.now()) =>
  updateHeld(db, id, worker, { status: 'done', lockedBy: null, lockedUntil: null, lastError: null, updatedAt: now });

export const retryJobLater = (db: Kysely<DB>, id: string, worker: string, runAfter: number, error: string, now = Date.now()) =>
  updateHeld(db, id, worker, { status: 'queued', lockedBy: null, lockedUntil: null, runAfter, lastError: error, updatedAt: now });

export const failJob = (db: Kysely<DB>, id: string, worker: string, error: string, now = Date.now()) =>
  updateHeld(db, id, worker, { status: 'failed', lockedBy: null, lockedUntil: null, lastError: error, updatedAt: now });

/** Puts a job back at once (the worker is shutting down): the attempt does not count against it. */
export async function releaseJob(db: Kysely<DB>, id: string, worker: string, now = Date.now()): Promise<void> {
  await db
    .updateTable('jobs')
    .set((eb) => ({ status: 'queued', lockedBy: null, lockedUntil: null, runAfter: now, attempts: eb('attempts', '-', 1), updatedAt: now }))
    .where('id', '=', id)
    .where('lockedBy', '=', worker)
    .where('status', '=', 'running')
    .execute();
}

/** Jobs whose worker stopped renewing its lease (killed, frozen, cut off) are queued again; returns how many. */
export async function requeueExpiredLeases(db: Kysely<DB>, now = Date.now()): Promise<number> {
  const r = await db
    .updateTable('jobs')
    .set({ status: 'queued', lockedBy: null, lockedUntil: null, updatedAt: now })
    .where('status', '=', 'running')
    .where('lockedUntil', '<', now)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** Finished jobs are kept a while (what ran, when); failed ones stay for an operator to look at. */
export async function deleteDoneJobsBefore(db: Kysely<DB>, before: number): Promise<void> {
  await db.deleteFrom('jobs').where('status', '=', 'done').where('updatedAt', '<', before).execute();
}

/**
 * The queue's state for the metrics (metrics/metrics.ts): jobs waiting, running and failed per kind, and when the
 * oldest waiting one became due. Reads only those rows (the status index), never the finished ones.
 */
export async function queueStats(db: Kysely<DB>, now: number): Promise<QueueStat[]> {
  const rows = await db
    .selectFrom('jobs')
    .select((eb) => [
      'kind',
      'status',
      eb.fn.countAll<number | string>().as('count'),
      eb.fn.min<number | string | null>(eb.case().when('runAfter', '<=', now).then(eb.ref('runAfter')).end()).as('oldestDueAt'),
    ])
    .where('status', 'in', ['queued', 'running', 'failed'])
    .groupBy(['kind', 'status'])
    .execute();
  return rows.map((r) => ({
    kind: r.kind,
    status: r.status as QueueStat['status'],
    count: Number(r.count),
    oldestDueAt: r.oldestDueAt === null ? null : Number(r.oldestDueAt),
  }));
}
