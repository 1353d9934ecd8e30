import { Film, ImageIcon, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { GalleryMediaItem } from '../../../../shared/gallery.types.js';
import { Button } from '../../../components/ui/button.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { tileUrl } from '../media-paths.js';

/** 2 to 4 columns of lazily loaded thumbnails; the next page loads as the end scrolls into view. */
export function MediaGrid({
  items,
  onOpen,
  hasMore,
  loadingMore,
  onLoadMore,
}: {
  items: GalleryMediaItem[];
  onOpen: (index: number) => void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}) {
  const { t } = useAppT();
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onLoadMore(), { rootMargin: '600px' });
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasMore, onLoadMore, items.length]);

  return (
    <>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 lg:grid-cols-4" aria-label={t('gallery.grid.label')}>
        {items.map((item, i) => (
          <li key={item.id}>
            <button
              type="button"
              onClick={() => onOpen(i)}
              className="group relative block aspect-square w-full overflow-hidden rounded-xl bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
              aria-label={
                item.fileType === 'video'
                  ? t('gallery.grid.openVideo', { name: item.originalFileName })
                  : t('gallery.grid.openPhoto', { name: item.originalFileName })
              }
            >
              <MediaThumbnail item={item} />
              {item.fileType === 'video' && (
                <span className="absolute bottom-2 end-2 flex size-7 items-center justify-center rounded-full bg-black/60 text-white">
                  <Play className="size-3.5 fill-current" aria-hidden="true" />
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
      {hasMore && (
        <div ref={sentinel} className="mt-6 flex justify-center">
          <Button variant="outline" onClick={onLoadMore} disabled={loadingMore}>
            {loadingMore ? t('gallery.page.loading') : t('gallery.page.loadMore')}
          </Button>
        </div>
      )}
    </>
  );
}

/** A tile's picture (thumbnail, poster or original), or the file's name where none can be drawn. */
export function MediaThumbnail({ item }: { item: GalleryMediaItem }) {
  const src = tileUrl(item);
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    const Icon = item.fileType === 'video' ? Film : ImageIcon;
    return (
      <span className="flex size-full flex-col items-center justify-center gap-1 p-2 text-muted-foreground">
        <Icon className="size-6" aria-hidden="true" />
        <span className="line-clamp-2 break-all text-center text-xs" dir="auto">{item.originalFileName}</span>
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
      onError={() => {
        // docs/product-spec.md, section 8: failed image loads are logged and hidden.
        console.warn('Gallery image failed to load', src);
        setFailed(true);
      }}
    />
  );
}
