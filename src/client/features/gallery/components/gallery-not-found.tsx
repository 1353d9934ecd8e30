import { ImageOff } from 'lucide-react';
import { NotFoundScreen } from '../../../components/layout/not-found-screen.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';

export function GalleryNotFound() {
  const { t } = useAppT();
  return <NotFoundScreen icon={ImageOff} title={t('gallery.page.notFound')} detail={t('gallery.page.notFoundDetail')} homeLabel={t('gallery.page.goHome')} />;
}
