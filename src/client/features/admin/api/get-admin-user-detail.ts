import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserDetail } from '../../../../shared/admin.types.js';
import { apiRequest, keyToPath } from '../../../lib/api-client.js';

export const adminUserDetailKey = (userId: string) => ['/admin-api/users', userId] as const;

/** GET /admin-api/users/{id}: one user with their voice messages. */
export function getAdminUserDetail(userId: string, signal?: AbortSignal): Promise<AdminUserDetail> {
  return apiRequest<AdminUserDetail>('GET', keyToPath(adminUserDetailKey(userId)), undefined, signal);
}

export const adminUserDetailQueryOptions = (userId: string) =>
  queryOptions({ queryKey: adminUserDetailKey(userId), queryFn: ({ signal }) => getAdminUserDetail(userId, signal) });

export function useAdminUserDetail(userId: string | null) {
  return useQuery({ ...adminUserDetailQueryOptions(userId ?? ''), enabled: userId !== null });
}
