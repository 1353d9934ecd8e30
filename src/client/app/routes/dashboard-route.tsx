import { PageSwitcher } from '../../features/co-hosts/components/page-switcher.js';
import { DashboardPage } from '../../features/dashboard/dashboard-page.js';
import { GalleryPasswordCard } from '../../features/gallery/components/gallery-password-card.js';
import { QrCodeCard } from '../../features/gallery/components/qr-code-card.js';
import { HostTimeZone } from '../../features/notifications/components/host-time-zone.js';
import { RecentVoiceMessages } from '../../features/voice/components/recent-voice-messages.js';

/**
 * /admin: the dashboard with the voice feature's inbox in its recent-messages card, the co-hosts feature's page
 * switcher and the gallery feature's password and QR cards; it also tells the server the host's time zone, for the
 * new-message mails.
 */
export function DashboardRoute() {
  return (
    <>
      <HostTimeZone />
      <DashboardPage
        recentMessages={<RecentVoiceMessages />}
        pageSwitcher={<PageSwitcher />}
        galleryPasswordCard={(profile) => <GalleryPasswordCard enabled={profile.galleryPasswordEnabled} />}
        galleryQrCard={(profile) => <QrCodeCard gallerySlug={profile.gallerySlug} />}
      />
    </>
  );
}
