import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GalleryInfo } from '../../../../shared/gallery.types.js';
import { apiRequest, keyToPath } from '../../../lib/api-client.js';

export const galleryKey = (slug: string) => ['/api/gallery', slug] as const;
export const galleryInfoKey = (slug: string) => [...galleryKey(slug), 'info'] as const;

/** GET /api/gallery/{slug}/info: whether a password is needed and whether this browser has unlocked it. */
export function getGalleryInfo(slug: string, signal?: AbortSignal): Promise<GalleryInfo> {
  return apiRequest<GalleryInfo>('GET', keyToPath(galleryInfoKey(slug)), undefined, signal);
}

export const galleryInfoQueryOptions = (slug: string) =>
  queryOptions({ queryKey: galleryInfoKey(slug), queryFn: ({ signal }) => getGalleryInfo(slug, signal) });

export function useGalleryInfo(slug: string) {
  return useQuery(galleryInfoQueryOptions(slug));
}
