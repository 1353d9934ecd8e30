import { PageLoader } from '../../components/layout/page-loader.js';
import { RequireUser } from '../../components/layout/require-user.js';
import { SubPage } from '../../components/layout/sub-page.js';
import { useCreatorProfile } from '../../lib/api/get-creator-profile.js';
import { useAppT } from '../../lib/i18n/app-texts.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { ProfileEditor } from './components/profile-editor.js';

/**
 * /edit: the live preview refreshed every 2 s, with click-to-edit dialogs for background, picture and text.
 * A back link to /admin like the other creator screens (docs/product-spec.md gives /edit none; docs/decisions/031).
 * Queries run only when signed in.
 */
export function EditProfilePage() {
  const { t } = useAppT();
  useDocumentTitle(t('editor.shared.editProfile'));
  return (
    <RequireUser message={t('editor.shared.loginRequired')}>
      <SubPage title={t('editor.shared.editProfile')} description={t('editor.edit.description')}>
        <EditContent />
      </SubPage>
    </RequireUser>
  );
}

function EditContent() {
  const { data: profile, isPending } = useCreatorProfile();
  if (isPending) return <PageLoader className="min-h-40" />;
  return profile ? <ProfileEditor profile={profile} /> : null;
}
