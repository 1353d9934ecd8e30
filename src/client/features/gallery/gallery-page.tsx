import { Download, MonitorPlay } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { LanguageSwitcher } from '../../components/language-switcher.js';
import { PageLoader } from '../../components/layout/page-loader.js';
import { Button } from '../../components/ui/button.js';
import { TooltipProvider } from '../../components/ui/tooltip.js';
import { errorStatus } from '../../lib/api-client.js';
import { AppLanguage, useAppT } from '../../lib/i18n/app-texts.js';
import { browserLanguage } from '../../lib/i18n/guest-language.js';
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

/**
 * /g/{gallerySlug} in the guest's language (docs/decisions/055), by the guest page's rule: ?lang, then the guest's browser
 * languages while the host allows it, then the host's page language (all three from the gallery's info). The page and
 * its dialogs speak it, `<html lang dir>` says it, and the language switcher changes it.
 */
export function GalleryPage() {
  const { gallerySlug = '' } = useParams();
  const slug = gallerySlug.toLowerCase();
  // One observer of the info, here: a second one mounting below would refetch a 404 and take the screen away again.
  const info = useGalleryInfo(slug);
  if (info.isPending) return <PageLoader />;
  const host = info.data ? { language: info.data.language, followGuestLanguage: info.data.followGuestLanguage } : null;
  return (
    <AppLanguage preferred={browserLanguage(host)} fallback={<PageLoader />}>
      <GalleryScreen slug={slug} info={info} />
    </AppLanguage>
  );
}

/** The language switcher in the screen's top corner (the end side: the left one in Arabic). */
function WithLanguageSwitcher({ children }: { children: ReactNode }) {
  return (
    <div className="relative">
      {children}
      <LanguageSwitcher theme="black" className="absolute end-4 top-4 z-10" />
    </div>
  );
}

/** The password gate when needed, then uploads, Download All, the grid, viewer and slideshow. */
function GalleryScreen({ slug, info }: { slug: string; info: ReturnType<typeof useGalleryInfo> }) {
  const { t } = useAppT();
  useDocumentTitle(t('gallery.page.heading'));
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

  if (errorStatus(info.error) === 404) {
    return (
      <WithLanguageSwitcher>
        <GalleryNotFound />
      </WithLanguageSwitcher>
    );
  }
  if (!info.data) return <Failure onRetry={() => void info.refetch()} />;
  if (!open) {
    return (
      <WithLanguageSwitcher>
        <PasswordGate slug={slug} displayName={info.data.displayName} />
      </WithLanguageSwitcher>
    );
  }

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
      <WithLanguageSwitcher>
        <main className="mx-auto min-h-dvh max-w-6xl px-4 pb-8 pt-16 sm:px-6 sm:pb-10">
          <header className="flex flex-col items-center gap-2 text-center">
            <p className="text-sm font-medium uppercase tracking-widest text-primary">{info.data.displayName}</p>
            <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">{t('gallery.page.heading')}</h1>
            <p className="max-w-md text-muted-foreground">{t('gallery.page.intro')}</p>
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
                  {t('gallery.page.downloadAll')}
                </a>
              </Button>
              <Button variant="ghost" onClick={startSlideshow}>
                <MonitorPlay aria-hidden="true" />
                {t('gallery.page.slideshow')}
              </Button>
            </div>
          </header>

          <section className="mt-8" aria-live="polite">
            {media.isPending ? (
              <PageLoader className="min-h-48" label={t('gallery.page.loading')} />
            ) : media.isError ? (
              <Failure onRetry={() => void media.refetch()} />
            ) : items.length === 0 ? (
              <p className="py-16 text-center text-muted-foreground">{t('gallery.page.empty')}</p>
            ) : (
              <MediaGrid items={items} onOpen={setViewing} hasMore={!!hasNextPage} loadingMore={isFetchingNextPage} onLoadMore={loadMore} />
            )}
          </section>

          <MediaViewer items={items} index={viewing} onIndexChange={setViewing} onClose={() => setViewing(null)} onNearEnd={loadMore} />
          {slideshow && <Slideshow slug={slug} onClose={stopSlideshow} />}
        </main>
      </WithLanguageSwitcher>
    </TooltipProvider>
  );
}

function Failure({ onRetry }: { onRetry: () => void }) {
  const { t } = useAppT();
  return (
    <div className="flex min-h-48 flex-col items-center justify-center gap-4 px-6 text-center" role="alert">
      <p className="font-display text-xl font-semibold">{t('gallery.page.loadFailed')}</p>
      <Button variant="outline" onClick={onRetry}>
        {t('gallery.page.tryAgain')}
      </Button>
    </div>
  );
}
