import { expect, it } from 'vitest';
import { openDatabase } from '../db/database.js';
import { describeEachDatabase } from '../test/harness.js';
import { until } from '../test/until.js';
import { DEFAULT_JOB_OPTIONS, JobQueue } from './job-queue.js';
import { findJob } from './jobs.repository.js';

const fast = { ...DEFAULT_JOB_OPTIONS, pollMs: 20, leaseMs: 2000 };
let n = 0;
/** Job kinds of this test alone: the app's own worker never claims them. */
const kindOf = (name: string) => `lanes-${name}-${++n}`;

/** A handler the test releases when it chooses; `started` resolves once the job runs. */
function gate() {
  let open!: () => void;
  let started!: () => void;
  const opened = new Promise<void>((r) => (open = r));
  const running = new Promise<void>((r) => (started = r));
  return {
    handler: async () => {
      started();
      await opened;
    },
    running,
    open: () => open(),
  };
}

describeEachDatabase('job lanes', (ctx) => {
  const db = () => ctx().app.deps.db;

  it('claims and completes a short job while a long build holds the long lane, with one short worker', async () => {
    const album = kindOf('album');
    const copy = kindOf('copy');
    const q = new JobQueue(db(), { ...fast, concurrency: 1 });
    const build = gate();
    q.register(album, build.handler, 'album');
    let copies = 0;
    q.register(copy, async () => {
      copies++;
    });
    // The long build was asked for first: a single queue in time order would run it first and hold the copy behind it.
    await q.enqueue(db(), { kind: album, key: 'a' });
    q.start();
    try {
      await build.running;
      await q.enqueue(db(), { kind: copy, key: 'c' });
      q.wake();
      await until(() => findJob(db(), copy, 'c'), (j) => j?.status === 'done', 'the copy to be done');
      expect(copies).toBe(1);
      expect(await findJob(db(), album, 'a')).toMatchObject({ status: 'running', laneSlot: 'album:0' });
      build.open();
      expect(await until(() => findJob(db(), album, 'a'), (j) => j?.status === 'done', 'the album to be done')).toMatchObject({ laneSlot: 'album:0', lockedBy: null });
    } finally {
      build.open();
      await q.stop();
    }
  });

  it('runs one long build at a time per instance, a request (runNow) included, and the next as soon as it ends', async () => {
    const book = kindOf('book');
    const q = new JobQueue(db(), { ...fast, concurrency: 1, longSlots: 4 });
    const first = gate();
    let second = 0;
    q.register(book, async ({ job }) => (job.key === 'one' ? first.handler() : void second++), 'book');
    await q.enqueue(db(), { kind: book, key: 'one' });
    await q.enqueue(db(), { kind: book, key: 'two' });
    const running = q.runNow(book, 'one', 10_000);
    await first.running;
    // The instance's place in the book lane is taken: asked now, the second waits (here: not at all) and stays queued.
    expect(await q.runNow(book, 'two', 0)).toBe('queued');
    first.open();
    expect(await running).toBe('done');
    expect(await q.runNow(book, 'two', 5000)).toBe('done');
    expect(second).toBe(1);
  });

  it('bounds long builds across instances sharing the database by the platform-wide slots', async () => {
    const { app, config } = ctx();
    const other = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    const album = kindOf('album');
    const builds = new Map(['a', 'b', 'c'].map((key) => [key, gate()]));
    const queues = [new JobQueue(app.deps.db, { ...fast, concurrency: 0, longSlots: 2 }), new JobQueue(other.db, { ...fast, concurrency: 0, longSlots: 2 }), new JobQueue(other.db, { ...fast, concurrency: 0, longSlots: 2 })];
    for (const q of queues) q.register(album, ({ job }) => builds.get(job.key)!.handler(), 'album');
    for (const key of builds.keys()) await queues[0]!.enqueue(app.deps.db, { kind: album, key });
    try {
      // Three instances, each with its lane free; two slots on the platform.
      const a = queues[0]!.runNow(album, 'a', 10_000);
      await builds.get('a')!.running;
      const b = queues[1]!.runNow(album, 'b', 10_000);
      await builds.get('b')!.running;
      expect(await queues[2]!.runNow(album, 'c', 0)).toBe('queued');
      const slots = await app.deps.db.selectFrom('jobs').select(['key', 'laneSlot']).where('kind', '=', album).where('status', '=', 'running').orderBy('key').execute();
      expect(slots.map((s) => s.laneSlot).sort()).toEqual(['album:0', 'album:1']);
      // One ends: its slot is free, and the third instance takes the build.
      builds.get('a')!.open();
      expect(await a).toBe('done');
      const c = queues[2]!.runNow(album, 'c', 10_000);
      await builds.get('c')!.running;
      expect((await findJob(app.deps.db, album, 'c'))?.laneSlot).toBe('album:0');
      builds.get('b')!.open();
      builds.get('c')!.open();
      expect([await b, await c]).toEqual(['done', 'done']);
    } finally {
      for (const g of builds.values()) g.open();
      for (const q of queues) await q.stop();
      await other.close();
    }
  });

  it('never runs more long builds than the slots when instances race for them', async () => {
    const { app, config } = ctx();
    const other = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    const album = kindOf('album');
    let now = 0;
    let most = 0;
    const queues = [app.deps.db, other.db, other.db].map((d) => new JobQueue(d, { ...fast, concurrency: 1, longSlots: 1, pollMs: 5 }));
    for (const q of queues) {
      q.register(album, async () => {
        most = Math.max(most, ++now);
        await new Promise((r) => setTimeout(r, 15));
        now--;
      }, 'album');
    }
    for (let i = 0; i < 12; i++) await queues[0]!.enqueue(app.deps.db, { kind: album, key: `k${i}` });
    for (const q of queues) q.start();
    try {
      await until(() => app.deps.db.selectFrom('jobs').select('id').where('kind', '=', album).where('status', '=', 'done').execute(), (r) => r.length === 12, 'twelve albums to be done', 30_000);
      expect(most).toBe(1);
    } finally {
      for (const q of queues) await q.stop();
      await other.close();
    }
  });
});
