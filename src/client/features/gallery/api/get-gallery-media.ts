import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { GALLERY_LIMITS } from '../../../../shared/gallery.limits.js';
import type { GalleryMediaItem } from '../../../../shared/gallery.types.js';
import { apiRequest, keyToPath } from '../../../lib/api-client.js';
import { galleryKey } from './get-gallery-info.js';

export const galleryMediaKey = (slug: string) => [...galleryKey(slug), 'media'] as const;

/** GET /api/gallery/{slug}/media?limit&offset: newest first. */
export function getGalleryMedia(slug: string, offset: number, limit: number = GALLERY_LIMITS.pageDefault, signal?: AbortSignal) {
  const query = new URLSearchParams({ limit: String(limit), offset: String(offset) });
  return apiRequest<GalleryMediaItem[]>('GET', `${keyToPath(galleryMediaKey(slug))}?${query}`, undefined, signal);
}

/** Pages of the grid; a short page means the end. */
export const galleryMediaQueryOptions = (slug: string) =>
  infiniteQueryOptions({
    queryKey: galleryMediaKey(slug),
    queryFn: ({ pageParam, signal }) => getGalleryMedia(slug, pageParam, GALLERY_LIMITS.pageDefault, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.length < GALLERY_LIMITS.pageDefault ? undefined : pages.reduce((n, p) => n + p.length, 0)),
  });

/** Media is requested only once the gallery is open to this browser (docs/product-spec.md, section 4). */
export function useGalleryMedia(slug: string, { enabled }: { enabled: boolean }) {
  return useInfiniteQuery({ ...galleryMediaQueryOptions(slug), enabled });
}
