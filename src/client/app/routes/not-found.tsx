import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';

/** Any path no route matches. */
export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Compass className="size-6" aria-hidden="true" />
      </span>
      <h1 className="font-display text-3xl font-semibold">Page not found</h1>
      <p className="max-w-sm text-muted-foreground">There is nothing at this address. Check the link, or start again from the home page.</p>
      <Button asChild>
        <Link to="/">Go home</Link>
      </Button>
    </main>
  );
}
