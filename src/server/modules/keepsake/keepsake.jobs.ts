import type { AppDeps } from '../../deps.js';
import type { JobHandler } from '../../jobs/job-queue.js';
import { albumBuildJob } from './album-build.js';
import { ALBUM_JOB } from './album.service.js';

/** Every job kind of the keepsake, with what runs it (app.ts hands them to the job worker beside the voice jobs). */
export function keepsakeJobHandlers(deps: AppDeps): Record<string, JobHandler> {
  return { [ALBUM_JOB]: albumBuildJob(deps) };
}
