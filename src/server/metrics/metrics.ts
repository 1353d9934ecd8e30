import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * What an operator watches (docs/decisions/061), for Prometheus. One registry per app: tests build many apps in one
 * process, and two instances in one process must not add up each other's counts. Every label takes its values from a
 * fixed set (route patterns, job kinds, error codes, outcomes): never a user, a path or an id.
 */
export interface AppMetrics {
  registry: Registry;
  /** Every answered request, by route pattern ('/api/gallery/:slug/info', never the URL) and status. */
  httpRequests: Histogram<'method' | 'route' | 'status_code'>;
  /** Uploads refused, by route and reason: the error's code ('not_signed_in') or its status's name ('too_large'). */
  uploadRefusals: Counter<'route' | 'reason'>;
  /** Background jobs, by kind and how the attempt ended (jobs/job-queue.ts). */
  jobDuration: Histogram<'kind' | 'outcome'>;
  /** Making one recording's playable MP3 (audio/playable-copy.ts). */
  playableCopyDuration: Histogram<'outcome'>;
  albumBuildDuration: Histogram<'outcome'>;
  /** Drawing and sending a host's book PDF. */
  bookDuration: Histogram<'outcome'>;
  mails: Counter<'outcome'>;
}

/** How an attempt ended, for the outcome labels. */
export type Outcome = 'ok' | 'error';

const SECONDS = [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 900, 1800];

export function createMetrics(): AppMetrics {
  const registry = new Registry();
  const registers = [registry];
  return {
    registry,
    httpRequests: new Histogram({
      name: 'voxbook_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route pattern and status code',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    }),
    uploadRefusals: new Counter({
      name: 'voxbook_upload_refusals_total',
      help: "Uploads refused, by route and reason (the error's code, or its status's name)",
      labelNames: ['route', 'reason'],
      registers,
    }),
    jobDuration: new Histogram({
      name: 'voxbook_job_duration_seconds',
      help: 'Time a background job attempt ran, by kind and outcome (done, retry, failed, released, lost)',
      labelNames: ['kind', 'outcome'],
      buckets: SECONDS,
      registers,
    }),
    playableCopyDuration: new Histogram({
      name: 'voxbook_playable_copy_duration_seconds',
      help: "Time ffmpeg took to make a recording's playable MP3",
      labelNames: ['outcome'],
      buckets: SECONDS,
      registers,
    }),
    albumBuildDuration: new Histogram({
      name: 'voxbook_album_build_duration_seconds',
      help: "Time to build a host's album",
      labelNames: ['outcome'],
      buckets: SECONDS,
      registers,
    }),
    bookDuration: new Histogram({
      name: 'voxbook_book_duration_seconds',
      help: "Time to draw a host's book PDF into the store (a job, once per change of its messages)",
      labelNames: ['outcome'],
      buckets: SECONDS,
      registers,
    }),
    mails: new Counter({ name: 'voxbook_mails_total', help: 'Mails handed to the mailer, by outcome (sent, failed)', labelNames: ['outcome'], registers }),
  };
}

/** Runs `work`, observing its time in `histogram` with outcome ok or error (the error is rethrown). */
export async function timed<T>(histogram: Histogram<'outcome'>, work: () => Promise<T>): Promise<T> {
  const end = histogram.startTimer();
  try {
    const result = await work();
    end({ outcome: 'ok' });
    return result;
  } catch (err) {
    end({ outcome: 'error' });
    throw err;
  }
}

/** One line of the job queue's state (jobs/jobs.repository.ts, queueStats). */
export interface QueueStat {
  kind: string;
  status: 'queued' | 'running' | 'failed';
  count: number;
  /** The earliest time a queued job of this kind became due (epoch ms), if one is due. */
  oldestDueAt: number | null;
}

/**
 * The queue's depth and the age of its oldest due job, per kind, read from the database at each scrape (every
 * instance sees the same shared queue). Kinds this instance handles are always reported, at 0 when idle.
 */
export function watchJobQueue(metrics: AppMetrics, kinds: () => readonly string[], read: (now: number) => Promise<QueueStat[]>): void {
  // Both gauges are read in one query per scrape, by whichever is collected first.
  let scrape: Promise<void> | null = null;
  const collect = async () => {
    scrape ??= refresh().finally(() => setImmediate(() => (scrape = null)));
    await scrape;
  };
  const registers = [metrics.registry];
  const jobs = new Gauge({
    name: 'voxbook_jobs',
    help: 'Jobs in the queue, by kind and status (queued, running, failed)',
    labelNames: ['kind', 'status'],
    registers,
    collect,
  });
  const oldest = new Gauge({
    name: 'voxbook_job_oldest_due_seconds',
    help: 'How long the oldest queued job of a kind has been due without being started',
    labelNames: ['kind'],
    registers,
    collect,
  });
  async function refresh() {
    const now = Date.now();
    const stats = await read(now);
    jobs.reset();
    oldest.reset();
    for (const kind of kinds()) {
      for (const status of ['queued', 'running', 'failed'] as const) jobs.set({ kind, status }, 0);
      oldest.set({ kind }, 0);
    }
    for (const s of stats) {
      jobs.set({ kind: s.kind, status: s.status }, s.count);
      if (s.status === 'queued') oldest.set({ kind: s.kind }, s.oldestDueAt === null ? 0 : Math.max(0, (now - s.oldestDueAt) / 1000));
    }
  }
}

/** The process's own metrics (CPU, memory, event loop lag, GC, handles): for an instance that serves its metrics. */
export function collectProcessMetrics(metrics: AppMetrics): void {
  collectDefaultMetrics({ register: metrics.registry });
}
