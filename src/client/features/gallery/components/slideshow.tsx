import { X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { GalleryMediaItem } from '../../../../shared/gallery.types.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { directionOf } from '../../../../shared/i18n/languages.js';
import { useSlideshowMedia } from '../api/get-slideshow-media.js';
import { fullImageUrl, uploadsUrl } from '../media-paths.js';

const IMAGE_MS = 6000;
/** A long video still gives way to the next guest's photos. */
const VIDEO_MAX_MS = 45_000;

/**
 * Full-screen projector mode (not in docs/product-spec.md): cycles through the gallery and shows new uploads next as
 * they arrive, polling the server; a QR code in the corner invites guests to add theirs.
 */
export function Slideshow({ slug, onClose }: { slug: string; onClose: () => void }) {
  const { t, language } = useAppT();
  const forward = directionOf(language) === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const { data } = useSlideshowMedia(slug, { enabled: true });
  const [order, setOrder] = useState<GalleryMediaItem[]>([]);
  const [position, setPosition] = useState(0);
  const seen = useRef(new Set<string>());

  // New ids go right after the current slide, newest first; the first load starts with the oldest.
  useEffect(() => {
    if (!data) return;
    const showable = data.filter((i) => i.fileType === 'video' || fullImageUrl(i));
    const fresh = showable.filter((i) => !seen.current.has(i.id));
    if (fresh.length === 0) return;
    const firstLoad = seen.current.size === 0;
    for (const i of fresh) seen.current.add(i.id);
    setOrder((current) => (firstLoad ? [...fresh].reverse() : [...current.slice(0, position + 1), ...fresh, ...current.slice(position + 1)]));
    // Only new data re-plans the order; the position is read as it is when the data arrives.
  }, [data]);

  const item = order.length ? order[position % order.length] : undefined;
  const advance = () => setPosition((p) => (order.length ? (p + 1) % order.length : 0));

  useEffect(() => {
    if (!item) return;
    const timer = setTimeout(advance, item.fileType === 'video' ? VIDEO_MAX_MS : IMAGE_MS);
    const nextItem = order[(position + 1) % order.length];
    const nextImage = nextItem && fullImageUrl(nextItem);
    if (nextImage) new Image().src = nextImage;
    return () => clearTimeout(timer);
  }, [item?.id, position]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
      if (e.key === forward) advance();
    };
    const onFullscreen = () => !document.fullscreenElement && onClose();
    window.addEventListener('keydown', onKey);
    document.addEventListener('fullscreenchange', onFullscreen);
    return () => {
      window.removeEventListener('keydown', onKey);
      document.removeEventListener('fullscreenchange', onFullscreen);
    };
  });

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black text-white" role="region" aria-label={t('gallery.slideshow.label')}>
      {item ? (
        item.fileType === 'video' ? (
          <video key={item.id} src={uploadsUrl(item.filePath)} autoPlay muted playsInline onEnded={advance} className="max-h-full max-w-full" />
        ) : (
          <img key={item.id} src={fullImageUrl(item)!} alt={item.originalFileName} className="max-h-full max-w-full animate-fade-in object-contain" />
        )
      ) : (
        <p className="font-display text-2xl text-white/80">{t('gallery.slideshow.waiting')}</p>
      )}
      {item?.uploaderName && (
        <p className="absolute bottom-6 start-6 rounded-full bg-black/50 px-4 py-2 text-lg">{t('gallery.slideshow.sharedBy', { name: item.uploaderName })}</p>
      )}
      <figure className="absolute bottom-6 end-6 hidden flex-col items-center gap-1 rounded-xl bg-white p-2 text-xs text-stone-900 sm:flex">
        <img src={`/api/gallery/qr-image/${encodeURIComponent(slug)}`} alt="" className="size-28" />
        <figcaption>{t('gallery.slideshow.scanToAdd')}</figcaption>
      </figure>
      <button
        type="button"
        onClick={onClose}
        className="absolute end-4 top-4 rounded-full bg-black/50 p-2 text-white/90 hover:bg-black/70 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
        aria-label={t('gallery.slideshow.exit')}
      >
        <X className="size-5" aria-hidden="true" />
      </button>
    </div>
  );
}
