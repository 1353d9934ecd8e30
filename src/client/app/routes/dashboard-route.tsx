import { DashboardPage } from '../../features/dashboard/dashboard-page.js';
import { AlbumCard } from '../../features/keepsake/components/album-card.js';
import { RecentVoiceMessages } from '../../features/voice/components/recent-voice-messages.js';

/** /admin: the dashboard with the voice feature's inbox in its recent-messages card, and the keepsake's cards. */
export function DashboardRoute() {
  return (
    <DashboardPage recentMessages={<RecentVoiceMessages />}>
      <AlbumCard />
    </DashboardPage>
  );
}
