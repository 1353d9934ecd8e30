import type { ReactNode } from 'react';
import { PageLoader } from '../../components/layout/page-loader.js';
import { RequireUser } from '../../components/layout/require-user.js';
import { SubPage } from '../../components/layout/sub-page.js';
import { useCreatorProfile } from '../../lib/api/get-creator-profile.js';
import { useAppT } from '../../lib/i18n/app-texts.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { SaveBar } from '../../components/unsaved/save-bar.js';
import { LanguageCard } from './components/language-card.js';
import { PageLookCard } from './components/page-look-card.js';
import { PageLanguageCard } from './components/page-language-card.js';
import { ProfilePictureCard } from './components/profile-picture-card.js';
import { PublicProfileLinkCard } from './components/public-profile-link-card.js';
import { SettingsForm } from './components/settings-form.js';

interface SettingsCards {
  /** The links feature's social links card. */
  socialLinks?: ReactNode;
  /** The notifications feature's 'New-message emails' card. */
  newMessageMail?: ReactNode;
  /** The erasure feature's 'Delete account' card, last (docs/decisions/069). */
  deleteAccount?: ReactNode;
}

/**
 * /admin/settings, the host's Page destination (docs/decisions/079): picture with crop dialog, name / username / bio /
 * status, public link, the ways to the page's look, the page's language for guests, the account's language (last: it
 * is the account's, not the page's: docs/decisions/056), and the cards other features make (app/routes/settings-route.tsx puts
 * them in): the links feature's social links, the notifications feature's new-message emails, the account's deletion.
 * The forms on it save together, with the one save bar.
 */
export function SettingsPage(cards: SettingsCards) {
  const { t } = useAppT();
  useDocumentTitle(t('editor.settings.title'));
  return (
    <RequireUser message={t('editor.settings.loginRequired')} note={t('editor.settings.registerNote')}>
      <SettingsContent {...cards} />
    </RequireUser>
  );
}

function SettingsContent({ socialLinks, newMessageMail, deleteAccount }: SettingsCards) {
  const { t } = useAppT();
  const { data: profile, isPending } = useCreatorProfile();
  return (
    <SubPage
      title={t('editor.settings.title')}
      description={t('editor.settings.description')}
    >
      {isPending ? (
        <PageLoader className="min-h-40" />
      ) : (
        profile && (
          <div className="grid max-w-2xl grid-cols-1 gap-6">
            <ProfilePictureCard profile={profile} />
            <SettingsForm profile={profile} />
            <PublicProfileLinkCard username={profile.username} />
            <PageLookCard />
            <PageLanguageCard profile={profile} />
            {socialLinks}
            {newMessageMail}
            <LanguageCard />
            {deleteAccount}
            {/* Last, so the bar's own place is the end of the screen; it is sticky, so it is in view all along. */}
            <SaveBar />
          </div>
        )
      )}
    </SubPage>
  );
}
