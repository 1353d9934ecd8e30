import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminDashboardStats } from '../../../../shared/admin.types.js';
import { apiRequest } from '../../../lib/api-client.js';

export const adminStatsKey = ['/admin-api/dashboard/stats'] as const;

/** GET /admin-api/dashboard/stats: the four platform totals. */
export function getAdminStats(signal?: AbortSignal): Promise<AdminDashboardStats> {
  return apiRequest<AdminDashboardStats>('GET', adminStatsKey[0], undefined, signal);
}

export const adminStatsQueryOptions = () => queryOptions({ queryKey: adminStatsKey, queryFn: ({ signal }) => getAdminStats(signal) });

export function useAdminStats({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...adminStatsQueryOptions(), enabled });
}
