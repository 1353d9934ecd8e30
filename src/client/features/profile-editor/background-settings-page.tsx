import { PageLoader } from '../../components/layout/page-loader.js';
import { RequireUser } from '../../components/layout/require-user.js';
import { SubPage } from '../../components/layout/sub-page.js';
import { useCreatorProfile } from '../../lib/api/get-creator-profile.js';
import { useAppT } from '../../lib/i18n/app-texts.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { BackgroundEditor } from './components/background-editor.js';

/** /admin/background-settings: background media, text theme, overlay colour and the live 9:16 preview. */
export function BackgroundSettingsPage() {
  const { t } = useAppT();
  useDocumentTitle(t('editor.background.title'));
  return (
    <RequireUser message={t('editor.shared.loginRequired')}>
      {/* SubPage's own back link (to the dashboard) in the screen's language. */}
      <SubPage title={t('editor.background.title')} description={t('editor.background.description')}>
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
