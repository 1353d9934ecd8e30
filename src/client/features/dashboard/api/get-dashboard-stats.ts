import { queryOptions, useQuery } from '@tanstack/react-query';
import { TIMING } from '../../../../shared/limits.js';
import type { DashboardStats } from '../../../../shared/stats.types.js';
import { apiRequest } from '../../../lib/api-client.js';
import { browserTimeZone } from '../../../lib/time-zone.js';
import { dashboardStatsKey } from '../../../lib/query-keys.js';

/** GET /api/dashboard/stats?tz=: totals and "today" on the creator's own calendar. */
export function getDashboardStats(timeZone: string, signal?: AbortSignal): Promise<DashboardStats> {
  return apiRequest<DashboardStats>('GET', `${dashboardStatsKey[0]}?${new URLSearchParams({ tz: timeZone })}`, undefined, signal);
}

export const dashboardStatsQueryOptions = (timeZone: string) =>
  queryOptions({ queryKey: [...dashboardStatsKey, timeZone], queryFn: ({ signal }) => getDashboardStats(timeZone, signal) });

/** Refetched every 60 s (docs/product-spec.md, section 9); the stat cards and Today's Activity share this one query. */
export function useDashboardStats() {
  return useQuery({ ...dashboardStatsQueryOptions(browserTimeZone()), refetchInterval: TIMING.dashboardStatsRefreshMs });
}
