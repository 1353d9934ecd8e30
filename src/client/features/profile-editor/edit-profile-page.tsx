import { PROFILE_UI } from '../../../shared/profile.texts.js';
import { UI } from '../../../shared/ui.texts.js';
import { PageLoader } from '../../components/layout/page-loader.js';
import { RequireUser } from '../../components/layout/require-user.js';
import { SubPage } from '../../components/layout/sub-page.js';
import { useCreatorProfile } from '../../lib/api/get-creator-profile.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { ProfileEditor } from './components/profile-editor.js';

/**
 * /edit: the live preview refreshed every 2 s, with click-to-edit dialogs for background, picture and text.
 * A back link to /admin like the other creator screens (the spec gives /edit none; issue 20). Queries run only
 * when signed in.
 */
export function EditProfilePage() {
  useDocumentTitle(PROFILE_UI.editProfile);
  return (
    <RequireUser message={UI.pageLoginRequired}>
      <SubPage title={PROFILE_UI.editProfile} description="Tap any part of your page to change it.">
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
