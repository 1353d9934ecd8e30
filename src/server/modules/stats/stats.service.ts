import type { DashboardStats } from '../../../shared/stats.types.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { readDashboardCounts } from './stats.repository.js';
import { localDay } from '../../lib/time-zone.js';

/**
 * The dashboard's four cards. "Today" is the creator's calendar day in `timeZone` (already validated);
 * `now` is a parameter so tests can stand on either side of a midnight.
 */
export async function getDashboardStats({ db }: AppDeps, userId: string, timeZone: string, now = Date.now()): Promise<DashboardStats> {
  const row = await readDashboardCounts(db, userId, localDay(timeZone, now));
  if (!row) throw AppError.refuse(404, 'profile_not_found');
  // PostgreSQL returns sums as numeric strings; SQLite as numbers.
  const n = (v: unknown) => Number(v ?? 0);
  return {
    voiceMessages: { total: n(row.voiceMessagesTotal), today: n(row.voiceMessagesToday) },
    emails: { total: n(row.emailsTotal), today: n(row.emailsToday) },
    pageViews: { total: n(row.pageViewsTotal), today: n(row.pageViewsToday) },
    replies: { total: n(row.repliesTotal), today: n(row.repliesToday) },
  };
}
