import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { JobRow } from './jobs.table.js';

export interface JobContext {
  job: JobRow;
  payload: unknown;
  /** Aborted when the worker shuts down or loses the job's lease: stop, nothing is recorded. */
  signal: AbortSignal;
  /**
   * Marks the job done inside the caller's transaction, so its result and its completion commit together (exactly
   * once). Throws LostJobError when another worker has taken the job meanwhile: roll back.
   */
  complete(trx: Kysely<DB>): Promise<void>;
  /** The worker's log (the app's, once started). */
  log: { warn(obj: object, msg: string): void };
}

export type JobHandler = (ctx: JobContext) => Promise<void>;

/** What a module hands the worker for a kind: its handler, or its handler and the long lane it runs in (decision 071). */
export type JobKind = JobHandler | { handler: JobHandler; lane: string };

/** A failure no retry can mend (the recording is gone, the file is not audio): the job fails at once. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

export class LostJobError extends Error {
  override name = 'LostJobError';
}

export interface JobQueueOptions {
  /** Short jobs run at once in this process; 0 runs no worker at all (requests still run theirs with runNow). */
  concurrency: number;
  /** Builds of each long lane (albums, books) running at once across every instance sharing the database. */
  longSlots: number;
  /** How long a claimed job is held without a renewal; renewed every third of it while it runs. */
  leaseMs: number;
  /** How often an idle worker looks for due jobs (enqueueing in this process wakes it at once). */
  pollMs: number;
  maxAttempts: number;
  log?: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** Told how long each attempt ran and how it ended (the metrics, metrics/metrics.ts). */
  observe?: (kind: string, outcome: JobOutcome, seconds: number) => void;
}

/** How an attempt ended: recorded done, queued again for a retry, failed for good, handed back at shutdown, or lost. */
export type JobOutcome = 'done' | 'retry' | 'failed' | 'released' | 'lost';

export const DEFAULT_JOB_OPTIONS: JobQueueOptions = { concurrency: 1, longSlots: 2, leaseMs: 60_000, pollMs: 2000, maxAttempts: 10 };
