import { ImageOff } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.js';
import { UI } from '../../../../shared/ui-texts.js';

export function GalleryNotFound() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <ImageOff className="size-6" aria-hidden="true" />
      </span>
      <h1 className="font-display text-3xl font-semibold">{UI.galleryNotFound}</h1>
      <p className="max-w-sm text-muted-foreground">{UI.galleryNotFoundDetail}</p>
      <Button asChild variant="outline">
        <Link to="/">Go home</Link>
      </Button>
    </main>
  );
}
