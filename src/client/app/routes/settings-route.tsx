import { SocialLinksCard } from '../../features/links/components/social-links-card.js';
import { NewMessageMailCard } from '../../features/notifications/components/new-message-mail-card.js';
import { SettingsPage } from '../../features/profile-editor/settings-page.js';

/** /admin/settings: Profile Settings with the links feature's social links card and the new-message emails card. */
export function SettingsRoute() {
  return <SettingsPage socialLinks={<SocialLinksCard />} newMessageMail={<NewMessageMailCard />} />;
}
