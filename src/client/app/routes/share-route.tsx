import { SubPage } from '../../components/layout/sub-page.js';
import { QrCodeCard } from '../../features/gallery/components/qr-code-card.js';
import { PageQrCard } from '../../features/keepsake/components/page-qr-card.js';
import { TableCardsCard } from '../../features/keepsake/components/table-cards-card.js';
import { PartyScreenCard } from '../../features/party/components/party-screen-card.js';
import { useCreatorProfile } from '../../lib/api/get-creator-profile.js';
import { useAppT } from '../../lib/i18n/app-texts.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';

/**
 * /admin/share, the host's Share destination (docs/decisions/079): what brings guests in. The guestbook's and the
 * gallery's QR codes and links side by side, then the table cards that print them.
 */
export function ShareRoute() {
  const { t } = useAppT();
  useDocumentTitle(t('dashboard.sharePage.title'));
  const { data: profile } = useCreatorProfile();
  if (!profile) return null;
  return (
    <SubPage title={t('dashboard.sharePage.title')} description={t('dashboard.sharePage.description')}>
      <div className="grid grid-cols-1 gap-6">
        <div className="grid grid-cols-1 gap-6 sm:grid-cols-2">
          <PageQrCard username={profile.username} />
          <QrCodeCard gallerySlug={profile.gallerySlug} />
        </div>
        <TableCardsCard />
        <PartyScreenCard />
      </div>
    </SubPage>
  );
}
