import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '../../../shared/profile.types.js';
import { apiRequest, errorStatus } from '../api-client.js';
import { currentUserKey } from '../query-keys.js';

/** The readable cookie the server sends beside its session cookie (vb_signed_in, docs/decisions/075). */
export const SIGNED_IN_HINT = 'vb_signed_in';

/** Whether this browser holds a session cookie at all; without one, the answer of GET /api/auth/user is known. */
export function hasSignedInHint(cookies: string = typeof document === 'undefined' ? '' : document.cookie): boolean {
  return cookies.split(';').some((pair) => pair.trim().startsWith(`${SIGNED_IN_HINT}=`));
}

/**
 * GET /api/auth/user: the signed-in user, or null on 401 (docs/product-spec.md, section 4). Not asked when the browser
 * has no session cookie: its 401 would only put a failed request in the console of every signed-out page.
 */
export async function getCurrentUser(signal?: AbortSignal): Promise<User | null> {
  if (!hasSignedInHint()) return null;
  try {
    return await apiRequest<User>('GET', currentUserKey[0], undefined, signal);
  } catch (error) {
    if (errorStatus(error) === 401) return null;
    // The message of docs/product-spec.md (section 8), for the console only: the screens treat any failure as signed out and say nothing.
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
