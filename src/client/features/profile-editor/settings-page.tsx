import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PROFILE_UI } from '../../../shared/profile.texts.js';
import type { CreatorProfile } from '../../../shared/profile.types.js';
import { UI } from '../../../shared/ui.texts.js';
import { PageLoader } from '../../components/layout/page-loader.js';
import { RequireUser } from '../../components/layout/require-user.js';
import { SubPage } from '../../components/layout/sub-page.js';
import { Button } from '../../components/ui/button.js';
import { useCreatorProfile } from '../../lib/api/get-creator-profile.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { ProfilePictureCard } from './components/profile-picture-card.js';
import { PromptsCard } from './components/prompts-card.js';
import { PublicProfileLinkCard } from './components/public-profile-link-card.js';
import { SettingsForm } from './components/settings-form.js';

interface SettingsCards {
  /** The links feature's social links card. */
  socialLinks?: ReactNode;
  /** The voice feature's greeting card, given the profile whose greeting it shows. */
  greeting?: (profile: CreatorProfile) => ReactNode;
  /** The notifications feature's 'New-message emails' card. */
  newMessageMail?: ReactNode;
  /** The co-hosts feature's 'Co-hosts' card (issue 24). */
  coHosts?: ReactNode;
}

/**
 * /admin/settings: picture with crop dialog, name / username / bio / status, public link, the questions for guests,
 * and the cards other features make (app/routes/settings-route.tsx puts them in): the voice feature's greeting, the
 * links feature's social links, the notifications feature's new-message emails, the co-hosts feature's co-hosts.
 */
export function SettingsPage(cards: SettingsCards) {
  useDocumentTitle('Profile Settings');
  return (
    <RequireUser message={UI.settingsLoginRequired} note={UI.registerOnLoginPage}>
      <SettingsContent {...cards} />
    </RequireUser>
  );
}

function SettingsContent({ socialLinks, greeting, newMessageMail, coHosts }: SettingsCards) {
  const { data: profile, isPending } = useCreatorProfile();
  return (
    <SubPage
      title="Profile Settings"
      description="Your picture, name, username, bio and whether your page is live."
      actions={
        <Button asChild variant="outline" className="w-full sm:w-fit">
          <Link to="/edit">
            <Pencil aria-hidden="true" />
            {PROFILE_UI.editProfile}
          </Link>
        </Button>
      }
    >
      {isPending ? (
        <PageLoader className="min-h-40" />
      ) : (
        profile && (
          <div className="grid max-w-2xl grid-cols-1 gap-6">
            <ProfilePictureCard profile={profile} />
            <SettingsForm profile={profile} />
            <PublicProfileLinkCard username={profile.username} />
            {greeting?.(profile)}
            <PromptsCard profile={profile} />
            {socialLinks}
            {newMessageMail}
            {coHosts}
          </div>
        )
      )}
    </SubPage>
  );
}
