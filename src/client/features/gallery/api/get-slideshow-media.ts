import { queryOptions, useQuery } from '@tanstack/react-query';
import { GALLERY_LIMITS } from '../../../../shared/gallery.limits.js';
import { galleryKey } from './get-gallery-info.js';
import { getGalleryMedia } from './get-gallery-media.js';

export const slideshowMediaKey = (slug: string) => [...galleryKey(slug), 'slideshow'] as const;

/** The newest items for the projector slideshow, polled so uploads made at the venue appear within seconds. */
export const slideshowMediaQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: slideshowMediaKey(slug),
    queryFn: ({ signal }) => getGalleryMedia(slug, 0, GALLERY_LIMITS.pageMax, signal),
    refetchInterval: GALLERY_LIMITS.slideshowPollMs,
    refetchIntervalInBackground: true,
  });

export function useSlideshowMedia(slug: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...slideshowMediaQueryOptions(slug), enabled });
}
