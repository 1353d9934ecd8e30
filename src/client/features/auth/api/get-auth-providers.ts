import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthProviders } from '../../../../shared/auth.types.js';
import { apiRequest, errorStatus } from '../../../lib/api-client.js';

/**
 * GET /api/auth/providers: which third-party sign-ins the server has credentials for.
 * A server without the endpoint (404) has none.
 */
export const authProvidersKey = ['/api/auth/providers'] as const;

export async function getAuthProviders(signal?: AbortSignal): Promise<AuthProviders> {
  try {
    const reply = await apiRequest<Partial<AuthProviders> | null>('GET', authProvidersKey[0], undefined, signal);
    return { google: reply?.google === true, github: reply?.github === true };
  } catch (error) {
    if (errorStatus(error) === 404) return { google: false, github: false };
    throw error;
  }
}

export const authProvidersQueryOptions = () =>
  queryOptions({ queryKey: authProvidersKey, queryFn: ({ signal }) => getAuthProviders(signal) });

export function useAuthProviders() {
  return useQuery(authProvidersQueryOptions());
}
