import { Download, MonitorPlay } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { GALLERY_UI } from '../../../shared/gallery.texts.js';
import { MSG } from '../../../shared/api.texts.js';
import { PageLoader } from '../../components/layout/page-loader.js';
import { Button } from '../../components/ui/button.js';
import { TooltipProvider } from '../../components/ui/tooltip.js';
import { errorStatus } from '../../lib/api-client.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { galleryDownloadUrl, galleryZipName, useDownloadGallery } from './api/download-gallery.js';
import { useGalleryInfo } from './api/get-gallery-info.js';
import { useGalleryMedia } from './api/get-gallery-media.js';
import { GalleryNotFound } from './components/gallery-not-found.js';
import { MediaGrid } from './components/media-grid.js';
import { MediaViewer } from './components/media-viewer.js';
import { PasswordGate } from './components/password-gate.js';
import { Slideshow } from './components/slideshow.js';
import { UploadDialog } from './components/upload-dialog.js';
import { UI } from '../../../shared/ui.texts.js';

/** /g/{gallerySlug}: the password gate when needed, then uploads, Download All, the grid, viewer and slideshow. */
export function GalleryPage() {
  const { gallerySlug = '' } = useParams();
  const slug = gallerySlug.toLowerCase();
  useDocumentTitle(UI.galleryHeading);
  const info = useGalleryInfo(slug);
  const open = info.data?.unlocked === true;
  const media = useGalleryMedia(slug, { enabled: open });
  const [viewing, setViewing] = useState<number | null>(null);
  const [slideshow, setSlideshow] = useState(false);
  const download = useDownloadGallery(slug);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = media;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  // A lock that came back (the host changed the password) shows the gate again.
  const { refetch: refetchInfo } = info;
  const mediaLocked = errorStatus(media.error) === 401;
  useEffect(() => {
    if (mediaLocked) void refetchInfo();
  }, [mediaLocked, refetchInfo]);

  if (errorStatus(info.error) === 404) return <GalleryNotFound />;
  if (info.isPending) return <PageLoader />;
  if (!info.data) return <Failure onRetry={() => void info.refetch()} />;
  if (!open) return <PasswordGate slug={slug} displayName={info.data.displayName} />;

  const items = media.data?.pages.flat() ?? [];

  const startSlideshow = () => {
    void document.documentElement.requestFullscreen?.().catch(() => {});
    setSlideshow(true);
  };
  const stopSlideshow = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    setSlideshow(false);
  };

  return (
    <TooltipProvider>
      <main className="mx-auto min-h-dvh max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
        <header className="flex flex-col items-center gap-2 text-center">
          <p className="text-sm font-medium uppercase tracking-widest text-primary">{info.data.displayName}</p>
          <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">{UI.galleryHeading}</h1>
          <p className="max-w-md text-muted-foreground">Share the moments you captured, and take everyone's home with you.</p>
          <div className="mt-4 flex flex-wrap justify-center gap-2">
            <UploadDialog slug={slug} />
            <Button asChild variant="outline">
              <a
                href={galleryDownloadUrl(slug)}
                download={galleryZipName(slug)}
                aria-disabled={download.isPending}
                onClick={(e) => {
                  e.preventDefault();
                  if (!download.isPending) download.mutate();
                }}
              >
                <Download aria-hidden="true" />
                {GALLERY_UI.downloadAll}
              </a>
            </Button>
            <Button variant="ghost" onClick={startSlideshow}>
              <MonitorPlay aria-hidden="true" />
              Slideshow
            </Button>
          </div>
        </header>

        <section className="mt-8" aria-live="polite">
          {media.isPending ? (
            <PageLoader className="min-h-48" />
          ) : media.isError ? (
            <Failure onRetry={() => void media.refetch()} />
          ) : items.length === 0 ? (
            <p className="py-16 text-center text-muted-foreground">No photos yet. Be the first to share one!</p>
          ) : (
            <MediaGrid items={items} onOpen={setViewing} hasMore={!!hasNextPage} loadingMore={isFetchingNextPage} onLoadMore={loadMore} />
          )}
        </section>

        <MediaViewer items={items} index={viewing} onIndexChange={setViewing} onClose={() => setViewing(null)} onNearEnd={loadMore} />
        {slideshow && <Slideshow slug={slug} onClose={stopSlideshow} />}
      </main>
    </TooltipProvider>
  );
}

function Failure({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="flex min-h-48 flex-col items-center justify-center gap-4 px-6 text-center" role="alert">
      <p className="font-display text-xl font-semibold">{MSG.genericFailure}</p>
      <Button variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
