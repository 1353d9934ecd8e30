import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { GALLERY_LIMITS } from '../../../../shared/gallery.limits.js';
import type { OwnerGalleryMediaItem } from '../../../../shared/gallery.types.js';
import { TOTAL_COUNT_HEADER } from '../../../../shared/stats.types.js';
import { apiFetch } from '../../../lib/api-client.js';

export const ownGalleryMediaKey = ['/api/gallery/media'] as const;

export interface OwnGalleryPage {
  items: OwnerGalleryMediaItem[];
  /** Everything the gallery holds, from X-Total-Count. */
  total: number;
}

/** GET /api/gallery/media?limit&offset: the host's own gallery, newest first, uploader's details included. */
export async function getOwnGalleryMedia(offset: number, signal?: AbortSignal): Promise<OwnGalleryPage> {
  const query = new URLSearchParams({ limit: String(GALLERY_LIMITS.pageDefault), offset: String(offset) });
  const res = await apiFetch('GET', `${ownGalleryMediaKey[0]}?${query}`, undefined, signal);
  const items = (await res.json()) as OwnerGalleryMediaItem[];
  const total = Number(res.headers.get(TOTAL_COUNT_HEADER) ?? items.length);
  return { items, total: Number.isFinite(total) ? total : items.length };
}

export const ownGalleryMediaQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ownGalleryMediaKey,
    queryFn: ({ pageParam, signal }) => getOwnGalleryMedia(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.items.length, 0);
      return last.items.length === 0 || loaded >= last.total ? undefined : loaded;
    },
  });

export function useOwnGalleryMedia() {
  return useInfiniteQuery(ownGalleryMediaQueryOptions());
}
