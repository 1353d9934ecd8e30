import { PageSwitcher } from '../../features/co-hosts/components/page-switcher.js';
import { DashboardPage } from '../../features/dashboard/dashboard-page.js';
import { GalleryPasswordCard } from '../../features/gallery/components/gallery-password-card.js';
import { QrCodeCard } from '../../features/gallery/components/qr-code-card.js';
import { HostTimeZone } from '../../features/notifications/components/host-time-zone.js';
import { RecentVoiceMessages } from '../../features/messages/components/recent-voice-messages.js';
import { inboxSlots } from './inbox-slots.js';

/**
 * /admin: the dashboard with the messages feature's inbox in its recent-messages card (with the replies feature's dialog
 * and the keepsake's Download all), the co-hosts feature's page switcher and the gallery feature's password and QR
 * cards; it also tells the server the host's time zone, for the new-message mails.
 */
export function DashboardRoute() {
  return (
    <>
      <HostTimeZone />
      <DashboardPage
        recentMessages={<RecentVoiceMessages slots={inboxSlots} />}
        pageSwitcher={<PageSwitcher />}
        galleryPasswordCard={(profile) => <GalleryPasswordCard enabled={profile.galleryPasswordEnabled} />}
        galleryQrCard={(profile) => <QrCodeCard gallerySlug={profile.gallerySlug} />}
      />
    </>
  );
}
