import { SocialLinksCard } from '../../features/links/components/social-links-card.js';
import { SettingsPage } from '../../features/profile-editor/settings-page.js';
import { GreetingCard } from '../../features/voice/components/greeting-card.js';

/** /admin/settings: Profile Settings with the voice feature's greeting card and the links feature's social links card. */
export function SettingsRoute() {
  return <SettingsPage socialLinks={<SocialLinksCard />} greeting={(profile) => <GreetingCard greeting={profile.greeting} />} />;
}
