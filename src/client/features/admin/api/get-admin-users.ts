import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserView } from '../../../../shared/admin.types.js';
import { apiFetch } from '../../../lib/api-client.js';

export const adminUsersKey = ['/admin-api/users'] as const;

export interface AdminUsersPage {
  users: AdminUserView[];
  total: number;
}

export interface AdminUsersParams {
  limit: number;
  offset: number;
  q: string;
}

/** GET /admin-api/users?limit&offset&q: the plain array of docs/product-spec.md (section 7), with the total from X-Total-Count. */
export async function getAdminUsers(params: AdminUsersParams, signal?: AbortSignal): Promise<AdminUsersPage> {
  const search = new URLSearchParams({ limit: String(params.limit), offset: String(params.offset) });
  if (params.q) search.set('q', params.q);
  const res = await apiFetch('GET', `${adminUsersKey[0]}?${search}`, undefined, signal);
  const users = (await res.json()) as AdminUserView[];
  const total = Number(res.headers.get('X-Total-Count') ?? users.length);
  return { users, total: Number.isFinite(total) ? total : users.length };
}

export const adminUsersQueryOptions = (params: AdminUsersParams) =>
  queryOptions({ queryKey: [...adminUsersKey, params], queryFn: ({ signal }) => getAdminUsers(params, signal) });

/** Keeps the previous page on screen while the next one loads, so paging and typing do not flash. */
export function useAdminUsers(params: AdminUsersParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...adminUsersQueryOptions(params), placeholderData: keepPreviousData, enabled });
}
