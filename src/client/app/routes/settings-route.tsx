import { useHostedPages } from '../../features/co-hosts/api/hosted-pages.js';
import { DeleteAccountCard } from '../../features/erasure/components/delete-account-card.js';
import { SocialLinksCard } from '../../features/links/components/social-links-card.js';
import { NewMessageMailCard } from '../../features/notifications/components/new-message-mail-card.js';
import { SettingsPage } from '../../features/profile-editor/settings-page.js';

/**
 * /admin/settings: Profile Settings with the links feature's social links card, the notifications feature's
 * new-message emails card and the erasure feature's account deletion. The greeting, the questions and the co-hosts are
 * on the Event screen (event-route.tsx, docs/decisions/079).
 */
export function SettingsRoute() {
  return <SettingsPage socialLinks={<SocialLinksCard />} newMessageMail={<NewMessageMailCard />} deleteAccount={<OwnAccountDeletion />} />;
}

/** The account's own page is the one its deletion names (a co-host may be looking at another's page here). */
function OwnAccountDeletion() {
  const own = useHostedPages().data?.find((p) => p.role === 'owner');
  return own ? <DeleteAccountCard username={own.username} /> : null;
}
