import { UI } from '../../../shared/ui.texts.js';
import { PageLoader } from '../../components/layout/page-loader.js';
import { RequireUser } from '../../components/layout/require-user.js';
import { SubPage } from '../../components/layout/sub-page.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useSubscribersSummary } from './api/get-subscribers-summary.js';
import { SubscriberActions } from './components/subscriber-actions.js';
import { SubscriberOverview } from './components/subscriber-overview.js';
import { SubscribersTable } from './components/subscribers-table.js';

/** /admin/email-subscribers: overview cards, CSV export and copy-all, and the searchable table. */
export function EmailSubscribersPage() {
  useDocumentTitle('Email Subscribers');
  return (
    <RequireUser message={UI.pageLoginRequired}>
      <Subscribers />
    </RequireUser>
  );
}

function Subscribers() {
  const { data: summary, isPending } = useSubscribersSummary();
  if (isPending) return <PageLoader />;
  return (
    <SubPage
      title="Email Subscribers"
      description="Everyone who left you a message with their email."
      actions={<SubscriberActions total={summary?.total} />}
    >
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
        <SubscriberOverview summary={summary} />
        <SubscribersTable />
      </div>
    </SubPage>
  );
}
