import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, errorStatus } from '../../../lib/api-client.js';

export const adminProvidersKey = ['/api/auth/providers'] as const;

/** GET /api/auth/providers: admins can sign in with Google only, and only when the server has its credentials. */
export async function getGoogleConfigured(signal?: AbortSignal): Promise<boolean> {
  try {
    const reply = await apiRequest<{ google?: unknown } | null>('GET', adminProvidersKey[0], undefined, signal);
    return reply?.google === true;
  } catch (error) {
    if (errorStatus(error) === 404) return false;
    throw error;
  }
}

export const adminProvidersQueryOptions = () =>
  queryOptions({ queryKey: [...adminProvidersKey, 'google'], queryFn: ({ signal }) => getGoogleConfigured(signal) });

export function useGoogleConfigured(): boolean {
  return useQuery(adminProvidersQueryOptions()).data === true;
}
