import { BrandMark } from '../../components/layout/brand-mark.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';

/**
 * /master-admin. To come here: the admin session check (GET /admin-api/auth/user, redirect to /admin-login
 * on 401), header with username / Super Admin badge / logout, four stat cards, the users table and the
 * details dialog with tabs Details, Voice Messages, Admin Actions.
 */
export function MasterAdminPage() {
  useDocumentTitle('Master Admin');
  return (
    <div className="min-h-dvh bg-stone-100">
      <header className="border-b border-border bg-card">
        <div className="mx-auto flex h-16 max-w-6xl items-center px-4 sm:px-6">
          <BrandMark asText />
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <h1 className="font-display text-3xl font-semibold tracking-tight">Master Admin Dashboard</h1>
      </main>
    </div>
  );
}
