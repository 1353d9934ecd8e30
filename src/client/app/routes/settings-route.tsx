import { CoHostsCard } from '../../features/co-hosts/components/co-hosts-card.js';
import { useHostedPages } from '../../features/co-hosts/api/hosted-pages.js';
import { DeleteAccountCard } from '../../features/erasure/components/delete-account-card.js';
import { SocialLinksCard } from '../../features/links/components/social-links-card.js';
import { NewMessageMailCard } from '../../features/notifications/components/new-message-mail-card.js';
import { SettingsPage } from '../../features/profile-editor/settings-page.js';
import { GreetingCard } from '../../features/voice/components/greeting-card.js';

/**
 * /admin/settings: Profile Settings with the voice feature's greeting card, the links feature's social links card and
 * the notifications feature's new-message emails card and the co-hosts feature's card.
 */
export function SettingsRoute() {
  return (
    <SettingsPage
      socialLinks={<SocialLinksCard />}
      greeting={(profile) => <GreetingCard greeting={profile.greeting} />}
      newMessageMail={<NewMessageMailCard />}
      coHosts={<CoHostsCard />}
      deleteAccount={<OwnAccountDeletion />}
    />
  );
}

/** The account's own page is the one its deletion names (a co-host may be looking at another's page here). */
function OwnAccountDeletion() {
  const own = useHostedPages().data?.find((p) => p.role === 'owner');
  return own ? <DeleteAccountCard username={own.username} /> : null;
}
