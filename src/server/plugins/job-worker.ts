import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { JobKind } from '../jobs/job-types.js';
import type { NewJob } from '../jobs/jobs.repository.js';

/**
 * Runs this instance's share of the background jobs (jobs/job-queue.ts) while the app is up. The handlers come from
 * the modules, through app.ts; this plugin only starts and stops the worker (and stops it before the database closes).
 */
export default fp(
  async function jobWorker(app: FastifyInstance, opts: { handlers: Record<string, JobKind>; atStart?: NewJob[] }) {
    const { jobs } = app.deps;
    for (const [kind, job] of Object.entries(opts.handlers)) {
      if (typeof job === 'function') jobs.register(kind, job);
      else jobs.register(kind, job.handler, job.lane);
    }
    app.addHook('onReady', async () => {
      if (!app.deps.audio) app.log.warn('ffmpeg was not found: recordings cannot be measured or converted (see GET /api/health)');
      else app.log.info({ ffmpeg: app.deps.audio.ffmpeg.path, source: app.deps.audio.ffmpeg.source }, 'audio transcoder');
      // One-off work such as a backfill: enqueued by every instance, kept once (a job is unique per kind and key).
      for (const job of opts.atStart ?? []) await jobs.enqueue(app.deps.db, job);
      jobs.start(app.log);
    });
    app.addHook('onClose', async () => jobs.stop());
  },
  { name: 'job-worker', dependencies: ['deps'] },
);
