import { UI } from '../../../shared/ui-texts.js';
import { RequireUser } from '../../components/layout/require-user.js';
import { SubPage } from '../../components/layout/sub-page.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';

/**
 * /admin/website-links. To come here: the title + url add form and the 'Your Links (count)' list
 * (empty state UI.noLinks), through GET/POST/DELETE /api/custom-links.
 */
export function WebsiteLinksPage() {
  useDocumentTitle('Website Links');
  return (
    <RequireUser message={UI.pageLoginRequired}>
      <SubPage title="Website Links" description="Links shown on your public page, in this order." />
    </RequireUser>
  );
}
