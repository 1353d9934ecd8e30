import { expect, it } from 'vitest';
import { openDatabase } from '../db/database.js';
import { describeEachDatabase } from '../test/harness.js';
import { until } from '../test/until.js';
import { DEFAULT_JOB_OPTIONS, type JobHandler, JobQueue, PermanentJobError } from './job-queue.js';
import { claimNextJob, completeJob, findJob } from './jobs.repository.js';

const fast = { ...DEFAULT_JOB_OPTIONS, pollMs: 20, leaseMs: 600, concurrency: 2 };
let n = 0;
/** A job kind of this test alone: the app's own worker never claims it. */
const kindOf = (name: string) => `test-${name}-${++n}`;

describeEachDatabase('durable background jobs', (ctx) => {
  const db = () => ctx().app.deps.db;

  it('keeps one job per kind and key however often it is enqueued', async () => {
    const q = new JobQueue(db(), fast);
    const kind = kindOf('once');
    for (let i = 0; i < 3; i++) await q.enqueue(db(), { kind, key: 'k', payload: { i } });
    const rows = await db().selectFrom('jobs').selectAll().where('kind', '=', kind).execute();
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.payload)).toEqual({ i: 0 });
  });

  it('retries a failing job with backoff until it succeeds, and gives up on a permanent failure at once', async () => {
    const q = new JobQueue(db(), { ...fast, concurrency: 1 });
    const flaky = kindOf('flaky');
    const broken = kindOf('broken');
    const startedAt: number[] = [];
    q.register(flaky, async () => {
      startedAt.push(Date.now());
      if (startedAt.length < 3) throw new Error(`transient ${startedAt.length}`);
    });
    q.register(broken, async () => {
      throw new PermanentJobError('the recording is gone');
    });
    await q.enqueue(db(), { kind: flaky, key: 'a' });
    await q.enqueue(db(), { kind: broken, key: 'b' });
    q.start();
    try {
      const done = await until(() => findJob(db(), flaky, 'a'), (j) => j?.status === 'done', 'the job to succeed on a retry', 30_000);
      expect(done).toMatchObject({ attempts: 3, lastError: null, lockedBy: null });
      // The backoff grows: about 5 s, then about 10 s (with ±25 % jitter).
      expect(startedAt[1]! - startedAt[0]!).toBeGreaterThanOrEqual(3700);
      expect(startedAt[2]! - startedAt[1]!).toBeGreaterThanOrEqual(7400);
      expect(await findJob(db(), broken, 'b')).toMatchObject({ status: 'failed', attempts: 1, lastError: 'the recording is gone' });
    } finally {
      await q.stop();
    }
  }, 60_000);

  it("hands the job of a worker that stopped renewing its lease to another, and refuses the first one's late result", async () => {
    const kind = kindOf('lease');
    const q = new JobQueue(db(), fast);
    await q.enqueue(db(), { kind, key: 'x' });
    // A worker claimed it and then froze (a process stopped, a machine cut off): its lease is never renewed.
    const claimed = await claimNextJob(db(), { worker: 'frozen', now: Date.now(), leaseMs: 300 }, [kind]);
    expect(claimed).toMatchObject({ key: 'x', status: 'running', lockedBy: 'frozen', attempts: 1 });

    let runs = 0;
    q.register(kind, async ({ complete }) => {
      runs++;
      await db().transaction().execute((trx) => complete(trx));
    });
    q.start();
    try {
      const job = await until(() => findJob(db(), kind, 'x'), (j) => j?.status === 'done', 'the job to be done');
      expect(job).toMatchObject({ attempts: 2, lockedBy: null });
      expect(runs).toBe(1);
      // The frozen worker wakes up and tries to record its result: refused, so its transaction rolls back.
      expect(await completeJob(db(), claimed!.id, 'frozen')).toBe(false);
    } finally {
      await q.stop();
    }
  });

  it('runs a queued job at once in the caller (runNow), and waits for one another worker runs', async () => {
    const kind = kindOf('now');
    const q = new JobQueue(db(), { ...fast, concurrency: 0 });
    let runs = 0;
    q.register(kind, async () => {
      runs++;
    });
    await q.enqueue(db(), { kind, key: 'r' });
    expect(await q.runNow(kind, 'r', 1000)).toBe('done');
    expect(runs).toBe(1);
    // Done already: nothing runs again.
    expect(await q.runNow(kind, 'r', 1000)).toBe('done');
    expect(runs).toBe(1);
    expect(await q.runNow(kind, 'missing', 100)).toBeUndefined();
  });

  it('gives a job stopped by a shutdown back to the queue at once, without counting the attempt', async () => {
    const kind = kindOf('shutdown');
    const q = new JobQueue(db(), { ...fast, concurrency: 1 });
    q.register(kind, ({ signal }) => new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted')))));
    await q.enqueue(db(), { kind, key: 's' });
    q.start();
    await until(() => findJob(db(), kind, 's'), (j) => j?.status === 'running', 'the job to run');
    await q.stop(50);
    expect(await findJob(db(), kind, 's')).toMatchObject({ status: 'queued', attempts: 0, lockedBy: null });
  });
});

describeEachDatabase('jobs across instances', (ctx) => {
  it('never runs one job twice when two instances claim at once', async () => {
    const { app, config } = ctx();
    // A second instance: its own connection pool to the same database (SQLite: the same file).
    const other = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    const kind = kindOf('race');
    const ran = new Map<string, string[]>();
    const handler = (instance: string): JobHandler => async ({ job, complete }) => {
      ran.set(job.key, [...(ran.get(job.key) ?? []), instance]);
      await new Promise((r) => setTimeout(r, 5));
      await app.deps.db.transaction().execute((trx) => complete(trx));
    };
    const queues = [new JobQueue(app.deps.db, { ...fast, concurrency: 4 }), new JobQueue(other.db, { ...fast, concurrency: 4 })];
    queues[0]!.register(kind, handler('a'));
    queues[1]!.register(kind, handler('b'));
    const keys = Array.from({ length: 60 }, (_, i) => `j${i}`);
    for (const key of keys) await queues[0]!.enqueue(app.deps.db, { kind, key });
    for (const q of queues) q.start();
    try {
      await until(
        () => app.deps.db.selectFrom('jobs').select('status').where('kind', '=', kind).where('status', '=', 'done').execute(),
        (rows) => rows.length === keys.length,
        'every job to be done',
        30_000,
      );
      expect([...ran.values()].filter((instances) => instances.length !== 1)).toEqual([]);
      expect(ran.size).toBe(keys.length);
      // Both took part.
      const instances = new Set([...ran.values()].flat());
      expect(instances).toEqual(new Set(['a', 'b']));
    } finally {
      for (const q of queues) await q.stop();
      await other.close();
    }
  });
});
