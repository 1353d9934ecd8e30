import { UI } from '../../../shared/ui-texts.js';
import { RequireUser } from '../../components/layout/require-user.js';
import { SubPage } from '../../components/layout/sub-page.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';

/**
 * /admin/email-subscribers. To come here: Total / Today / This Week cards, CSV export and copy-all,
 * and the Email / Name / Subscribed / Messages table (empty state UI.noSubscribers).
 */
export function EmailSubscribersPage() {
  useDocumentTitle('Email Subscribers');
  return (
    <RequireUser message={UI.pageLoginRequired}>
      <SubPage title="Email Subscribers" description="Everyone who left you a message with their email." />
    </RequireUser>
  );
}
