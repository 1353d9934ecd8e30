import { SocialLinksCard } from '../../features/links/components/social-links-card.js';
import { SettingsPage } from '../../features/profile-editor/settings-page.js';

/** /admin/settings: Profile Settings with the links feature's social links card. */
export function SettingsRoute() {
  return <SettingsPage socialLinks={<SocialLinksCard />} />;
}
