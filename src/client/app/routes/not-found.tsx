import { Compass } from 'lucide-react';
import { UI } from '../../../shared/ui.texts.js';
import { NotFoundScreen } from '../../components/layout/not-found-screen.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';

/** Any path no route matches. */
export function NotFoundPage() {
  useDocumentTitle(UI.pageNotFound);
  return <NotFoundScreen icon={Compass} title={UI.pageNotFound} detail={UI.pageNotFoundDetail} buttonVariant="default" />;
}
