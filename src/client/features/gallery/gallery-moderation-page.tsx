import { ExternalLink } from 'lucide-react';
import { PageLoader } from '../../components/layout/page-loader.js';
import { RequireUser } from '../../components/layout/require-user.js';
import { SubPage } from '../../components/layout/sub-page.js';
import { Button } from '../../components/ui/button.js';
import { useCreatorProfile } from '../../lib/api/get-creator-profile.js';
import { useAppT } from '../../lib/i18n/app-texts.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useDeleteGalleryMedia } from './api/delete-gallery-media.js';
import { useOwnGalleryMedia } from './api/get-own-gallery-media.js';
import { ModerationTile } from './components/moderation-tile.js';
import { formatNumber } from '../../lib/format-intl.js';

/**
 * /admin/gallery: the host's view of everything guests uploaded, with who shared it, when, and delete; in the host
 * account's language (the app's AppLanguage).
 */
export function GalleryModerationPage() {
  const { t } = useAppT();
  useDocumentTitle(t('gallery.moderation.title'));
  return (
    <RequireUser message={t('gallery.moderation.loginRequired')}>
      <ModerationContent />
    </RequireUser>
  );
}

function ModerationContent() {
  const { t, language } = useAppT();
  const { data: profile } = useCreatorProfile();
  const media = useOwnGalleryMedia();
  const remove = useDeleteGalleryMedia();
  const pages = media.data?.pages ?? [];
  const items = pages.flatMap((p) => p.items);
  const total = pages.at(-1)?.total ?? 0;

  return (
    <SubPage
      title={t('gallery.moderation.title')}
      description={t('gallery.moderation.description')}
      backLabel={t('gallery.moderation.backToDashboard')}
      actions={
        profile && (
          <Button asChild variant="outline" className="w-full sm:w-fit">
            <a href={`/g/${profile.gallerySlug}`} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" />
              {t('gallery.moderation.viewGallery')}
              <span className="sr-only">{t('gallery.moderation.opensInNewTab')}</span>
            </a>
          </Button>
        )
      }
    >
      {media.isPending ? (
        <PageLoader className="min-h-40" label={t('gallery.moderation.loading')} />
      ) : media.isError ? (
        <div role="alert" className="flex flex-col items-center gap-4 py-16 text-center">
          <p className="font-display text-xl font-semibold">{t('gallery.moderation.loadFailed')}</p>
          <Button variant="outline" onClick={() => void media.refetch()}>
            {t('gallery.moderation.tryAgain')}
          </Button>
        </div>
      ) : (
        <section aria-labelledby="gallery-count">
          <p id="gallery-count" role="status" className="mb-4 text-sm font-semibold text-muted-foreground">
            {t('gallery.moderation.mediaCount', { count: total, number: formatNumber(total, language) })}
          </p>
          {items.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-border px-6 py-16 text-center text-muted-foreground">{t('gallery.moderation.noUploadsYet')}</p>
          ) : (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label={t('gallery.moderation.title')}>
              {items.map((item) => (
                <ModerationTile
                  key={item.id}
                  item={item}
                  deleting={remove.isPending && remove.variables === item.id}
                  onDelete={() => remove.mutate(item.id)}
                />
              ))}
            </ul>
          )}
          {media.hasNextPage && (
            <div className="mt-6 flex justify-center">
              <Button variant="outline" onClick={() => void media.fetchNextPage()} disabled={media.isFetchingNextPage}>
                {media.isFetchingNextPage ? t('gallery.moderation.loading') : t('gallery.moderation.loadMore')}
              </Button>
            </div>
          )}
        </section>
      )}
    </SubPage>
  );
}
