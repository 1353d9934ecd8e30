import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AlbumState, StartAlbumInput } from '../../../../shared/album.schemas.js';
import { apiRequest } from '../../../lib/api-client.js';
import { browserTimeZone } from '../../../lib/time-zone.js';
import { albumKey } from './album-state.js';

/**
 * POST /api/keepsake/album: builds the album of every message (no ids) or of the chosen ones. The answer is the
 * build started, or the one already under way (a host has one at a time).
 */
export function startAlbumBuild(messageIds?: string[]): Promise<AlbumState> {
  const body: StartAlbumInput = { timeZone: browserTimeZone(), ...(messageIds ? { messageIds } : {}) };
  return apiRequest<AlbumState>('POST', albumKey[0], body);
}

export function useBuildAlbum() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageIds?: string[]) => startAlbumBuild(messageIds),
    onSuccess: (state) => queryClient.setQueryData(albumKey, state),
  });
}
