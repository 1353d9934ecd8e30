import { Images } from 'lucide-react';
import { useParams } from 'react-router';
import { UI } from '../../../shared/ui-texts.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';

/**
 * /g/{gallerySlug}: public gallery. To come here: the password gate (POST /api/gallery/{slug}/unlock),
 * upload dialog, Download All, the 2–4 column grid, the viewer dialog, and the not-found state
 * (UI.galleryNotFound / UI.galleryNotFoundDetail).
 */
export function GalleryPage() {
  const { gallerySlug = '' } = useParams();
  useDocumentTitle(UI.galleryHeading);
  return (
    <main className="mx-auto min-h-dvh max-w-6xl px-4 py-10 sm:px-6" data-gallery-slug={gallerySlug}>
      <header className="flex flex-col items-center gap-3 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <Images className="size-5" aria-hidden="true" />
        </span>
        <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">{UI.galleryHeading}</h1>
      </header>
    </main>
  );
}
