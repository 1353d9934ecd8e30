import { CapsuleLock } from '../../capsule/capsule-banner.js';
import { SubPage } from '../../components/layout/sub-page.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.js';
import { AlbumCard } from '../../features/keepsake/components/album-card.js';
import { BookCard } from '../../features/keepsake/components/book-card.js';
import { DownloadAll } from '../../features/keepsake/components/download-all.js';
import { useAppT } from '../../lib/i18n/app-texts.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';

/**
 * /admin/keepsake, the host's Keepsake destination (docs/decisions/079): every message to keep, as one download, an
 * album and a book. The album and the book are out of reach while the time capsule is sealed.
 */
export function KeepsakeRoute() {
  const { t } = useAppT();
  useDocumentTitle(t('dashboard.keepsakePage.title'));
  return (
    <SubPage title={t('dashboard.keepsakePage.title')} description={t('dashboard.keepsakePage.description')}>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card className="lg:col-span-2" role="region" aria-labelledby="download-all-title">
          <CardHeader>
            <CardTitle id="download-all-title">{t('dashboard.download.all')}</CardTitle>
            <CardDescription>{t('dashboard.keepsakePage.downloadDescription')}</CardDescription>
          </CardHeader>
          <CardContent>
            <DownloadAll />
          </CardContent>
        </Card>
        <CapsuleLock>
          <AlbumCard />
        </CapsuleLock>
        <CapsuleLock>
          <BookCard />
        </CapsuleLock>
      </div>
    </SubPage>
  );
}
