import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Navigate } from 'react-router';
import { ADMIN_LIMITS } from '../../../shared/admin.limits.js';
import { PageLoader } from '../../components/layout/page-loader.js';
import { AppLanguage, useAppT } from '../../lib/i18n/app-texts.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useAdminStats } from './api/get-admin-stats.js';
import { useAdminUser } from './api/get-admin-user.js';
import { useAdminUsers } from './api/get-admin-users.js';
import { AdminHeader } from './components/admin-header.js';
import { AdminStatCards } from './components/admin-stat-cards.js';
import { UserDetailsDialog } from './components/user-details-dialog.js';
import { UsersTable } from './components/users-table.js';
import { useDebouncedValue } from './lib/use-debounced-value.js';
import { useFailureToast } from './lib/use-failure-toast.js';

const PAGE_SIZE = ADMIN_LIMITS.pageSizeDefault;

/**
 * /master-admin: every user at a glance; unauthenticated admins go to /admin-login (docs/product-spec.md, sections 2
 * and 4). The area speaks the admin's own language (docs/decisions/056), else the browser's.
 */
export function MasterAdminPage() {
  const { admin, isLoading, isTestMode } = useAdminUser();
  if (isLoading) return <PageLoader />;
  if (!admin) return <Navigate to="/admin-login" replace />;
  return (
    <AppLanguage preferred={admin.language} fallback={<PageLoader />}>
      <MasterAdminDashboard superAdmin={admin.isSuperAdmin} testMode={isTestMode} header={<AdminHeader admin={admin} testMode={isTestMode} />} />
    </AppLanguage>
  );
}

function MasterAdminDashboard({ superAdmin, testMode, header }: { superAdmin: boolean; testMode: boolean; header: ReactNode }) {
  const { t } = useAppT();
  useDocumentTitle(t('admin.dashboard.documentTitle'));
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const [offset, setOffset] = useState(0);
  const [detailsFor, setDetailsFor] = useState<string | null>(null);
  const usersHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => setOffset(0), [q]);

  const stats = useAdminStats();
  const users = useAdminUsers({ limit: PAGE_SIZE, offset, q });
  // Test mode has no server session: the calls answer 401 and the page says so instead of toasting.
  useFailureToast(stats.error, t('admin.dashboard.fetchStatsFailed'), { enabled: !testMode });
  useFailureToast(users.error, t('admin.dashboard.fetchUsersFailed'), { enabled: !testMode });
  // Deleting the only user of the last page leaves it empty: show the page before it.
  const total = users.data?.total;
  useEffect(() => {
    if (total !== undefined && offset > 0 && offset >= total) setOffset(Math.max(0, Math.ceil(total / PAGE_SIZE) - 1) * PAGE_SIZE);
  }, [total, offset]);

  return (
    <div className="min-h-dvh bg-stone-100">
      {header}
      <main className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8 sm:px-6">
        <h1 className="font-display text-2xl font-semibold tracking-tight sm:text-3xl">{t('admin.dashboard.title')}</h1>
        {testMode && (
          <p role="status" className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
            {t('admin.dashboard.testModeNoData')}
          </p>
        )}
        <AdminStatCards stats={stats.data} isLoading={stats.isPending && !stats.error} />
        <UsersTable
          users={users.data?.users ?? []}
          total={users.data?.total ?? 0}
          offset={offset}
          pageSize={PAGE_SIZE}
          search={search}
          onSearch={setSearch}
          onPage={setOffset}
          onDetails={setDetailsFor}
          isLoading={users.isFetching}
          emptyText={users.error ? t('admin.dashboard.fetchUsersFailed') : t('admin.users.empty')}
          headingRef={usersHeading}
        />
      </main>
      <UserDetailsDialog userId={detailsFor} superAdmin={superAdmin} onClose={() => setDetailsFor(null)} onDeleted={() => usersHeading.current?.focus()} />
    </div>
  );
}
