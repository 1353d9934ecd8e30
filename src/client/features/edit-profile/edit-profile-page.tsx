import { UI } from '../../../shared/ui-texts.js';
import { RequireUser } from '../../components/layout/require-user.js';
import { SubPage } from '../../components/layout/sub-page.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';

/**
 * /edit. To come here: the live preview (useProfile with TIMING.editPreviewRefreshMs), the Update Background /
 * Update Profile Picture / text dialogs, and the 'View Full Profile' and 'Refresh Preview' buttons.
 * The spec gives this page no back link; the logo leads to the dashboard.
 */
export function EditProfilePage() {
  useDocumentTitle('Edit Profile');
  return (
    <RequireUser message={UI.pageLoginRequired}>
      <SubPage title="Edit Profile" backTo={null} description="Tap any part of your page to change it." />
    </RequireUser>
  );
}
