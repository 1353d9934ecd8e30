import type { Kysely } from 'kysely';
import type { AudioTools } from './audio/audio-tools.js';
import type { Config } from './config.js';
import type { Dialect } from './db/database.js';
import type { DB } from './db/schema.js';
import type { JobQueue } from './jobs/job-queue.js';
import type { Mailer } from './mail/mailer.js';
import type { AppMetrics } from './metrics/metrics.js';
import type { ObjectStore } from './storage/object-store.js';

/** Everything a service needs from the outside world, built once per app. */
export interface AppDeps {
  config: Config;
  db: Kysely<DB>;
  dialect: Dialect;
  store: ObjectStore;
  mailer: Mailer;
  /** ffmpeg, to measure and convert recordings; undefined when this machine has none (GET /api/health says so). */
  audio: AudioTools | undefined;
  /** Durable background work (playable copies of recordings, new-message mails). */
  jobs: JobQueue;
  /** This app's metrics (metrics/metrics.ts), served by plugins/metrics.ts when METRICS_PORT is set. */
  metrics: AppMetrics;
  /**
   * The wall clock of what is scheduled by the calendar (the hosts' morning digests): Date.now, replaced by tests to
   * move time. Leases and backoffs keep the real clock.
   */
  now: () => number;
  /** Closes the database. */
  close(): Promise<void>;
}

export interface AuthUser {
  id: string;
  email: string;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}
