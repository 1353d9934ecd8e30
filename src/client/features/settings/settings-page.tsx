import { UI } from '../../../shared/ui-texts.js';
import { RequireUser } from '../../components/layout/require-user.js';
import { SubPage } from '../../components/layout/sub-page.js';
import { useCreatorProfile } from '../../lib/api/get-creator-profile.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { PublicProfileLinkCard } from './components/public-profile-link-card.js';

/**
 * /admin/settings. To come here: profile picture with crop dialog, the Display Name / Username / Bio /
 * Profile Status form (SettingsFormSchema) saved with PUT /api/creator-profile.
 */
export function SettingsPage() {
  useDocumentTitle('Profile Settings');
  return (
    <RequireUser message={UI.settingsLoginRequired} note={UI.registerOnLoginPage}>
      <SettingsContent />
    </RequireUser>
  );
}

function SettingsContent() {
  const { data: profile } = useCreatorProfile();
  return (
    <SubPage title="Profile Settings" description="Your picture, name, username, bio and whether your page is live.">
      <div className="grid max-w-2xl grid-cols-1 gap-6">{profile && <PublicProfileLinkCard username={profile.username} />}</div>
    </SubPage>
  );
}
