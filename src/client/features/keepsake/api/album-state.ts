import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AlbumState } from '../../../../shared/album.schemas.js';
import { apiRequest } from '../../../lib/api-client.js';
import { dashboardStatsKey } from '../../../lib/query-keys.js';

export const albumKey = ['/api/keepsake/album'] as const;
/** While a build is queued or running, its progress is read this often. */
const BUILDING_POLL_MS = 2000;

/** GET /api/keepsake/album: the build under way or last asked for, and the file to download. */
export function getAlbumState(signal?: AbortSignal): Promise<AlbumState> {
  return apiRequest<AlbumState>('GET', albumKey[0], undefined, signal);
}

export const albumStateQueryOptions = () =>
  queryOptions({
    queryKey: albumKey,
    queryFn: ({ signal }) => getAlbumState(signal),
    refetchInterval: (query) => (isBuilding(query.state.data) ? BUILDING_POLL_MS : false),
  });

export const isBuilding = (state: AlbumState | undefined) => state?.status === 'queued' || state?.status === 'building';

/**
 * The host's album, polled while it builds, and read again with the dashboard's statistics: they are read after a
 * message is deleted or replied to and every minute, and the album's "out of date" turns on the same changes.
 */
export function useAlbumState() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success' && event.query.queryKey[0] === dashboardStatsKey[0]) {
          void queryClient.invalidateQueries({ queryKey: albumKey });
        }
      }),
    [queryClient],
  );
  return useQuery(albumStateQueryOptions());
}
