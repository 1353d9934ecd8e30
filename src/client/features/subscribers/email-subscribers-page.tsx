import { PageLoader } from '../../components/layout/page-loader.js';
import { RequireUser } from '../../components/layout/require-user.js';
import { SubPage } from '../../components/layout/sub-page.js';
import { useAppT } from '../../lib/i18n/app-texts.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useSubscribersSummary } from './api/get-subscribers-summary.js';
import { SubscriberActions } from './components/subscriber-actions.js';
import { SubscriberOverview } from './components/subscriber-overview.js';
import { SubscribersTable } from './components/subscribers-table.js';

/** /admin/email-subscribers: overview cards, CSV export and copy-all, and the searchable table. */
export function EmailSubscribersPage() {
  const { t } = useAppT();
  useDocumentTitle(t('dashboard.subscribers.title'));
  return (
    <RequireUser message={t('dashboard.subscribers.loginRequired')}>
      <Subscribers />
    </RequireUser>
  );
}

function Subscribers() {
  const { t } = useAppT();
  const { data: summary, isPending } = useSubscribersSummary();
  if (isPending) return <PageLoader />;
  return (
    <SubPage
      title={t('dashboard.subscribers.title')}
      description={t('dashboard.subscribers.description')}
      actions={<SubscriberActions total={summary?.total} />}
    >
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
        <SubscriberOverview summary={summary} />
        <SubscribersTable />
      </div>
    </SubPage>
  );
}
