import type { ColumnType, Selectable } from 'kysely';

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

export interface JobsTable {
  id: string;
  kind: string;
  /** What the job is about, unique per kind ('message:<id>'): enqueueing the same work twice adds nothing. */
  key: string;
  /** JSON. */
  payload: string;
  status: JobStatus;
  attempts: number;
  /** Not claimed before this time (epoch ms): the backoff after a failed attempt. */
  runAfter: number;
  /** The worker holding the job while it runs, and until when; a lease that runs out frees the job again. */
  lockedBy: string | null;
  lockedUntil: number | null;
  lastError: string | null;
  /** The platform-wide slot a running long build holds ('album:0'), unique among running jobs (decision 071). */
  laneSlot: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: number;
  updatedAt: number;
}

export interface JobsTables {
  jobs: JobsTable;
}

export type JobRow = Selectable<JobsTable>;
