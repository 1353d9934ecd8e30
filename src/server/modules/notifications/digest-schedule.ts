import { DIGEST_HOUR } from '../../../shared/notifications.schemas.js';
import type { AppDeps } from '../../deps.js';
import { insertJob } from '../../jobs/jobs.repository.js';
import { atLocalHour, localDay } from '../../lib/time-zone.js';
import { listPagesWaitingForDigest } from './digest.repository.js';
import { digestJob, timeZoneOf } from './notifications.jobs.js';

/** How often each instance looks for digests that are due (enqueueing is idempotent, so instances may overlap). */
export const DIGEST_TICK_MS = 60_000;

/**
 * Enqueues each digest that is due at `now`: a page with messages waiting from before this morning's digest hour on
 * its host's clock, once that hour has come. One job per page and local date (its key), so every tick, every instance
 * and every restart may ask again: the day's digest is enqueued, and so sent, once. A message that arrives after the
 * hour waits for the next morning; an instance that was down at the hour sends the morning's digest when it is back.
 * Returns how many pages were due (counting those whose digest already ran).
 */
export async function enqueueDueDigests(deps: AppDeps, now = deps.now()): Promise<number> {
  let due = 0;
  for (const page of await listPagesWaitingForDigest(deps.db)) {
    const timeZone = timeZoneOf(page);
    const cutoff = atLocalHour(timeZone, now, DIGEST_HOUR);
    if (now < cutoff || Number(page.oldest) >= cutoff) continue;
    await insertJob(deps.db, digestJob({ profileId: page.profileId, date: localDay(timeZone, now).date, cutoff }));
    due++;
  }
  if (due) deps.jobs.wake();
  return due;
}

/** The notifications' periodic work, for the scheduler (app.ts). */
export const notificationTicks = (deps: AppDeps) => [
  { name: 'new-message digests', everyMs: DIGEST_TICK_MS, run: () => enqueueDueDigests(deps) },
];
