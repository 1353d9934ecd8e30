import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreatorProfile } from '../../../shared/profile.types.js';
import { apiRequest } from '../api-client.js';
import { creatorProfileKey } from '../query-keys.js';

/** GET /api/creator-profile: the signed-in creator's own profile, or null before onboarding. */
export function getCreatorProfile(signal?: AbortSignal): Promise<CreatorProfile | null> {
  return apiRequest<CreatorProfile | null>('GET', creatorProfileKey[0], undefined, signal);
}

export const creatorProfileQueryOptions = () =>
  queryOptions({ queryKey: creatorProfileKey, queryFn: ({ signal }) => getCreatorProfile(signal) });

export function useCreatorProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...creatorProfileQueryOptions(), enabled });
}
