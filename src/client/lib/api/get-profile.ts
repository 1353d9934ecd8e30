import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileResponse } from '../../../shared/profile.types.js';
import { apiRequest, keyToPath } from '../api-client.js';

export const profileKey = (username: string) => ['/api/profile', username] as const;

/** GET /api/profile/{username}: what a visitor sees; 404 when the name is unknown or the profile is hidden. */
export function getProfile(username: string, signal?: AbortSignal): Promise<ProfileResponse> {
  return apiRequest<ProfileResponse>('GET', keyToPath(profileKey(username)), undefined, signal);
}

export const profileQueryOptions = (username: string) =>
  queryOptions({ queryKey: profileKey(username), queryFn: ({ signal }) => getProfile(username, signal) });

/**
 * The public page polls every 5 s even in background tabs, the edit preview every 2 s
 * (pass TIMING.publicPageRefreshMs or TIMING.editPreviewRefreshMs).
 */
export function useProfile(username: string, { refetchInterval, enabled = true }: { refetchInterval?: number; enabled?: boolean } = {}) {
  return useQuery({
    ...profileQueryOptions(username),
    enabled: enabled && username.length > 0,
    refetchInterval: refetchInterval ?? false,
    refetchIntervalInBackground: refetchInterval !== undefined,
  });
}
