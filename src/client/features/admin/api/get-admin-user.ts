import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUser } from '../../../../shared/admin.types.js';
import { TEST_ADMIN_ID } from '../../../../shared/limits.js';
import { apiRequest, errorStatus } from '../../../lib/api-client.js';
import { isTestMode, testAdmin } from '../lib/test-mode.js';

export const adminUserKey = ['/admin-api/auth/user'] as const;

/** GET /admin-api/auth/user: the signed-in admin, null on 401, or the fake admin of test mode. */
export async function getAdminUser(signal?: AbortSignal): Promise<AdminUser | null> {
  if (isTestMode()) return testAdmin();
  try {
    return await apiRequest<AdminUser>('GET', adminUserKey[0], undefined, signal);
  } catch (error) {
    if (errorStatus(error) === 401) return null;
    // Never shown: without an admin the area sends the browser to /admin-login.
    throw new Error('Failed to fetch admin user', { cause: error });
  }
}

/** docs/product-spec.md, section 9: the admin user query is cached forever and never retried. */
export const adminUserQueryOptions = () =>
  queryOptions({ queryKey: adminUserKey, queryFn: ({ signal }) => getAdminUser(signal), staleTime: Infinity, gcTime: Infinity, retry: false });

export function useAdminUser() {
  const query = useQuery(adminUserQueryOptions());
  const admin = query.data ?? null;
  return { admin, isLoading: query.isPending, isTestMode: admin?.id === TEST_ADMIN_ID };
}
