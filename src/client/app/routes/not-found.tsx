import { Compass } from 'lucide-react';
import { NotFoundScreen } from '../../components/layout/not-found-screen.js';
import { useAppT } from '../../lib/i18n/app-texts.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';

/** Any path no route matches. */
export function NotFoundPage() {
  const { t } = useAppT();
  useDocumentTitle(t('common.notFound.title'));
  return <NotFoundScreen icon={Compass} title={t('common.notFound.title')} detail={t('common.notFound.detail')} homeLabel={t('common.goHome')} buttonVariant="default" />;
}
