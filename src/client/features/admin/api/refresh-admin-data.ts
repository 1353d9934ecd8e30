import type { QueryClient } from '@tanstack/react-query';
import { adminStatsKey } from './get-admin-stats.js';
import { adminUsersKey } from './get-admin-users.js';

/** After an admin action: every users page and detail (they share the '/admin-api/users' prefix) and the totals. */
export function refreshAdminData(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminUsersKey }),
    queryClient.invalidateQueries({ queryKey: adminStatsKey }),
  ]);
}
