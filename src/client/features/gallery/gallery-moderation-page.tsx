import { ExternalLink } from 'lucide-react';
import { GALLERY_UI } from '../../../shared/gallery.texts.js';
import { MSG } from '../../../shared/api.texts.js';
import { UI } from '../../../shared/ui.texts.js';
import { PageLoader } from '../../components/layout/page-loader.js';
import { RequireUser } from '../../components/layout/require-user.js';
import { SubPage } from '../../components/layout/sub-page.js';
import { Button } from '../../components/ui/button.js';
import { useCreatorProfile } from '../../lib/api/get-creator-profile.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useDeleteGalleryMedia } from './api/delete-gallery-media.js';
import { useOwnGalleryMedia } from './api/get-own-gallery-media.js';
import { ModerationTile } from './components/moderation-tile.js';

/** /admin/gallery: the host's view of everything guests uploaded, with who shared it, when, and delete. */
export function GalleryModerationPage() {
  useDocumentTitle(GALLERY_UI.moderationTitle);
  return (
    <RequireUser message={UI.pageLoginRequired}>
      <ModerationContent />
    </RequireUser>
  );
}

function ModerationContent() {
  const { data: profile } = useCreatorProfile();
  const media = useOwnGalleryMedia();
  const remove = useDeleteGalleryMedia();
  const pages = media.data?.pages ?? [];
  const items = pages.flatMap((p) => p.items);
  const total = pages.at(-1)?.total ?? 0;

  return (
    <SubPage
      title={GALLERY_UI.moderationTitle}
      description={GALLERY_UI.moderationDescription}
      actions={
        profile && (
          <Button asChild variant="outline" className="w-full sm:w-fit">
            <a href={`/g/${profile.gallerySlug}`} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" />
              {GALLERY_UI.viewGallery}
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </Button>
        )
      }
    >
      {media.isPending ? (
        <PageLoader className="min-h-40" />
      ) : media.isError ? (
        <div role="alert" className="flex flex-col items-center gap-4 py-16 text-center">
          <p className="font-display text-xl font-semibold">{MSG.genericFailure}</p>
          <Button variant="outline" onClick={() => void media.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <section aria-labelledby="gallery-count">
          <p id="gallery-count" role="status" className="mb-4 text-sm font-semibold text-muted-foreground">
            {GALLERY_UI.mediaCount(total)}
          </p>
          {items.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-border px-6 py-16 text-center text-muted-foreground">{GALLERY_UI.noUploadsYet}</p>
          ) : (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label={GALLERY_UI.moderationTitle}>
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
                {media.isFetchingNextPage ? UI.loading : 'Load more'}
              </Button>
            </div>
          )}
        </section>
      )}
    </SubPage>
  );
}
