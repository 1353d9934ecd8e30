import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '../../../shared/profile.types.js';
import { apiRequest, errorStatus } from '../api-client.js';
import { currentUserKey } from '../query-keys.js';

/** GET /api/auth/user: the signed-in user, or null on 401 (spec section 4). */
export async function getCurrentUser(signal?: AbortSignal): Promise<User | null> {
  try {
    return await apiRequest<User>('GET', currentUserKey[0], undefined, signal);
  } catch (error) {
    if (errorStatus(error) === 401) return null;
    // The spec's message, for the console only: the screens treat any failure as signed out and say nothing.
    throw new Error('Failed to fetch user', { cause: error });
  }
}

export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: currentUserKey, queryFn: ({ signal }) => getCurrentUser(signal) });

/** Any failure other than 401 also counts as signed out; the query client never retries it. */
export function useCurrentUser() {
  const query = useQuery(currentUserQueryOptions());
  const user = query.data ?? null;
  return { user, isLoading: query.isPending, isAuthenticated: user !== null };
}
