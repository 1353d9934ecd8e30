import { UI } from '../../../shared/ui.texts.js';
import { PageLoader } from '../../components/layout/page-loader.js';
import { RequireUser } from '../../components/layout/require-user.js';
import { SubPage } from '../../components/layout/sub-page.js';
import { useCreatorProfile } from '../../lib/api/get-creator-profile.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { BackgroundEditor } from './components/background-editor.js';

/** /admin/background-settings: background media, text theme, overlay colour and the live 9:16 preview. */
export function BackgroundSettingsPage() {
  useDocumentTitle('Background Settings');
  return (
    <RequireUser message={UI.pageLoginRequired}>
      <SubPage
        title="Background Settings"
        backLabel="Back to Dashboard"
        description="Choose the image or video behind your page, its overlay colour and text colour."
      >
        <BackgroundContent />
      </SubPage>
    </RequireUser>
  );
}

function BackgroundContent() {
  const { data: profile, isPending } = useCreatorProfile();
  if (isPending) return <PageLoader className="min-h-40" />;
  return profile ? <BackgroundEditor key={profile.id} profile={profile} /> : null;
}
