import { UI } from '../../../shared/ui-texts.js';
import { RequireUser } from '../../components/layout/require-user.js';
import { SubPage } from '../../components/layout/sub-page.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';

/**
 * /admin/background-settings. To come here: background upload/removal, text theme, overlay colour with
 * presets (PRESET_COLORS, EARTHY_COLORS) and the live 9:16 preview built from components/profile/*.
 */
export function BackgroundSettingsPage() {
  useDocumentTitle('Background Settings');
  return (
    <RequireUser message={UI.pageLoginRequired}>
      <SubPage
        title="Background Settings"
        backLabel="Back to Dashboard"
        description="Choose the image or video behind your page, its overlay colour and text colour."
      />
    </RequireUser>
  );
}
