import { CapsuleLock } from '../../components/profile/capsule-banner.js';
import { PageSwitcher } from '../../features/co-hosts/components/page-switcher.js';
import { DashboardPage } from '../../features/dashboard/dashboard-page.js';
import { AlbumCard } from '../../features/keepsake/components/album-card.js';
import { BookCard } from '../../features/keepsake/components/book-card.js';
import { PageQrCard } from '../../features/keepsake/components/page-qr-card.js';
import { TableCardsCard } from '../../features/keepsake/components/table-cards-card.js';
import { PartyScreenCard } from '../../features/party/components/party-screen-card.js';
import { HostTimeZone } from '../../features/notifications/components/host-time-zone.js';
import { RecentVoiceMessages } from '../../features/voice/components/recent-voice-messages.js';

/**
 * /admin: the dashboard with the voice feature's inbox in its recent-messages card, the keepsake's QR code, table
 * cards, album and book (out of reach while the time capsule is sealed), and the co-hosts feature's page switcher; it also tells the server the host's time zone, for the new-message mails.
 */
export function DashboardRoute() {
  return (
    <>
      <HostTimeZone />
      <DashboardPage
        recentMessages={<RecentVoiceMessages />}
        pageQr={(username) => <PageQrCard username={username} />}
        tableCards={<><TableCardsCard /><PartyScreenCard /></>}
        album={
          <CapsuleLock>
            <AlbumCard />
          </CapsuleLock>
        }
        book={
          <CapsuleLock>
            <BookCard />
          </CapsuleLock>
        }
        pageSwitcher={<PageSwitcher />}
      />
    </>
  );
}
