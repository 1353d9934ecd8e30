import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileResponse } from '../../../shared/profile.types.js';
import { apiRequest } from '../api-client.js';
import { ownPreviewKey } from '../query-keys.js';

/**
 * GET /api/creator-profile/preview: the owner's page with its links as guests would see it, whatever its status.
 * The owner's previews read this instead of GET /api/profile/{username}, which is 404 while the page is hidden.
 */
export function getOwnPreview(signal?: AbortSignal): Promise<ProfileResponse> {
  return apiRequest<ProfileResponse>('GET', ownPreviewKey[0], undefined, signal);
}

export const ownPreviewQueryOptions = () => queryOptions({ queryKey: ownPreviewKey, queryFn: ({ signal }) => getOwnPreview(signal) });

/** Pass TIMING.editPreviewRefreshMs for the edit screen's live preview. */
export function useOwnPreview({ refetchInterval }: { refetchInterval?: number } = {}) {
  return useQuery({ ...ownPreviewQueryOptions(), refetchInterval: refetchInterval ?? false, refetchIntervalInBackground: refetchInterval !== undefined });
}
