import type { AppDeps } from '../../deps.js';
import type { JobKind } from '../../jobs/job-types.js';
import { albumBuildJob } from './album-build.js';
import { ALBUM_JOB } from './album.service.js';
import { bookBuildJob } from './book-build.js';
import { BOOK_JOB } from './book.service.js';

/**
 * Every job kind of the keepsake, with what runs it (app.ts hands them to the job worker beside the voice jobs). Albums
 * and books are long builds: each runs in a lane of its own, one at a time per instance and a few on the platform, so
 * no playable copy or mail waits behind them (decision 071).
 */
export function keepsakeJobHandlers(deps: AppDeps): Record<string, JobKind> {
  return {
    [ALBUM_JOB]: { handler: albumBuildJob(deps), lane: 'album' },
    [BOOK_JOB]: { handler: bookBuildJob(deps), lane: 'book' },
  };
}
