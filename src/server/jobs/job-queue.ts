import type { Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';
import type { DB } from '../db/schema.js';
import { claimInSlot, JobLanes, SHORT_LANE } from './job-lanes.js';
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
import { type JobHandler, type JobOutcome, type JobQueueOptions, DEFAULT_JOB_OPTIONS, LostJobError, PermanentJobError } from './job-types.js';

export { DEFAULT_JOB_OPTIONS, type JobContext, type JobHandler, type JobOutcome, type JobQueueOptions, LostJobError, PermanentJobError } from './job-types.js';

const RETRY_BASE_MS = 5000;
const RETRY_MAX_MS = 3600_000;
const KEEP_DONE_MS = 7 * 24 * 3600_000;
const HOUSEKEEPING_MS = 3600_000;

/**
 * Durable background work in the database (docs/decisions/018): jobs are rows, claimed by one worker with a lease it
 * renews while the job runs. A worker that dies stops renewing, and its jobs are queued again once the lease runs out,
 * on whichever instance looks next. A failed attempt is retried with exponential backoff, up to maxAttempts.
 * Jobs run in lanes (job-lanes.ts, decision 071): short jobs on `concurrency` workers of their own, each long lane on
 * one more worker per instance, bounded across the platform, so a long build never holds a short job waiting.
 */
export class JobQueue {
  readonly worker = `${process.pid}-${randomBytes(4).toString('hex')}`;
  private readonly handlers = new Map<string, JobHandler>();
  private readonly running = new Map<string, AbortController>();
  private readonly lanes = new JobLanes();
  private workers: Promise<void>[] = [];
  private stopped = true;
  /** Each lane's idle workers, woken by an enqueue of one of its kinds. */
  private readonly idlers = new Map<string, Set<() => void>>();
  private lastHousekeeping = 0;
  private lastRequeue = 0;

  constructor(
    private readonly db: Kysely<DB>,
    private options: JobQueueOptions = DEFAULT_JOB_OPTIONS,
  ) {}

  /** A kind of job and what runs it, in the short lane unless a long lane is named ('album', 'book'). */
  register(kind: string, handler: JobHandler, lane: string = SHORT_LANE): void {
    this.handlers.set(kind, handler);
    this.lanes.add(kind, lane);
  }

  /** The kinds of job this process runs. */
  kinds(): string[] {
    return [...this.handlers.keys()];
  }

  /** Adds a job in the caller's transaction (or on its own); call wake() once that has committed. */
  enqueue(db: Kysely<DB>, job: NewJob): Promise<void> {
    return insertJob(db, job);
  }

  /**
   * The idle workers of this process that run `kind` (the short lane's when none is named) look for jobs now rather
   * than at their next poll.
   */
  wake(kind?: string): void {
    this.wakeLane(kind ? this.lanes.laneOf(kind) : SHORT_LANE);
  }

  private wakeLane(lane: string): void {
    for (const wake of [...(this.idlers.get(lane) ?? [])]) wake();
  }

  start(log?: JobQueueOptions['log']): void {
    if (!this.stopped) return;
    if (log) this.options = { ...this.options, log };
    this.stopped = false;
    if (this.options.concurrency === 0) return;
    const short = Array.from({ length: this.options.concurrency }, () => this.laneWorker(SHORT_LANE));
    this.workers = [...short, ...this.lanes.longLanes().map((lane) => this.laneWorker(lane))];
  }

  /** Stops claiming; jobs still running after `graceMs` are aborted and handed back to the queue at once. */
  async stop(graceMs = 5000): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    for (const lane of this.idlers.keys()) this.wakeLane(lane);
    const settled = Promise.all(this.workers);
    const timer = new Promise((r) => setTimeout(r, graceMs).unref());
    await Promise.race([settled, timer]);
    for (const controller of this.running.values()) controller.abort();
    await settled;
  }

  /**
   * Runs one job in the caller's request when it is still queued (a host's reply waits for its playable copy), or
   * waits for the worker that has it, up to `waitMs`. A job of a long lane is run here only in a free place of its lane
   * (this instance's one, and a platform-wide slot); until there is one, this waits, and takes the job as soon as a place
   * frees unless a worker took it first. Resolves with the job's state then (undefined: no such job).
   */
  async runNow(kind: string, key: string, waitMs: number): Promise<JobStatus | undefined> {
    const lane = this.lanes.laneOf(kind);
    const deadline = Date.now() + waitMs;
    for (;;) {
      const job = await this.claim(lane, { kind, key });
      if (job) {
        await this.runIn(lane, job);
        break;
      }
      const current = await findJob(this.db, kind, key);
      if (!current || (current.status !== 'running' && current.status !== 'queued') || Date.now() >= deadline) break;
      await new Promise((r) => setTimeout(r, lane === SHORT_LANE ? 100 : 250));
    }
    return (await findJob(this.db, kind, key))?.status;
  }

  /**
   * Runs, in the caller, every job that is due now, one after another, until none is left: what an instance with
   * JOB_CONCURRENCY=0 does when it is asked to (tests drive the queue this way rather than wait for a worker).
   * Resolves with the number of jobs run.
   */
  async runDue(): Promise<number> {
    let count = 0;
    for (;;) {
      await requeueExpiredLeases(this.db, Date.now());
      let ran = false;
      // Each lane as its worker would claim it: a long build still takes a free platform slot.
      for (const lane of [SHORT_LANE, ...this.lanes.longLanes()]) {
        const job = await this.claim(lane);
        if (!job) continue;
        await this.runIn(lane, job);
        count += 1;
        ran = true;
      }
      if (!ran) return count;
    }
  }

  private lease(): Lease {
    return { worker: this.worker, now: Date.now(), leaseMs: this.options.leaseMs };
  }

  /**
   * Claims the next job of a lane (or `one` in particular); a long lane's claim holds this instance's place in it until
   * runIn() releases it.
   */
  private async claim(lane: string, one?: { kind: string; key: string }): Promise<JobRow | undefined> {
    if (lane === SHORT_LANE) {
      return one ? claimJob(this.db, one.kind, one.key, this.lease()) : claimNextJob(this.db, this.lease(), this.shortKinds());
    }
    if (!this.lanes.reserve(lane)) return undefined;
    let job: JobRow | undefined;
    try {
      job = await claimInSlot(this.db, this.lease(), lane, this.lanes.kindsOf(lane), this.options.longSlots, one);
    } finally {
      if (!job) this.lanes.release(lane);
    }
    return job;
  }

  private async runIn(lane: string, job: JobRow): Promise<void> {
    try {
      await this.run(job);
    } finally {
      if (lane !== SHORT_LANE) {
        this.lanes.release(lane);
        // The lane's worker may have found it taken and gone idle: the next build need not wait for its poll.
        this.wakeLane(lane);
      }
    }
  }

  /** Short kinds, and kinds registered nowhere else (none run in a long lane unless registered there). */
  private shortKinds(): string[] {
    return this.lanes.kindsOf(SHORT_LANE);
  }

  private async laneWorker(lane: string): Promise<void> {
    let idleMs = this.options.pollMs;
    while (!this.stopped) {
      let job: JobRow | undefined;
      try {
        await this.housekeeping();
        job = await this.claim(lane);
        idleMs = this.options.pollMs;
      } catch (err) {
        // The database is away: look again later, a little later each time.
        this.options.log?.warn({ err }, 'claiming a job failed');
        idleMs = Math.min(idleMs * 2, 60_000);
      }
      if (job) await this.runIn(lane, job);
      else await this.idle(idleMs, lane);
    }
  }

  private idle(ms: number, lane: string): Promise<void> {
    const idlers = this.idlers.get(lane) ?? new Set();
    this.idlers.set(lane, idlers);
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        idlers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      idlers.add(done);
    });
  }

  private async housekeeping(): Promise<void> {
    const now = Date.now();
    // Once a poll for all the lanes: a run out lease is noticed as soon, and a burst of wakes costs no more writes.
    if (now - this.lastRequeue >= this.options.pollMs) {
      this.lastRequeue = now;
      const requeued = await requeueExpiredLeases(this.db, now);
      if (requeued) this.options.log?.warn({ requeued }, 'jobs whose worker stopped were queued again');
    }
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
        log: this.options.log ?? { warn: () => undefined },
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
