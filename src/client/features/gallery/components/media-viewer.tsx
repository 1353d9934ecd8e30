import { ChevronLeft, ChevronRight, Download, ImageIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { GalleryMediaItem } from '../../../../shared/gallery.types.js';
import { Button } from '../../../components/ui/button.js';
import { IconButton } from '../../../components/ui/icon-button.js';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { directionOf } from '../../../../shared/i18n/languages.js';
import { formatNumber } from '../../../lib/format-intl.js';
import { fullImageUrl, uploadsUrl } from '../media-paths.js';

/** A horizontal swipe longer than this (px) turns the page, like the toasts' swipe threshold. */
const SWIPE_PX = 50;

/** One item at a time, with previous/next buttons, arrow keys and swipe (mirrored right to left). */
export function MediaViewer({
  items,
  index,
  onIndexChange,
  onClose,
  onNearEnd,
}: {
  items: GalleryMediaItem[];
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Called when the last loaded item is shown, so the next page can load. */
  onNearEnd: () => void;
}) {
  const { t, language } = useAppT();
  const rtl = directionOf(language) === 'rtl';
  const item = index === null ? undefined : items[index];
  const touchX = useRef<number | null>(null);
  const content = useRef<HTMLDivElement>(null);
  const hasPrev = index !== null && index > 0;
  const hasNext = index !== null && index < items.length - 1;
  const prev = () => hasPrev && onIndexChange(index - 1);
  const next = () => hasNext && onIndexChange(index + 1);

  useEffect(() => {
    if (index !== null && index >= items.length - 2) onNearEnd();
  }, [index, items.length, onNearEnd]);

  useEffect(() => {
    if (index === null) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === (rtl ? 'ArrowRight' : 'ArrowLeft')) prev();
      if (e.key === (rtl ? 'ArrowLeft' : 'ArrowRight')) next();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const image = item ? fullImageUrl(item) : null;
  return (
    <Dialog open={item !== undefined} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        ref={content}
        className="max-w-5xl gap-3 bg-stone-950 p-3 text-white sm:p-4 [&>button]:text-white/80"
        // The viewer itself takes the focus, not its first button: a focused icon button opens its tooltip, which
        // covered the photo on phones and took the first Escape. Arrow keys, Tab and Escape work from here as before.
        onOpenAutoFocus={(e) => {
          e.preventDefault();
          content.current?.focus();
        }}
        onTouchStart={(e) => (touchX.current = e.touches[0]?.clientX ?? null)}
        onTouchEnd={(e) => {
          const start = touchX.current;
          const end = e.changedTouches[0]?.clientX;
          touchX.current = null;
          if (start === null || end === undefined) return;
          // Swiping towards the end side brings the previous item, as turning a page does.
          const towardsEnd = rtl ? start - end : end - start;
          if (towardsEnd > SWIPE_PX) prev();
          if (-towardsEnd > SWIPE_PX) next();
        }}
      >
        {item && (
          <>
            <DialogTitle className="truncate pe-8 text-base text-white" dir="auto">
              {item.originalFileName}
            </DialogTitle>
            <DialogDescription className="text-white/70">
              {item.uploaderName ? `${t('gallery.viewer.sharedBy', { name: item.uploaderName })} · ` : ''}
              {t('gallery.viewer.position', { current: formatNumber(index! + 1, language), total: formatNumber(items.length, language) })}
            </DialogDescription>
            <div className="relative flex min-h-[50dvh] items-center justify-center">
              {item.fileType === 'video' ? (
                <video
                  key={item.id}
                  src={uploadsUrl(item.filePath)}
                  poster={item.posterPath ? uploadsUrl(item.posterPath) : undefined}
                  controls
                  playsInline
                  className="max-h-[70dvh] w-full rounded-lg"
                />
              ) : image ? (
                <img key={item.id} src={image} alt={item.originalFileName} className="max-h-[70dvh] w-auto max-w-full rounded-lg object-contain" />
              ) : (
                <div className="flex flex-col items-center gap-2 text-white/70">
                  <ImageIcon className="size-10" aria-hidden="true" />
                  <p className="text-sm">{t('gallery.viewer.cannotShow')}</p>
                </div>
              )}
            </div>
            <div className="flex items-center justify-between gap-2">
              <IconButton label={t('gallery.viewer.previous')} variant="secondary" onClick={prev} disabled={!hasPrev}>
                <ChevronLeft className="rtl:-scale-x-100" aria-hidden="true" />
              </IconButton>
              <Button asChild variant="secondary" size="sm">
                <a href={uploadsUrl(item.filePath)} download={item.originalFileName}>
                  <Download aria-hidden="true" />
                  {t('gallery.viewer.download')}
                </a>
              </Button>
              <IconButton label={t('gallery.viewer.next')} variant="secondary" onClick={next} disabled={!hasNext}>
                <ChevronRight className="rtl:-scale-x-100" aria-hidden="true" />
              </IconButton>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
