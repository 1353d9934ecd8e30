import type { Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';
import type { DB } from '../db/schema.js';
import {
  claimJob,
  claimNextJob,
  completeJob,
  deleteDoneJobsBefore,
  failJob,
  findJob,
  insertJob,
  type Lease,
  type NewJob,
  releaseJob,
  renewLease,
  requeueExpiredLeases,
  retryJobLater,
} from './jobs.repository.js';
import type { JobRow, JobStatus } from './jobs.table.js';

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
}

export type JobHandler = (ctx: JobContext) => Promise<void>;

/** A failure no retry can mend (the recording is gone, the file is not audio): the job fails at once. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

export class LostJobError extends Error {
  override name = 'LostJobError';
}

export interface JobQueueOptions {
  /** Jobs run at once in this process. */
  concurrency: number;
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

export const DEFAULT_JOB_OPTIONS: JobQueueOptions = { concurrency: 1, leaseMs: 60_000, pollMs: 2000, maxAttempts: 10 };

const RETRY_BASE_MS = 5000;
const RETRY_MAX_MS = 3600_000;
const KEEP_DONE_MS = 7 * 24 * 3600_000;
const HOUSEKEEPING_MS = 3600_000;

/**
 * Durable background work in the database (docs/decisions/018): jobs are rows, claimed by one worker with a lease it
 * renews while the job runs. A worker that dies stops renewing, and its jobs are queued again once the lease runs out,
 * on whichever instance looks next. A failed attempt is retried with exponential backoff, up to maxAttempts.
 */
export class JobQueue {
  readonly worker = `${process.pid}-${randomBytes(4).toString('hex')}`;
  private readonly handlers = new Map<string, JobHandler>();
  private readonly running = new Map<string, AbortController>();
  private lanes: Promise<void>[] = [];
  private stopped = true;
  private wakeUp: (() => void) | null = null;
  private lastHousekeeping = 0;

  constructor(
    private readonly db: Kysely<DB>,
    private options: JobQueueOptions = DEFAULT_JOB_OPTIONS,
  ) {}

  register(kind: string, handler: JobHandler): void {
    this.handlers.set(kind, handler);
  }

  /** The kinds of job this process runs. */
  kinds(): string[] {
    return [...this.handlers.keys()];
  }

  /** Adds a job in the caller's transaction (or on its own); call wake() once that has committed. */
  enqueue(db: Kysely<DB>, job: NewJob): Promise<void> {
    return insertJob(db, job);
  }

  /** An idle worker of this process looks for jobs now rather than at its next poll. */
  wake(): void {
    this.wakeUp?.();
  }

  start(log?: JobQueueOptions['log']): void {
    if (!this.stopped) return;
    if (log) this.options = { ...this.options, log };
    this.stopped = false;
    this.lanes = Array.from({ length: this.options.concurrency }, () => this.lane());
  }

  /** Stops claiming; jobs still running after `graceMs` are aborted and handed back to the queue at once. */
  async stop(graceMs = 5000): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    this.wake();
    const settled = Promise.all(this.lanes);
    const timer = new Promise((r) => setTimeout(r, graceMs).unref());
    await Promise.race([settled, timer]);
    for (const controller of this.running.values()) controller.abort();
    await settled;
  }

  /**
   * Runs one job in the caller's request when it is still queued (a host's reply waits for its playable copy), or
   * waits for the worker that has it, up to `waitMs`. Resolves with the job's state then (undefined: no such job).
   */
  async runNow(kind: string, key: string, waitMs: number): Promise<JobStatus | undefined> {
    const job = await claimJob(this.db, kind, key, this.lease());
    if (job) {
      await this.run(job);
    } else {
      const deadline = Date.now() + waitMs;
      let current = await findJob(this.db, kind, key);
      while (current && (current.status === 'running' || current.status === 'queued') && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
        current = await findJob(this.db, kind, key);
      }
    }
    return (await findJob(this.db, kind, key))?.status;
  }

  private lease(): Lease {
    return { worker: this.worker, now: Date.now(), leaseMs: this.options.leaseMs };
  }

  private async lane(): Promise<void> {
    let idleMs = this.options.pollMs;
    while (!this.stopped) {
      let job: JobRow | undefined;
      try {
        await this.housekeeping();
        job = await claimNextJob(this.db, this.lease(), [...this.handlers.keys()]);
        idleMs = this.options.pollMs;
      } catch (err) {
        // The database is away: look again later, a little later each time.
        this.options.log?.warn({ err }, 'claiming a job failed');
        idleMs = Math.min(idleMs * 2, 60_000);
      }
      if (job) await this.run(job);
      else await this.idle(idleMs);
    }
  }

  private idle(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      const self = this;
      function done() {
        clearTimeout(timer);
        if (self.wakeUp === done) self.wakeUp = null;
        resolve();
      }
      // Several lanes may idle; a wake reaches the latest, which is enough to pick up one new job at once.
      this.wakeUp = done;
    });
  }

  private async housekeeping(): Promise<void> {
    const now = Date.now();
    const requeued = await requeueExpiredLeases(this.db, now);
    if (requeued) this.options.log?.warn({ requeued }, 'jobs whose worker stopped were queued again');
    if (now - this.lastHousekeeping > HOUSEKEEPING_MS) {
      this.lastHousekeeping = now;
      await deleteDoneJobsBefore(this.db, now - KEEP_DONE_MS);
    }
  }

  private async run(job: JobRow): Promise<void> {
    const controller = new AbortController();
    this.running.set(job.id, controller);
    const renew = setInterval(() => {
      renewLease(this.db, job.id, this.worker, Date.now() + this.options.leaseMs)
        .then((held) => held || controller.abort(new LostJobError('the lease was taken over')))
        .catch(() => undefined);
    }, Math.max(50, this.options.leaseMs / 3));
    let completed = false;
    let outcome: JobOutcome = 'done';
    const started = performance.now();
    try {
      const handler = this.handlers.get(job.kind);
      if (!handler) throw new PermanentJobError(`no handler for job kind ${job.kind}`);
      await handler({
        job,
        payload: JSON.parse(job.payload),
        signal: controller.signal,
        complete: async (trx) => {
          if (!(await completeJob(trx, job.id, this.worker))) throw new LostJobError('the lease was taken over');
          completed = true;
        },
      });
      if (!completed && !(await completeJob(this.db, job.id, this.worker))) throw new LostJobError('the lease was taken over');
    } catch (err) {
      outcome = await this.failed(job, err, controller.signal).catch((e: unknown) => {
        this.options.log?.error({ err: e, jobId: job.id }, 'recording a job failure failed');
        return 'failed' as const;
      });
    } finally {
      clearInterval(renew);
      this.running.delete(job.id);
      this.options.observe?.(job.kind, outcome, (performance.now() - started) / 1000);
    }
  }

  private async failed(job: JobRow, err: unknown, signal: AbortSignal): Promise<JobOutcome> {
    if (err instanceof LostJobError || signal.reason instanceof LostJobError) return 'lost';
    if (signal.aborted && this.stopped) {
      await releaseJob(this.db, job.id, this.worker);
      return 'released';
    }
    const message = err instanceof Error ? err.message : String(err);
    if (err instanceof PermanentJobError || job.attempts >= this.options.maxAttempts) {
      this.options.log?.error({ err, jobId: job.id, kind: job.kind, key: job.key }, 'job failed for good');
      await failJob(this.db, job.id, this.worker, message);
      return 'failed';
    }
    // Jittered, so jobs that failed together (an outage) do not all come back at once; whole ms for a bigint column.
    const backoff = Math.round(Math.min(RETRY_BASE_MS * 2 ** (job.attempts - 1), RETRY_MAX_MS) * (0.75 + Math.random() / 2));
    this.options.log?.warn({ err, jobId: job.id, kind: job.kind, attempt: job.attempts }, 'job failed, will retry');
    await retryJobLater(this.db, job.id, this.worker, Date.now() + backoff, message);
    return 'retry';
  }
}
